import { z } from '@hono/zod-openapi';
import { DateTime, IsoDate, Money, Uuid } from './common.ts';
import { paymentStates } from '../../machines/paymentStatus.ts';
import type { PayslipJson } from '../../db/payslipReadShape.ts';

/**
 * The documentation of the payslip read shape, whose members, order and SQL are defined once in
 * db/payslipReadShape.ts: a member there and not here (or here and not there) does not compile.
 */
type Documented<Json> = { [Key in keyof Json]-?: z.ZodType };

export const LineItem = z
  .object({
    code: z.string().openapi({ example: 'PAYE', description: 'The line\'s code in the jurisdiction\'s tables (BASIC, PAYE, RETRO_BASIC, ...)' }),
    kind: z.enum(['earning', 'deduction', 'employer_cost', 'informational']).openapi({ description: 'earning adds to gross, deduction comes off net, employer_cost is paid on top, informational moves no money' }),
    description: z.string().nullable(),
    amount: Money,
    base: Money,
    rate_applied: z.string().nullable().openapi({ example: '30%', description: 'The rate applied to the base, as printed; rate_kind says which kind of rate it is' }),
    rate_kind: z.enum(['marginal', 'flat']).nullable().openapi({
      example: 'marginal',
      description: 'marginal: the rate of the tax band the last unit of the base fell in (a progressive table), not the rate of the whole base; flat: one rate on the whole base. Null when the line applies no rate, and on payslips calculated before it was recorded',
    }),
    rule_version_ref: z.string().nullable().openapi({
      description: 'The effective-dated statutory row the line was priced against',
      example: 'KE/paye@2023-07-01#3f9a1c2b',
    }),
    proration: z
      .object({
        days_paid: z.number().int().openapi({ example: 16, description: 'Calendar days of the period the component was paid for (employed and in force)' }),
        days_in_period: z.number().int().openapi({ example: 31, description: 'Calendar days of the pay period' }),
      })
      .nullable()
      .openapi({ description: 'On an earning paid for part of the period (joined, left, or pay changed to or from nothing mid-period): its share of the period, "16 of 31 days". Null on every other line, and on payslips calculated before it was recorded' }),
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
    period_start: IsoDate.openapi({ description: 'First day of the pay period' }),
    period_end: IsoDate.openapi({ description: 'Last day of the pay period' }),
    pay_date: IsoDate.nullable().openapi({ description: 'The day the run pays' }),
    statutory_facts: z
      .array(z.object({ label: z.string().openapi({ example: 'KRA PIN' }), value: z.string().openapi({ example: 'A••••••••7Z' }) }))
      .openapi({
        description:
          'What the authority requires a payslip to show, as the PDF prints it: the employee\'s tax identifiers (masked), and for GB the tax code, ' +
          'NI number (masked), NI category, tax period, student loans and pension. Empty on payslips calculated before they were recorded',
      }),
    payment_destination: z
      .object({
        scheme: z.enum(['iban', 'clabe', 'nuban', 'aba', 'sort_code', 'canadian', 'mobile_money']).openapi({ description: 'The kind of account the employee\'s bank details named' }),
        institution: z.string().nullable().openapi({ example: '12-34-56', description: 'What names the bank or wallet provider: sort code, routing number, bank code, IBAN country, wallet provider' }),
        account_ending: z.string().openapi({ example: '5678', description: 'The last four characters of the account, IBAN or wallet number; the rest is never stored on the payslip' }),
        printed: z.string().openapi({ example: 'Sort code 12-34-56 ••••5678', description: 'As the payslip PDF prints it' }),
      })
      .nullable()
      .openapi({ description: 'Where net pay goes, masked, as the employee\'s bank details stood when the payslip was calculated. Null when none were on file, and on payslips calculated before it was recorded' }),
    payment_status: z.object({
      state: z.enum(paymentStates).openapi({ description: 'As the payment status machine moves it (docs/machines/paymentStatus.md)' }),
      sent_at: DateTime.nullable(),
      settled_at: DateTime.nullable(),
      note: z.string().nullable(),
    }).openapi({ description: 'Where the payment of this payslip stands' }),
    line_items: z.array(LineItem).openapi({ description: 'Every earning, deduction, employer cost and informational figure of the payslip' }),
    created_at: DateTime,
    updated_at: DateTime,
  } satisfies Documented<PayslipJson>)
  .openapi('Payslip');

type Fits<Presented extends Documented, Documented> = Presented;
/** The presenter's object is a payslip as documented, value types included (else this does not compile). */
export type PayslipBody = Fits<PayslipJson, z.output<typeof Payslip>>;

export { presentPayslip } from '../../commands/presenters/payslip.ts';
