import type { CommandContext } from '../context.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import type { NewPayslip } from '../../db/payslipWrites.ts';
import type { StoredLineItem } from '../../db/payslips.ts';
import type { EmployeeToPrice } from '../../db/pricingInputs.ts';
import { deriveFullName } from '../../domain/employees/names.ts';
import { newId } from '../../domain/ids.ts';
import type { StatutoryIdsAsPrinted } from '../../domain/employees/statutoryIds/printedIdentifiers.ts';
import { paymentDestinationOfSealed, statutoryIdsAsPrintedOfSealed } from '../employees/sealedFields.ts';
import { gbPayslipFacts } from '../../domain/payroll/gbPayslipFacts.ts';
import type { Jurisdiction, TaxProfile } from '../../domain/jurisdictions.ts';
import type { PricingRequest, PricingResult } from '../../domain/payroll/pricing.ts';
import type { exchangeRatesOn } from './exchangeRates.ts';
import type { ProrationBasis } from '../../domain/payroll/prorationBasis.ts';
import { rateKindOf } from '../../domain/payroll/rateKind.ts';
import type { PaymentDestination } from '../../domain/employees/bankDetails/maskedDestination.ts';
import type { RulesManifest } from '../../rules-wasm/host/manifest.ts';
import { familiesByRef } from '../../rules-wasm/host/ruleFamilies.ts';
import { payslipInputsOf, type PayslipInputs } from './payslipInputs.ts';

export interface PricedEmployee {
  employee: EmployeeToPrice;
  request: PricingRequest;
  result: PricingResult;
  /** Rate that converted the denomination currency into the run's, when they differ. */
  fxRate: string | null;
  /** Days paid of the period, for each component whose pay was prorated. */
  proration: ReadonlyMap<string, ProrationBasis>;
}

/** A payslip to store, with what priced it: its chunk seals the inputs of all its payslips at once. */
export type PayslipRecord = NewPayslip & { inputs: PayslipInputs };

/**
 * The payslip as stored: the engine's figures, the payment in the employee's payment currency, and what priced
 * it (the employee as printed, the inputs; the table versions are its rule set's, the rest is the run's) so it
 * reproduces exactly.
 */
export async function payslipRecordOf(
  ctx: CommandContext,
  run: PayRunRow,
  { employee, request, result, fxRate, proration }: PricedEmployee,
  conversionTo: ReturnType<typeof exchangeRatesOn>,
): Promise<PayslipRecord> {
  const id = newId();
  let payment = result.netMinor;
  let fxRateUsed = fxRate;
  if (employee.payment_currency !== run.currency) {
    const conversion = await conversionTo(run.currency, employee.payment_currency);
    payment = conversion.convert(result.netMinor);
    fxRateUsed = conversion.rate;
  }
  const printed = statutoryIdsAsPrintedFor(ctx, employee, request.jurisdiction);
  const families = tableFamilies(ctx.rules.build);
  return {
    id,
    employee_id: employee.id,
    gross_minor: result.grossMinor,
    net_minor: result.netMinor,
    employee_deductions_minor: result.employeeDeductionsMinor,
    employer_cost_minor: result.employerCostMinor,
    tax_minor: result.taxMinor,
    payment_minor: payment,
    payment_currency: employee.payment_currency,
    fx_rate_used: fxRateUsed,
    line_items: result.lines.map((line) => {
      const rateKind = rateKindOf({ rate_applied: line.rateApplied, rule_version_ref: line.ruleVersionRef }, families);
      // A standing earning (no rule, no addition reference) is the component's pay for the period.
      const basis = line.kind === 'earning' && line.ruleVersionRef === null ? proration.get(line.code) : undefined;
      const item: StoredLineItem = {
        code: line.code,
        kind: line.kind,
        description: line.description,
        amount_minor: line.amountMinor,
        base_minor: line.baseMinor,
        rate_applied: line.rateApplied,
        rule_version_ref: line.ruleVersionRef,
      };
      // Absent rather than null, so a line without them is stored as it always was; set, not spread (no object
      // per line to throw away), in the same order.
      if (basis) item.proration = basis;
      if (rateKind) item.rate_kind = rateKind;
      return item;
    }),
    ytd_before: request.ytd,
    ytd_after: result.ytd,
    employee_snapshot: {
      full_name: deriveFullName(employee),
      staff_id: employee.staff_id,
      classification: employee.classification,
      department: employee.department,
      position: employee.position,
      ...(printed.identifiers.length > 0 ? { identifiers: printed.identifiers } : {}),
      payment_destination: paymentDestinationFor(ctx, employee),
      ...(request.jurisdiction === 'GB' && employee.classification === 'employee'
        ? { statutory_facts: gbPayslipFacts(
          request.taxProfile as TaxProfile<'GB'>, printed.ni_number, run.period_end, run.pay_frequency,
          result.appliedChoice?.field === 'ni_category' ? result.appliedChoice.value : null,
        ) }
        : {}),
    },
    inputs: payslipInputsOf(request),
  };
}

/** What the payslip prints of the statutory ids and where net pay goes: the masks, or for a row older than them the seals. */
function statutoryIdsAsPrintedFor(ctx: CommandContext, employee: EmployeeToPrice, jurisdiction: Jurisdiction): StatutoryIdsAsPrinted {
  if (employee.sealed_statutory_ids === null) return noStatutoryIds;
  return employee.masked_statutory_ids ?? statutoryIdsAsPrintedOfSealed(ctx.keyring, employee.id, jurisdiction, employee.sealed_statutory_ids);
}

// Shared by every payslip without ids: its empty list never reaches the snapshot.
const noStatutoryIds: StatutoryIdsAsPrinted = { identifiers: [], ni_number: null };

function paymentDestinationFor(ctx: CommandContext, employee: EmployeeToPrice): PaymentDestination | null {
  if (employee.sealed_bank_details === null) return null;
  return employee.masked_payment_destination ?? paymentDestinationOfSealed(ctx.keyring, employee.id, employee.sealed_bank_details);
}

const familiesOfBuild = new WeakMap<RulesManifest, Map<string, string>>();

/** Table families by rule_version_ref, once per rules build. */
function tableFamilies(build: RulesManifest): Map<string, string> {
  let families = familiesOfBuild.get(build);
  if (!families) familiesOfBuild.set(build, (families = familiesByRef(build.tables)));
  return families;
}
