import type { CommandContext } from '../context.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import type { CompensationRowToPrice, EmployeeToPrice } from '../../db/pricingInputs.ts';
import { periodCompensation } from '../../domain/payroll/periodCompensation.ts';
import { prorationBases, type ProrationBasis } from '../../domain/payroll/prorationBasis.ts';
import type { ComponentCode } from '../../domain/jurisdictions.ts';
import { openSealedValueNow, sealContext } from '../../domain/sealing/sealedValue.ts';
import { householdCompositionSchema, taxProfileSchemas, type Jurisdiction } from '../../domain/jurisdictions.ts';
import type { PricingRequest, YearToDate } from '../../domain/payroll/pricing.ts';
import type { exchangeRatesOn } from './exchangeRates.ts';
import { componentsWithAdditions, type PayAddition } from '../../domain/payroll/payAdditions.ts';
import { beyondEngineRange } from '../../domain/payroll/engineRange.ts';
import { Rejection } from '../../domain/rejection.ts';

/**
 * What the engine needs to price one employee for the run's period: the period's compensation (prorated,
 * converted into the run's currency), the statutory inputs opened from their seals, and the year to date.
 * Null when nothing is payable in the period.
 */
export async function pricingRequestOf(
  ctx: CommandContext,
  run: PayRunRow,
  employee: EmployeeToPrice,
  rows: readonly CompensationRowToPrice[],
  ytd: YearToDate,
  conversionTo: ReturnType<typeof exchangeRatesOn>,
  additions: readonly PayAddition[] = [],
): Promise<{ request: PricingRequest; fxRate: string | null; proration: Map<ComponentCode, ProrationBasis>; standing: readonly { code: ComponentCode; amountMinor: number }[] } | null> {
  // Opened synchronously (node:crypto): no promise and microtask per sealed value, several per employee.
  const amounts = rows.map((row) => ({
    component_code: row.component_code,
    amount_minor: openSealedValueNow(ctx.keyring, sealContext('compensation_row', row.id, 'amount_cents'), row.sealed_amount) as number,
    proratable: row.proratable,
    effective_from: row.effective_from,
    effective_to: row.effective_to,
  }));
  const period = { start: run.period_start, end: run.period_end };
  let components = periodCompensation(amounts, employee, period);
  if (components.length === 0) return null;
  // The standing pay as the period's compensation priced it, before conversion and additions.
  const standing = components;
  const proration = prorationBases(amounts, employee, period);
  let fxRate: string | null = null;
  if (employee.denomination_currency !== run.currency) {
    const conversion = await conversionTo(employee.denomination_currency, run.currency);
    fxRate = conversion.rate;
    components = components.map((c) => ({ code: c.code, amountMinor: conversion.convert(c.amountMinor) }));
    // The operator's rate can carry an amount within range out of it: say which, rather than fail in the engine.
    for (const c of components) {
      const beyond = beyondEngineRange(c.amountMinor);
      if (beyond) {
        throw new Rejection('validation_failed', `Employee ${employee.id}'s ${c.code}, converted at ${conversion.rate} into ${run.currency}, is beyond the pricing engine's range.`, {
          fields: { [`employees.${employee.id}.compensation.${c.code}`]: `converted at ${conversion.rate}: ${c.amountMinor} ${beyond}` },
        });
      }
    }
  }
  // One-off items and retro lines are in the run's currency already.
  components = componentsWithAdditions(components, additions);
  const open = (field: string, sealed: string | null) =>
    sealed === null ? undefined : openSealedValueNow(ctx.keyring, sealContext('employee', employee.id, field), sealed);
  const jurisdiction = run.jurisdiction as Jurisdiction;
  const birthdate = open('birthdate', employee.sealed_birthdate);
  const taxProfile = open('tax_profile', employee.sealed_tax_profile);
  const household = open('household_composition', employee.sealed_household_composition);
  return {
    fxRate,
    proration,
    standing,
    request: {
      jurisdiction,
      asOfDate: run.as_of_date,
      periodStart: run.period_start,
      periodEnd: run.period_end,
      payFrequency: run.pay_frequency,
      classification: employee.classification,
      birthdate: (birthdate as string | undefined) ?? null,
      employmentEnd: employee.end_date,
      taxProfile: taxProfileSchemas[jurisdiction].parse(taxProfile ?? {}),
      household: householdCompositionSchema.parse(household ?? {}),
      components,
      ytd,
    },
  };
}
