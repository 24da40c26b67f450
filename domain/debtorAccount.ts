import { ibanProblem } from './employees/bankDetails/iban.ts';
import { compactIdentifier } from './employees/identifierText.ts';

/**
 * BIC, ISO 9362 (2014 edition): 4 letters or digits for the institution, 2 letters of country, 2 letters or
 * digits of location, and an optional 3-character branch code. Format only: no directory is consulted.
 */
const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/u;

export function bicProblem(bic: string): string | null {
  return BIC.test(bic) ? null : 'must be a BIC of 8 or 11 letters and digits (bank, country, location, optional branch)';
}

/** The account salaries are paid from, as typed by an operator ("DE89 3704 0044 …", "cobadeff"). */
export function checkDebtorAccount(raw: { iban?: string; bic?: string }): { ok: true; iban?: string; bic?: string } | { ok: false; problems: string[] } {
  const iban = raw.iban === undefined ? undefined : compactIdentifier(raw.iban);
  const bic = raw.bic === undefined ? undefined : compactIdentifier(raw.bic);
  const problems: string[] = [];
  const ibanIssue = iban === undefined ? null : ibanProblem(iban);
  if (ibanIssue !== null) problems.push(`--debtor-iban: ${ibanIssue}`);
  const bicIssue = bic === undefined ? null : bicProblem(bic);
  if (bicIssue !== null) problems.push(`--debtor-bic: ${bicIssue}`);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, iban, bic };
}
