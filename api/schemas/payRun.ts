import { z } from '@hono/zod-openapi';
import { DateTime, IsoDate, Money, Uuid } from './common.ts';
import type { TransitionRow } from '../../db/transitions.ts';
import { payRunStatuses, type PayRunStatus } from '../../machines/payRun.ts';
import { jurisdictions } from '../../domain/jurisdictions.ts';
import { calendarDateSchema } from '../../domain/calendarDate.ts';

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
    period_start: calendarDateSchema.openapi({ description: 'First day of the period the compensation amounts are per' }),
    period_end: calendarDateSchema.openapi({
      description:
        'Last day of the period. The period decides the pay frequency: a whole calendar month is monthly; exactly 7, 14 or 28 days (inclusive) ' +
        'is weekly, fortnightly or four-weekly (GB only: HMRC weekly tables, tax week counted from period_end). Any other length is a 422 ' +
        'validation_failed with details.reason unsupported_pay_period; a frequency the jurisdiction does not price (KE, NG, GH, ZA, SG: calendar months only) ' +
        'is a 422 with details.reason pay_frequency_not_supported naming the jurisdiction and frequency',
    }),
    pay_date: calendarDateSchema,
    as_of_date: calendarDateSchema.optional().openapi({
      description: 'Defaults to period_end. Statutory tables start on 2024-01-01',
    }),
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
