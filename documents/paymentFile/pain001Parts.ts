import { creditorAccountNodes } from './creditorAccount.ts';
import { decimalAmount } from './decimalAmount.ts';
import { toLatinText, withinLength } from './latinText.ts';
import type { DebtorAccount, PaymentFacts } from './paymentFileInput.ts';
import { el, writeXml, xmlEscape, type XmlNode } from './xmlText.ts';

/**
 * The pain.001.001.09 file in the pieces it is written in: the head with the group header, each batch's head,
 * each credit transfer, and the closing tags. Joined in order they are the bytes `writeXml` gives the whole
 * document, so a file too large to hold is streamed piece by piece and is the same file.
 */

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';
const NAME_MAX = 140; // Max140Text
/** ISO 20022 external purpose and category purpose code for salary payments. */
const SALARY = 'SALA';

/** A uuid in 32 characters: ISO 20022 identifiers are Max35Text and a hyphenated uuid has 36. */
export function compactId(uuid: string): string {
  return uuid.replace(/-/gu, '').toLowerCase();
}

/** The name in the bank character set, or the reason it cannot be written (never the name itself). */
export function bankName(raw: string): { ok: true; name: string } | { ok: false; problem: string } {
  const latin = toLatinText(raw);
  if (!latin.ok) return { ok: false, problem: `has characters the bank character set cannot carry (${latin.unrepresentable.length} distinct)` };
  if (latin.text === '') return { ok: false, problem: 'is empty once written in the bank character set' };
  return { ok: true, name: withinLength(latin.text, NAME_MAX) };
}

function isoSeconds(at: Date | string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) throw new RangeError('createdAt is not a time');
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The XML declaration, the document's opening tags and the group header. */
export function pain001Head(header: { runId: string; sequence: number; createdAt: Date | string; count: number; controlSum: string; organizationName: string }): string {
  const groupHeader = el('GrpHdr', [
    el('MsgId', `${compactId(header.runId)}-${header.sequence}`),
    el('CreDtTm', isoSeconds(header.createdAt)),
    el('NbOfTxs', String(header.count)),
    el('CtrlSum', header.controlSum),
    el('InitgPty', [el('Nm', header.organizationName)]),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${xmlEscape(NAMESPACE)}">\n  <CstmrCdtTrfInitn>\n${writeXml(groupHeader, 2)}`;
}

function debtorAgent(debtor: DebtorAccount): XmlNode {
  // Without a BIC the agent is still required: "NOTPROVIDED" is the EPC convention for IBAN-only debtors.
  const institution = debtor.bic ? [el('BICFI', debtor.bic)] : [el('Othr', [el('Id', 'NOTPROVIDED')])];
  return el('DbtrAgt', [el('FinInstnId', institution)]);
}

/** A batch's (PmtInf's) opening tag and every element before its credit transfers. */
export function paymentInformationHead(batch: {
  runId: string;
  sequence: number;
  /** 1-based, in the file's batch order. */
  number: number;
  currency: string;
  count: number;
  controlSum: string;
  payDate: string;
  organizationName: string;
  debtor: DebtorAccount;
}): string {
  const nodes = [
    el('PmtInfId', `${compactId(batch.runId).slice(0, 20)}-${batch.sequence}-${batch.number}-${batch.currency}`),
    el('PmtMtd', 'TRF'),
    el('NbOfTxs', String(batch.count)),
    el('CtrlSum', batch.controlSum),
    el('PmtTpInf', [el('CtgyPurp', [el('Cd', SALARY)])]),
    el('ReqdExctnDt', [el('Dt', batch.payDate)]),
    el('Dbtr', [el('Nm', batch.organizationName)]),
    el('DbtrAcct', [el('Id', [el('IBAN', batch.debtor.iban)])]),
    debtorAgent(batch.debtor),
  ];
  return `    <PmtInf>\n${nodes.map((node) => writeXml(node, 3)).join('')}`;
}

/** One payment's CdtTrfTxInf, its creditor named as `bankName` writes the name. */
export function creditTransfer(payment: PaymentFacts, creditorName: string): string {
  const { agent, account } = creditorAccountNodes(payment.bankDetails);
  const node = el('CdtTrfTxInf', [
    el('PmtId', [el('InstrId', compactId(payment.payslipId)), el('EndToEndId', compactId(payment.payslipId))]),
    el('Amt', [el('InstdAmt', decimalAmount(payment.amountMinor, payment.currency), { Ccy: payment.currency })]),
    ...(agent ? [agent] : []),
    el('Cdtr', [el('Nm', creditorName)]),
    account,
    el('Purp', [el('Cd', SALARY)]),
  ]);
  return writeXml(node, 3);
}

export const paymentInformationTail = '    </PmtInf>\n';
export const pain001Tail = '  </CstmrCdtTrfInitn>\n</Document>\n';
