import { Rejection } from '../../domain/rejection.ts';
import { creditorAccountNodes } from './creditorAccount.ts';
import { controlSum, decimalAmount } from './decimalAmount.ts';
import { toLatinText, withinLength } from './latinText.ts';
import { paymentFileInputSchema, type DebtorAccount, type PaymentFacts, type PaymentFileInput } from './paymentFileInput.ts';
import { el, writeXml, type XmlNode } from './xmlText.ts';

export type { PaymentFileInput } from './paymentFileInput.ts';

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';
const NAME_MAX = 140; // Max140Text
/** ISO 20022 external purpose and category purpose code for salary payments. */
const SALARY = 'SALA';

interface PaymentBatch {
  debtor: DebtorAccount;
  currency: string;
  payments: PaymentFacts[];
}

/** A uuid in 32 characters: ISO 20022 identifiers are Max35Text and a hyphenated uuid has 36. */
function compactId(uuid: string): string {
  return uuid.replace(/-/gu, '').toLowerCase();
}

/** The name in the bank character set, or the reason it cannot be written (never the name itself). */
function bankName(raw: string): { ok: true; name: string } | { ok: false; problem: string } {
  const latin = toLatinText(raw);
  if (!latin.ok) return { ok: false, problem: `has characters the bank character set cannot carry (${latin.unrepresentable.length} distinct)` };
  if (latin.text === '') return { ok: false, problem: 'is empty once written in the bank character set' };
  return { ok: true, name: withinLength(latin.text, NAME_MAX) };
}

/** One batch per debtor account and currency, in a fixed order so the same run always writes the same bytes. */
function batchesOf(payments: PaymentFacts[], defaultDebtor: DebtorAccount): PaymentBatch[] {
  const batches = new Map<string, PaymentBatch>();
  for (const payment of payments) {
    const debtor = payment.debtor ?? defaultDebtor;
    const key = `${debtor.iban} ${payment.currency}`;
    const batch = batches.get(key) ?? { debtor, currency: payment.currency, payments: [] };
    batch.payments.push(payment);
    batches.set(key, batch);
  }
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...batches.entries()]
    .sort(([a], [b]) => byCode(a, b))
    .map(([, batch]) => ({ ...batch, payments: batch.payments.sort((a, b) => byCode(a.payslipId, b.payslipId)) }));
}

function isoSeconds(at: Date | string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) throw new RangeError('createdAt is not a time');
  return `${date.toISOString().slice(0, 19)}Z`;
}

function debtorAgent(debtor: DebtorAccount): XmlNode {
  // Without a BIC the agent is still required: "NOTPROVIDED" is the EPC convention for IBAN-only debtors.
  const institution = debtor.bic ? [el('BICFI', debtor.bic)] : [el('Othr', [el('Id', 'NOTPROVIDED')])];
  return el('DbtrAgt', [el('FinInstnId', institution)]);
}

function transaction(payment: PaymentFacts, creditorName: string): XmlNode {
  const { agent, account } = creditorAccountNodes(payment.bankDetails);
  return el('CdtTrfTxInf', [
    el('PmtId', [el('InstrId', compactId(payment.payslipId)), el('EndToEndId', compactId(payment.payslipId))]),
    el('Amt', [el('InstdAmt', decimalAmount(payment.amountMinor, payment.currency), { Ccy: payment.currency })]),
    ...(agent ? [agent] : []),
    el('Cdtr', [el('Nm', creditorName)]),
    account,
    el('Purp', [el('Cd', SALARY)]),
  ]);
}

/**
 * The pay run's bank payment file: an ISO 20022 pain.001.001.09 CustomerCreditTransferInitiation, UTF-8 XML.
 *
 * Pure: the same input gives the same bytes (CreDtTm comes from `createdAt`, MsgId from the run id and
 * `sequence`, batches and transactions are sorted). One PmtInf per debtor account and currency; one CdtTrfTxInf
 * per payment, EndToEndId the payslip id without hyphens. Payments of zero are left out: there is nothing to
 * transfer and banks refuse zero-amount credit transfers.
 *
 * Throws `Rejection('validation_failed')` when a name cannot be written in the bank character set (details
 * name each payslip and employee, never the name) or when nothing is left to pay (the schema requires at
 * least one transaction).
 */
export function writePain001(input: PaymentFileInput): string {
  const parsed = paymentFileInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new Rejection('validation_failed', 'The payment file input is not valid.', {
      fields: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
    });
  }
  const facts = parsed.data;

  const organization = bankName(facts.organization.name);
  const problems: { payslip_id: string; employee_id: string | null; field: string; problem: string }[] = [];
  const names = new Map<string, string>();
  const payable = facts.payments.filter((payment) => payment.amountMinor > 0);
  for (const payment of payable) {
    const name = bankName(payment.fullName);
    if (name.ok) names.set(payment.payslipId, name.name);
    else problems.push({ payslip_id: payment.payslipId, employee_id: payment.employeeId ?? null, field: 'full_name', problem: name.problem });
  }
  if (!organization.ok) {
    throw new Rejection('validation_failed', `The organization name ${organization.problem}.`, { fields: { 'organization.name': organization.problem } });
  }
  if (problems.length > 0) {
    const which = problems.map((p) => `payslip ${p.payslip_id}${p.employee_id ? ` (employee ${p.employee_id})` : ''}`).join(', ');
    throw new Rejection('validation_failed', `The payment file cannot be written: the employee name of ${which} cannot be written in the bank character set.`, {
      payments: problems,
    });
  }
  if (payable.length === 0) {
    throw new Rejection('validation_failed', 'The pay run has no payment above zero: there is no payment file to write.');
  }

  const runId = compactId(facts.run.id);
  const messageId = `${runId}-${facts.sequence}`;
  const batches = batchesOf(payable, facts.debtor);

  const paymentInformation = batches.map((batch, index) =>
    el('PmtInf', [
      el('PmtInfId', `${runId.slice(0, 20)}-${facts.sequence}-${index + 1}-${batch.currency}`),
      el('PmtMtd', 'TRF'),
      el('NbOfTxs', String(batch.payments.length)),
      el('CtrlSum', controlSum(batch.payments)),
      el('PmtTpInf', [el('CtgyPurp', [el('Cd', SALARY)])]),
      el('ReqdExctnDt', [el('Dt', facts.run.pay_date)]),
      el('Dbtr', [el('Nm', organization.name)]),
      el('DbtrAcct', [el('Id', [el('IBAN', batch.debtor.iban)])]),
      debtorAgent(batch.debtor),
      ...batch.payments.map((payment) => transaction(payment, names.get(payment.payslipId)!)),
    ]),
  );

  const document = el('Document', [
    el('CstmrCdtTrfInitn', [
      el('GrpHdr', [
        el('MsgId', messageId),
        el('CreDtTm', isoSeconds(facts.createdAt)),
        el('NbOfTxs', String(payable.length)),
        el('CtrlSum', controlSum(payable)),
        el('InitgPty', [el('Nm', organization.name)]),
      ]),
      ...paymentInformation,
    ]),
  ], { xmlns: NAMESPACE });

  return `<?xml version="1.0" encoding="UTF-8"?>\n${writeXml(document)}`;
}
