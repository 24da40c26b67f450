import { Rejection } from '../../domain/rejection.ts';
import { controlSumOfTotals } from './decimalAmount.ts';
import { bankName } from './pain001Parts.ts';
import { paymentFileInputSchema, paymentSchema, type DebtorAccount, type PaymentFacts, type PaymentFileFacts, type PaymentFileInput } from './paymentFileInput.ts';

/** One PmtInf of the file: a debtor account and currency, with its count and control sum. */
export interface Pain001Batch {
  /** 1-based, in the file's order (by debtor IBAN, then currency). */
  number: number;
  debtor: DebtorAccount;
  currency: string;
  count: number;
  controlSum: string;
}

/** What the file's heads say, known once every payment has been seen. */
export interface CheckedPain001 {
  facts: Omit<PaymentFileFacts, 'payments'>;
  organizationName: string;
  count: number;
  controlSum: string;
  batches: Pain001Batch[];
  /** The batch a payment goes in, by its debtor account and currency. */
  batchOf(payment: Pick<PaymentFacts, 'debtor' | 'currency'>): Pain001Batch;
}

/**
 * A payment file's first pass: each payment is checked as it comes (`add`), keeping only per-batch counts and sums
 * and the problems found, so a run of any size is checked in constant memory; `verdict` then refuses the file as
 * `writePain001` always has (invalid input, then the organization's name, then payees' names, then nothing to
 * pay) or answers what the heads need before the first credit transfer is written.
 */
export function pain001Check(input: Omit<PaymentFileInput, 'payments'>) {
  const issues: [string, string][] = [];
  const header = paymentFileInputSchema.safeParse({ ...input, payments: [] });
  if (!header.success) for (const issue of header.error.issues) issues.push([issue.path.join('.'), issue.message]);
  const defaultDebtor = header.success ? header.data.debtor : (input.debtor as DebtorAccount);
  const problems: { payslip_id: string; employee_id: string | null; field: string; problem: string }[] = [];
  const totals = new Map<string, { debtor: DebtorAccount; currency: string; count: number; total: bigint }>();
  const keyOf = (payment: Pick<PaymentFacts, 'debtor' | 'currency'>) => `${(payment.debtor ?? defaultDebtor).iban} ${payment.currency}`;
  let index = 0;

  /** The next payment (in any order); its facts and creditor name when it goes in the file, else null. */
  function add(payment: PaymentFileInput['payments'][number]): { payment: PaymentFacts; creditorName: string } | null {
    const at = index++;
    const parsed = paymentSchema.safeParse(payment);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) issues.push([['payments', at, ...issue.path].join('.'), issue.message]);
      return null;
    }
    const facts = parsed.data;
    // Payments of zero are left out: banks refuse zero-amount credit transfers.
    if (facts.amountMinor <= 0) return null;
    const name = bankName(facts.fullName);
    if (!name.ok) {
      problems.push({ payslip_id: facts.payslipId, employee_id: facts.employeeId ?? null, field: 'full_name', problem: name.problem });
      return null;
    }
    const key = keyOf(facts);
    const batch = totals.get(key) ?? { debtor: facts.debtor ?? defaultDebtor, currency: facts.currency, count: 0, total: 0n };
    batch.count++;
    batch.total += BigInt(facts.amountMinor);
    totals.set(key, batch);
    return { payment: facts, creditorName: name.name };
  }

  function verdict(): CheckedPain001 {
    if (!header.success || issues.length > 0) {
      throw new Rejection('validation_failed', 'The payment file input is not valid.', { fields: Object.fromEntries(issues) });
    }
    const organization = bankName(header.data.organization.name);
    if (!organization.ok) {
      throw new Rejection('validation_failed', `The organization name ${organization.problem}.`, { fields: { 'organization.name': organization.problem } });
    }
    if (problems.length > 0) {
      const which = problems.map((p) => `payslip ${p.payslip_id}${p.employee_id ? ` (employee ${p.employee_id})` : ''}`).join(', ');
      throw new Rejection('validation_failed', `The payment file cannot be written: the employee name of ${which} cannot be written in the bank character set.`, {
        payments: problems,
      });
    }
    if (totals.size === 0) {
      throw new Rejection('validation_failed', 'The pay run has no payment above zero: there is no payment file to write.');
    }
    const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const keys = [...totals.keys()].sort(byCode);
    const batches = new Map<string, Pain001Batch>();
    const perCurrency = new Map<string, bigint>();
    let count = 0;
    keys.forEach((key, i) => {
      const { debtor, currency, count: n, total } = totals.get(key)!;
      batches.set(key, { number: i + 1, debtor, currency, count: n, controlSum: controlSumOfTotals(new Map([[currency, total]])) });
      perCurrency.set(currency, (perCurrency.get(currency) ?? 0n) + total);
      count += n;
    });
    const { payments: _, ...facts } = header.data;
    return {
      facts,
      organizationName: organization.name,
      count,
      controlSum: controlSumOfTotals(perCurrency),
      batches: [...batches.values()],
      batchOf: (payment) => batches.get(keyOf(payment))!,
    };
  }

  return { add, verdict };
}
