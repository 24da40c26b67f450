import { z } from '@hono/zod-openapi';
import { DateTime, IsoDate, Money, Uuid } from './common.ts';
import type { TransitionRow } from '../../db/transitions.ts';
import { payRunStatuses, type PayRunStatus } from '../../machines/payRun.ts';
import { jurisdictions } from '../../domain/jurisdictions.ts';
import { calendarDateSchema } from '../../domain/calendarDate.ts';
import { payFrequencies } from '../../domain/payroll/payFrequency.ts';

export const offCycleReasons = ['bonus', 'correction', 'termination', 'other'] as const;

export const PayRun = z
  .object({
    id: Uuid,
    object: z.literal('pay_run'),
    status: z.enum(payRunStatuses).openapi({ description: 'As the pay run machine moves it: draft, calculating, calculated, approved, paid (docs/machines/payRun.md)' }),
    jurisdiction: z.string().openapi({ description: 'The country whose employees the run prices' }),
    currency: z.string().openapi({ description: 'ISO 4217 code the run is calculated in' }),
    period_start: IsoDate,
    period_end: IsoDate,
    pay_date: IsoDate,
    as_of_date: IsoDate.openapi({ description: 'The date whose statutory rules priced the run' }),
    pay_frequency: z.enum(payFrequencies).openapi({ description: 'How often the run pays: which statutory period figures price its per-period compensation' }),
    type: z.enum(['regular', 'off_cycle']).openapi({ description: 'regular, or off_cycle: a bonus, correction or termination run sharing the period (docs/off-cycle-runs.md)' }),
    reason: z.enum(offCycleReasons).nullable().openapi({ description: "An off-cycle run's reason; null on a regular run" }),
    payslip_count: z.number().int().openapi({ description: 'Payslips of the latest calculation; 0 before one' }),
    totals: z.object({ gross: Money, net: Money, employee_deductions: Money, employer_cost: Money }).openapi({
      description: 'employer_cost sits on top of gross and is not part of it',
    }),
    approved_at: DateTime.nullable().openapi({ description: 'Null until approved, and again after a reopen' }),
    paid_at: DateTime.nullable().openapi({ description: 'When the run was paid; a paid run never changes' }),
    created_at: DateTime,
    updated_at: DateTime,
  })
  .openapi('PayRun');

export const NewPayRun = z
  .strictObject({
    jurisdiction: z.enum(jurisdictions, { error: `must be one of ${jurisdictions.join(', ')}` }).openapi({ description: 'The country whose employees the run prices' }),
    period_start: calendarDateSchema.meta({ description: 'First day of the period the compensation amounts are per' }),
    period_end: calendarDateSchema.meta({ description: 'Last day of the period; the tax period is counted from it' }),
    pay_date: calendarDateSchema,
    as_of_date: calendarDateSchema.optional().openapi({
      description: 'Defaults to period_end. Statutory tables start on 2024-01-01',
    }),
    pay_frequency: z.enum(payFrequencies, { error: `must be one of ${payFrequencies.join(', ')}` }).default('monthly').openapi({
      description:
        'How often the run pays; compensation amounts are per period. monthly (the default) takes any period, priced as the tax month of period_end ' +
        '(a whole month, a month from any day, a starter\'s or split month). weekly, fortnightly and four_weekly need a period of exactly 7, 14 or 28 days ' +
        '(else 422 with details.reason period_does_not_match_frequency) and are priced in GB only, with HMRC\'s weekly tables and the tax week of period_end; ' +
        'another jurisdiction answers 422 with details.reason pay_frequency_not_supported',
    }),
    type: z.enum(['regular', 'off_cycle']).default('regular').openapi({
      description: 'regular (the default): one per jurisdiction and period. off_cycle: pays only the run\'s items (a bonus, a correction, a termination payment), ' +
        'may share its period, and is priced on the period\'s aggregate less what was already paid in it (docs/off-cycle-runs.md)',
    }),
    reason: z.enum(offCycleReasons).optional().openapi({ description: 'Required for an off_cycle run: bonus, correction, termination or other' }),
  })
  .openapi('NewPayRun');

export const PayRunTransition = z
  .object({
    id: Uuid,
    object: z.literal('pay_run_transition'),
    from: z.enum(payRunStatuses).nullable().openapi({ description: 'The status before; null for the creation' }),
    to: z.enum(payRunStatuses).openapi({ description: 'The status after' }),
    event: z.string().openapi({ example: 'CALCULATE', description: 'The machine event that moved the run' }),
    actor: z.string().openapi({ description: 'The API key id, or the actor (calculator, coordinator) that caused it' }),
    at: DateTime.openapi({ description: 'When the transition committed' }),
    details: z.record(z.string(), z.unknown()).nullable().openapi({ description: 'What the event carried, e.g. a failure reason' }),
  })
  .openapi('PayRunTransition');


export function presentTransition(row: TransitionRow): z.infer<typeof PayRunTransition> {
  return {
    id: row.id,
    object: 'pay_run_transition',
    from: row.from_state as PayRunStatus | null,
    to: row.to_state as PayRunStatus,
    event: row.event,
    actor: row.actor,
    at: row.at.toISOString(),
    details: row.details,
  };
}

export { presentPayRun } from '../../commands/presenters/payRun.ts';
