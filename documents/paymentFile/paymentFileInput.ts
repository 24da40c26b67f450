import { z } from 'zod';
import { isIsoCurrencyCode } from '../../domain/currencies.ts';
import { ibanProblem } from '../../domain/employees/bankDetails/iban.ts';
import { bicProblem } from '../../domain/debtorAccount.ts';


const iban = z.string().refine((value) => ibanProblem(value) === null, 'must be a valid IBAN, compacted');
const debtorAccount = z.strictObject({ iban, bic: z.string().refine((value) => bicProblem(value) === null, 'must be a BIC of 8 or 11 characters').nullable().optional() });

const bankDetails = z.discriminatedUnion('scheme', [
  z.strictObject({ scheme: z.literal('iban'), iban }),
  z.strictObject({ scheme: z.literal('clabe'), clabe: z.string().regex(/^\d{18}$/u) }),
  z.strictObject({ scheme: z.literal('nuban'), nuban: z.string().regex(/^\d{10}$/u), bank_code: z.string().regex(/^(\d{3}|\d{6})$/u) }),
  z.strictObject({ scheme: z.literal('aba'), routing_number: z.string().regex(/^\d{9}$/u), account_number: z.string().regex(/^\d{4,17}$/u) }),
  z.strictObject({ scheme: z.literal('sort_code'), sort_code: z.string().regex(/^\d{6}$/u), account_number: z.string().regex(/^\d{8}$/u) }),
  z.strictObject({
    scheme: z.literal('canadian'),
    institution_number: z.string().regex(/^\d{3}$/u),
    transit_number: z.string().regex(/^\d{5}$/u),
    account_number: z.string().regex(/^\d{7,12}$/u),
  }),
  z.strictObject({
    scheme: z.literal('mobile_money'),
    mobile_money_provider: z.string().regex(/^[a-z0-9][a-z0-9_.]{1,39}$/u),
    mobile_money_number: z.string().regex(/^\+\d{6,15}$/u),
    mobile_money_name: z.string(),
  }),
]);

/** One credit transfer of the file. */
export const paymentSchema = z.strictObject({
  payslipId: z.uuid(),
  employeeId: z.uuid().optional(),
  fullName: z.string(),
  /** The payslip's `payment` money: minor units of the payment currency, not the calculation currency. */
  amountMinor: z.number().int().nonnegative().refine(Number.isSafeInteger, 'must be a safe integer'),
  currency: z.string().refine(isIsoCurrencyCode, 'must be an ISO 4217 currency code'),
  bankDetails,
  /** Another account of the organization to pay this one from (e.g. a currency account); else `debtor`. */
  debtor: debtorAccount.optional(),
});

export const paymentFileInputSchema = z.strictObject({
  run: z.strictObject({ id: z.uuid(), pay_date: z.iso.date() }),
  organization: z.strictObject({ name: z.string().min(1) }),
  debtor: debtorAccount,
  /** The file's creation time as recorded (e.g. the run's approval): never the clock, so downloads repeat. */
  createdAt: z.union([z.date(), z.iso.datetime({ offset: true })]),
  /** Which file of the run this is: 1, then 2 for a corrected re-issue a bank must not take as a duplicate. */
  sequence: z.number().int().min(1).max(99).default(1),
  payments: z.array(paymentSchema),
});

export type PaymentFileInput = z.input<typeof paymentFileInputSchema>;
export type PaymentFileFacts = z.output<typeof paymentFileInputSchema>;
export type PaymentFacts = PaymentFileFacts['payments'][number];
export type DebtorAccount = z.output<typeof debtorAccount>;
