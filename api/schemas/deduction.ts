import { z } from '@hono/zod-openapi';
import { DateTime, IsoDate, Uuid } from './common.ts';
import type { EmployeeDeductionRow } from '../../db/employeeDeductions.ts';

export const deductionKinds = ['loan', 'salary_advance', 'attachment_of_earnings', 'union_dues', 'sacco_contribution', 'other'] as const;

const MinorAmount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A percentage with at most two decimals, over 0 and at most 100; stored as basis points. */
const Percent = z
  .number()
  .gt(0)
  .max(100, 'a percentage of net pay is at most 100')
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, 'at most two decimals')
  .openapi({ description: 'The instalment as a percentage of net pay after statutory deductions (0 < p ≤ 100, two decimals)', example: 10 });
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);

const exactlyOneInstalment = (body: { amount_minor?: number; percent_of_net?: number }, ctx: z.RefinementCtx) => {
  if ((body.amount_minor === undefined) === (body.percent_of_net === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['amount_minor'], message: 'give exactly one of amount_minor and percent_of_net' });
  }
};

export const NewDeduction = z
  .strictObject({
    kind: z.enum(deductionKinds).openapi({ description: 'loan, salary_advance, attachment_of_earnings (a court order), union_dues, sacco_contribution or other' }),
    description: z.string().trim().min(1).max(120).openapi({ description: 'Printed on the payslip, with the balance left', example: 'Car loan' }),
    priority: z.number().int().min(1).max(1000).default(100).openapi({ description: 'Lower is taken first (a court order before a loan before dues); ties: the older first' }),
    amount_minor: MinorAmount.optional().openapi({ description: 'The instalment per run, integer minor units of the jurisdiction currency', example: 500000 }),
    percent_of_net: Percent.optional(),
    total_minor: MinorAmount.optional().openapi({ description: 'The total to recover; the deduction stops when it is reached. Absent: open-ended (dues)', example: 6000000 }),
    protected_minor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().openapi({
      description: "Net pay this deduction may never take below (GB: the order's protected earnings rate); must be below the employee's pay",
      example: 2000000,
    }),
    effective_from: IsoDate.optional().openapi({ description: 'The first period whose last day is on or after it takes an instalment; today when absent' }),
  })
  .superRefine(exactlyOneInstalment)
  .openapi('NewDeduction');

export const DeductionChange = z
  .strictObject({
    effective_from: IsoDate.optional().openapi({ description: 'From which date the change applies; today when absent' }),
    amount_minor: MinorAmount.optional().openapi({ description: 'A new fixed instalment' }),
    percent_of_net: Percent.optional(),
    paused: z.boolean().optional().openapi({ description: 'true pauses (no instalment from effective_from), false resumes' }),
  })
  .superRefine((body, ctx) => {
    if (body.amount_minor !== undefined && body.percent_of_net !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount_minor'], message: 'give at most one of amount_minor and percent_of_net' });
    }
    if (body.amount_minor === undefined && body.percent_of_net === undefined && body.paused === undefined) {
      ctx.addIssue({ code: 'custom', path: ['paused'], message: 'nothing to change: give paused, amount_minor or percent_of_net' });
    }
  })
  .openapi('DeductionChange');

const Term = z
  .object({
    effective_from: z.string().openapi({ description: 'From this date' }),
    amount_minor: z.number().int().nullable().openapi({ description: 'Fixed instalment, or null' }),
    percent_of_net: z.number().nullable().openapi({ description: 'Percentage of net, or null' }),
    paused: z.boolean().openapi({ description: 'No instalment while paused' }),
    stopped: z.boolean().openapi({ description: 'Stopped for good (DELETE)' }),
  })
  .openapi('DeductionTerm');

export const Deduction = z
  .object({
    id: Uuid,
    object: z.literal('deduction'),
    employee_id: Uuid,
    kind: z.enum(deductionKinds).openapi({ description: 'What is being recovered' }),
    description: z.string(),
    currency: z.string().openapi({ description: 'ISO 4217: the jurisdiction currency the amounts are in' }),
    priority: z.number().int().openapi({ description: 'Lower is taken first' }),
    total_minor: z.number().int().nullable().openapi({ description: 'The total to recover; null when open-ended' }),
    protected_minor: z.number().int().nullable().openapi({ description: 'Net pay this deduction never takes below' }),
    recovered_minor: z.number().int().openapi({ description: 'Taken by approved and paid runs' }),
    pending_minor: z.number().int().openapi({ description: 'Taken by calculated runs not yet approved' }),
    balance_minor: z.number().int().nullable().openapi({ description: 'total_minor less recovered_minor; null when open-ended' }),
    terms: z.array(Term).openapi({ description: 'Every effective-dated term, oldest first: the history of changes' }),
    created_at: DateTime,
  })
  .openapi('Deduction');

export function presentDeduction(row: EmployeeDeductionRow): z.infer<typeof Deduction> {
  return {
    id: row.id,
    object: 'deduction',
    employee_id: row.employee_id,
    kind: row.kind,
    description: row.description,
    currency: row.currency,
    priority: row.priority,
    total_minor: row.total_minor,
    protected_minor: row.protected_minor,
    recovered_minor: row.recovered_minor,
    pending_minor: row.pending_minor,
    balance_minor: row.total_minor === null ? null : row.total_minor - row.recovered_minor,
    terms: row.terms.map((t) => ({
      effective_from: t.effective_from,
      amount_minor: t.amount_minor,
      percent_of_net: t.percent_of_net_bp === null ? null : t.percent_of_net_bp / 100,
      paused: t.paused,
      stopped: t.stopped,
    })),
    created_at: row.created_at.toISOString(),
  };
}
