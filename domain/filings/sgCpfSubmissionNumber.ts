/**
 * The CPF Submission Number (CSN) CPF Board issues an employer for each payment type: the employer's UEN, a
 * three-letter payment type (PTE for contributions for private-sector employees) and a two-digit serial, e.g.
 * 201912345KPTE01 (CPF Board, "CPF Submission Number (CSN)", employer guide; documents/filings/sg/SOURCES.md).
 */
const uen = /^(\d{8}[A-Z]|\d{9}[A-Z]|[ST]\d{2}[A-Z]{2}\d{4}[A-Z])/u;

export function sgCpfSubmissionNumberProblem(value: string): string | null {
  const head = uen.exec(value);
  if (!head) return 'must start with the UEN (8 or 9 digits and a letter, or T/S, 2 digits, 2 letters, 4 digits and a letter)';
  if (!/^[A-Z]{3}\d{2}$/u.test(value.slice(head[0].length))) return 'must be the UEN, a three-letter payment type (e.g. PTE) and a two-digit serial (e.g. 201912345KPTE01)';
  return null;
}

/** The UEN a CSN starts with. */
export function uenOfCsn(csn: string): string | null {
  return uen.exec(csn)?.[0] ?? null;
}
