import { z } from '@hono/zod-openapi';
import { DateTime, Money, Uuid } from './common.ts';

export const LineItem = z
  .object({
    code: z.string().openapi({ example: 'PAYE', description: 'The line\'s code in the jurisdiction\'s tables (BASIC, PAYE, RETRO_BASIC, ...)' }),
    kind: z.enum(['earning', 'deduction', 'employer_cost', 'informational']).openapi({ description: 'earning adds to gross, deduction comes off net, employer_cost is paid on top, informational moves no money' }),
    description: z.string().nullable(),
    amount: Money,
    base: Money,
    rate_applied: z.string().nullable().openapi({ example: '30%', description: 'The rate applied to the base, as printed; for a tax, the marginal rate' }),
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
    payment: Money.describe('The amount actually paid, in the payment currency'),
    fx_rate_used: z.string().nullable().openapi({ description: 'The exchange rate (a decimal string) that converted net pay into the payment currency; null when none did' }),
    payment_status: z.object({
      state: z.enum(['none', 'not_sent', 'sent', 'arrived', 'returned', 'refused', 'paid_by_employer']).openapi({ description: 'As the payment status machine moves it (docs/machines/paymentStatus.md)' }),
      sent_at: DateTime.nullable(),
      settled_at: DateTime.nullable(),
      note: z.string().nullable(),
    }).openapi({ description: 'Where the payment of this payslip stands' }),
    line_items: z.array(LineItem).openapi({ description: 'Every earning, deduction, employer cost and informational figure of the payslip' }),
    created_at: DateTime,
    updated_at: DateTime,
  })
  .openapi('Payslip');

export { presentPayslip } from '../../commands/presenters/payslip.ts';
