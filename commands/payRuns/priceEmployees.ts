import type { PayrollContext } from './payrollContext.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import { insertPayslips, yearToDateBefore, type NewPayslip } from '../../db/payslips.ts';
import { compensationInPeriod, employeesToPrice, type EmployeeToPrice, type RunScope } from '../../db/pricingInputs.ts';
import { periodCompensation, type CompensationRowAmount } from '../../domain/payroll/periodCompensation.ts';
import { deriveFullName } from '../../domain/employees/names.ts';
import { newId } from '../../domain/ids.ts';
import { openSealedValue, sealContext, sealValue } from '../../domain/sealing/sealedValue.ts';
import {
  householdCompositionSchema,
  taxProfileSchemas,
  type Jurisdiction,
} from '../../rules-wasm/host/profiles.ts';
import type { PricingRequest, PricingResult } from '../../rules-wasm/host/types.ts';
import { exchangeRatesOn } from './exchangeRates.ts';

export function runScope(run: PayRunRow): RunScope {
  return { organizationId: run.organization_id, jurisdiction: run.jurisdiction, periodStart: run.period_start, periodEnd: run.period_end };
}

/**
 * Prices the given employees of a run for its current calculation and writes their payslips, each carrying
 * what priced it. Writing is idempotent: a payslip already there for an employee stays as it is.
 */
export async function priceEmployees(ctx: PayrollContext, run: PayRunRow, employeeIds: string[]): Promise<number> {
  const scope = runScope(run);
  const jurisdiction = run.jurisdiction as Jurisdiction;
  const employees = await employeesToPrice(ctx.tx, scope, employeeIds);
  if (employees.length === 0) return 0;
  const ids = employees.map((e) => e.id);
  const taxYear = ctx.rules.taxYear(jurisdiction, run.period_end);
  const [rows, ytd] = await Promise.all([
    compensationInPeriod(ctx.tx, scope, ids),
    yearToDateBefore(ctx.tx, { organizationId: ctx.organizationId, employeeIds: ids, taxYearStart: taxYear.start, periodStart: run.period_start }),
  ]);
  const rowsByEmployee = new Map<string, typeof rows>();
  for (const row of rows) rowsByEmployee.set(row.employee_id, [...(rowsByEmployee.get(row.employee_id) ?? []), row]);
  const conversionTo = exchangeRatesOn(ctx.tx, run.as_of_date);

  const priced: { employee: EmployeeToPrice; request: PricingRequest; fxRate: string | null }[] = [];
  for (const employee of employees) {
    const amounts: CompensationRowAmount[] = [];
    for (const row of rowsByEmployee.get(employee.id) ?? []) {
      amounts.push({
        component_code: row.component_code,
        amount_minor: (await openSealedValue(ctx.keyring, sealContext('compensation_row', row.id, 'amount_cents'), row.sealed_amount)) as number,
        proratable: row.proratable,
        effective_from: row.effective_from,
        effective_to: row.effective_to,
      });
    }
    let components = periodCompensation(amounts, employee, { start: run.period_start, end: run.period_end });
    if (components.length === 0) continue;
    let fxRate: string | null = null;
    if (employee.denomination_currency !== run.currency) {
      const conversion = await conversionTo(employee.denomination_currency, run.currency);
      fxRate = conversion.rate;
      components = components.map((c) => ({ code: c.code, amountMinor: conversion.convert(c.amountMinor) }));
    }
    const open = async (field: string, sealed: string | null) =>
      sealed === null ? undefined : openSealedValue(ctx.keyring, sealContext('employee', employee.id, field), sealed);
    priced.push({
      employee,
      fxRate,
      request: {
        jurisdiction,
        asOfDate: run.as_of_date,
        periodStart: run.period_start,
        periodEnd: run.period_end,
        classification: employee.classification,
        birthdate: ((await open('birthdate', employee.sealed_birthdate)) as string | undefined) ?? null,
        taxProfile: taxProfileSchemas[jurisdiction].parse((await open('tax_profile', employee.sealed_tax_profile)) ?? {}),
        household: householdCompositionSchema.parse((await open('household_composition', employee.sealed_household_composition)) ?? {}),
        components,
        ytd: ytd.get(employee.id) ?? {},
      },
    });
  }

  const results = ctx.rules.price(priced.map((p) => p.request));
  const payslips: NewPayslip[] = [];
  for (const [i, { employee, request, fxRate }] of priced.entries()) {
    payslips.push(await payslipOf(ctx, run, taxYear.start, employee, request, results[i]!, fxRate, conversionTo));
  }
  return insertPayslips(ctx.tx, payslips);
}

async function payslipOf(
  ctx: PayrollContext,
  run: PayRunRow,
  taxYearStart: string,
  employee: EmployeeToPrice,
  request: PricingRequest,
  result: PricingResult,
  denominationRate: string | null,
  conversionTo: ReturnType<typeof exchangeRatesOn>,
): Promise<NewPayslip> {
  const id = newId();
  let payment = result.netMinor;
  let fxRateUsed = denominationRate;
  if (employee.payment_currency !== run.currency) {
    const conversion = await conversionTo(run.currency, employee.payment_currency);
    payment = conversion.convert(result.netMinor);
    fxRateUsed = conversion.rate;
  }
  const { ytd: ytdBefore, ...inputs } = request;
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
    },
    rule_versions: [...new Set(result.lines.flatMap((line) => (line.ruleVersionRef ? [line.ruleVersionRef] : [])))].sort(),
    sealed_inputs: await sealValue(ctx.keyring, sealContext('payslip', id, 'inputs'), inputs),
  };
}
