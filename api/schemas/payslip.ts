import { z } from '@hono/zod-openapi';
import { DateTime, Money, Uuid } from './common.ts';
import type { PayslipRow } from '../../db/payslips.ts';

export const LineItem = z
  .object({
    code: z.string().openapi({ example: 'PAYE' }),
    kind: z.enum(['earning', 'deduction', 'employer_cost', 'informational']),
    description: z.string().nullable(),
    amount: Money,
    base: Money,
    rate_applied: z.string().nullable().openapi({ example: '30%' }),
    rule_version_ref: z.string().nullable().openapi({
      description: 'The effective-dated statutory row the line was priced against',
      example: 'KE/paye@2023-07-01#3f9a1c2b',
    }),
  })
  .openapi('LineItem');

export const Payslip = z
  .object({
    id: Uuid,
    object: z.literal('payslip'),
    pay_run_id: Uuid,
    employee_id: Uuid,
    currency: z.string().openapi({ description: 'Calculation currency' }),
    gross: Money,
    net: Money,
    employee_deductions: Money,
    employer_cost: Money,
    tax: Money,
    payment: Money.openapi({ description: 'The amount actually paid, in the payment currency' }),
    fx_rate_used: z.string().nullable(),
    payment_status: z.object({
      state: z.enum(['none', 'not_sent', 'sent', 'arrived', 'returned', 'refused', 'paid_by_employer']),
      sent_at: DateTime.nullable(),
      settled_at: DateTime.nullable(),
      note: z.string().nullable(),
    }),
    line_items: z.array(LineItem),
    created_at: DateTime,
    updated_at: DateTime,
  })
  .openapi('Payslip');

export function presentPayslip(row: PayslipRow): z.infer<typeof Payslip> {
  const money = (amount: number) => ({ amount_minor: amount, currency: row.currency });
  return {
    id: row.id,
    object: 'payslip',
    pay_run_id: row.pay_run_id,
    employee_id: row.employee_id,
    currency: row.currency,
    gross: money(row.gross_minor),
    net: money(row.net_minor),
    employee_deductions: money(row.employee_deductions_minor),
    employer_cost: money(row.employer_cost_minor),
    tax: money(row.tax_minor),
    payment: { amount_minor: row.payment_minor, currency: row.payment_currency },
    fx_rate_used: row.fx_rate_used,
    payment_status: {
      state: row.payment_state,
      sent_at: row.sent_at?.toISOString() ?? null,
      settled_at: row.settled_at?.toISOString() ?? null,
      note: row.payment_note,
    },
    line_items: row.line_items.map((line) => ({
      code: line.code,
      kind: line.kind,
      description: line.description,
      amount: money(line.amount_minor),
      base: money(line.base_minor),
      rate_applied: line.rate_applied,
      rule_version_ref: line.rule_version_ref,
    })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
