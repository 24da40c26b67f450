import type { PayrollContext } from './payrollContext.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import type { NewPayslip, OrganizationSnapshot } from '../../db/payslips.ts';
import type { EmployeeToPrice } from '../../db/pricingInputs.ts';
import { deriveFullName } from '../../domain/employees/names.ts';
import { newId } from '../../domain/ids.ts';
import { openSealedValue, sealContext, sealValue } from '../../domain/sealing/sealedValue.ts';
import { printedIdentifiersOf } from '../../domain/employees/statutoryIds/printedIdentifiers.ts';
import { gbPayslipFacts } from '../../domain/payroll/gbPayslipFacts.ts';
import type { TaxProfile } from '../../domain/jurisdictions.ts';
import type { StatutoryIds } from '../../domain/employees/statutoryIds/checkStatutoryIds.ts';
import type { PricingRequest, PricingResult } from '../../rules-wasm/host/types.ts';
import type { exchangeRatesOn } from './exchangeRates.ts';

export interface PricedEmployee {
  employee: EmployeeToPrice;
  request: PricingRequest;
  result: PricingResult;
  /** Rate that converted the denomination currency into the run's, when they differ. */
  fxRate: string | null;
}

/**
 * The payslip as stored: the engine's figures, the payment in the employee's payment currency, and what priced
 * it (the employee and organization as printed, the table versions, the sealed inputs) so it reproduces exactly.
 */
export async function payslipRecordOf(
  ctx: PayrollContext,
  run: PayRunRow,
  taxYearStart: string,
  organization: OrganizationSnapshot,
  { employee, request, result, fxRate }: PricedEmployee,
  conversionTo: ReturnType<typeof exchangeRatesOn>,
): Promise<NewPayslip> {
  const id = newId();
  let payment = result.netMinor;
  let fxRateUsed = fxRate;
  if (employee.payment_currency !== run.currency) {
    const conversion = await conversionTo(run.currency, employee.payment_currency);
    payment = conversion.convert(result.netMinor);
    fxRateUsed = conversion.rate;
  }
  const { ytd: ytdBefore, ...inputs } = request;
  const statutoryIds = employee.sealed_statutory_ids === null
    ? null
    : ((await openSealedValue(ctx.keyring, sealContext('employee', employee.id, 'statutory_ids'), employee.sealed_statutory_ids)) as StatutoryIds | null);
  const identifiers = printedIdentifiersOf(request.jurisdiction, statutoryIds);
  return {
    id,
    organization_id: ctx.organizationId,
    pay_run_id: run.id,
    employee_id: employee.id,
    calculation: run.calculation,
    currency: run.currency,
    gross_minor: result.grossMinor,
    net_minor: result.netMinor,
    employee_deductions_minor: result.employeeDeductionsMinor,
    employer_cost_minor: result.employerCostMinor,
    tax_minor: result.taxMinor,
    payment_minor: payment,
    payment_currency: employee.payment_currency,
    fx_rate_used: fxRateUsed,
    line_items: result.lines.map((line) => ({
      code: line.code,
      kind: line.kind,
      description: line.description,
      amount_minor: line.amountMinor,
      base_minor: line.baseMinor,
      rate_applied: line.rateApplied,
      rule_version_ref: line.ruleVersionRef,
    })),
    tax_year_start: taxYearStart,
    period_start: run.period_start,
    period_end: run.period_end,
    ytd_before: ytdBefore,
    ytd_after: result.ytd,
    employee_snapshot: {
      full_name: deriveFullName(employee),
      staff_id: employee.staff_id,
      classification: employee.classification,
      department: employee.department,
      position: employee.position,
      ...(identifiers.length > 0 ? { identifiers } : {}),
      ...(request.jurisdiction === 'GB' && employee.classification === 'employee'
        ? { statutory_facts: gbPayslipFacts(request.taxProfile as TaxProfile<'GB'>, await ninoOf(ctx, employee), run.period_end, run.period_start) }
        : {}),
    },
    organization_snapshot: organization,
    rule_versions: [...new Set(result.lines.flatMap((line) => (line.ruleVersionRef ? [line.ruleVersionRef] : [])))].sort(),
    sealed_inputs: await sealValue(ctx.keyring, sealContext('payslip', id, 'inputs'), inputs),
  };
}

async function ninoOf(ctx: PayrollContext, employee: EmployeeToPrice): Promise<string | null> {
  if (employee.sealed_statutory_ids === null) return null;
  // Sealed as written (domain/employees/statutoryIds: { values, tax_identifier_key }).
  const ids = (await openSealedValue(ctx.keyring, sealContext('employee', employee.id, 'statutory_ids'), employee.sealed_statutory_ids)) as StatutoryIds | null;
  const nino = ids?.values.nino;
  return typeof nino === 'string' ? nino : null;
}
