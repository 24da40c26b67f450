/**
 * A GB employer's references as HMRC issues them (HMRC, "RTI Data Item Guide 2026-27", v1.0, items HMRC office
 * number, Employer PAYE reference, Accounts Office reference): the PAYE reference is a three-digit tax office
 * number, a slash, and up to ten letters and digits ("123/AB45678"); the Accounts Office reference is three
 * digits, "P", a letter and eight characters of which the last may be X ("123PA00012345").
 */
const payeReference = /^(\d{3})\/([A-Z0-9]{1,10})$/u;
const accountsOfficeReference = /^\d{3}P[A-Z]\d{7}[\dX]$/u;

export function gbPayeReferenceProblem(value: string): string | null {
  return payeReference.test(value) ? null : 'must be a three-digit tax office number, a slash and the reference (e.g. 123/AB45678)';
}

export function gbAccountsOfficeReferenceProblem(value: string): string | null {
  return accountsOfficeReference.test(value) ? null : 'must be 13 characters: three digits, P, a letter, seven digits and a digit or X (e.g. 123PA00012345)';
}

export function splitPayeReference(value: string): { officeNumber: string; payeReference: string } {
  const match = payeReference.exec(value);
  if (!match) throw new Error('not a PAYE reference');
  return { officeNumber: match[1]!, payeReference: match[2]! };
}

/** What keeps an employer's filings from being made: each missing or malformed reference. */
export function gbEmployerProblems(refs: { paye_reference: string | null; accounts_office_reference: string | null } | null): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const paye = refs?.paye_reference ?? null;
  const ao = refs?.accounts_office_reference ?? null;
  if (paye === null) problems.push({ field: 'paye_reference', message: 'the employer PAYE reference is not set (employer_references, GB)' });
  else if (gbPayeReferenceProblem(paye)) problems.push({ field: 'paye_reference', message: `the employer PAYE reference ${gbPayeReferenceProblem(paye)}` });
  if (ao === null) problems.push({ field: 'accounts_office_reference', message: 'the Accounts Office reference is not set (employer_references, GB)' });
  else if (gbAccountsOfficeReferenceProblem(ao)) problems.push({ field: 'accounts_office_reference', message: `the Accounts Office reference ${gbAccountsOfficeReferenceProblem(ao)}` });
  return problems;
}
