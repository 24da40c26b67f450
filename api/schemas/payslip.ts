import { z } from '@hono/zod-openapi';
import { DateTime, Money, Uuid } from './common.ts';

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

export { presentPayslip } from '../../commands/presenters/payslip.ts';
