/**
 * National Insurance number, HMRC National Insurance Manual NIM39110
 * (https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110): two prefix letters,
 * six digits, suffix A, B, C or D. The first letter is never D, F, I, Q, U or V; the second never D, F,
 * I, O, Q, U or V; the prefixes BG, GB, KN, NK, NT, TN and ZZ are not allocated.
 */
const NOT_ALLOCATED = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

export function gbNinoProblem(nino: string): string | null {
  if (!/^[A-Z]{2}\d{6}[A-Z]$/.test(nino)) return 'must be 2 letters, 6 digits and a suffix letter';
  const prefix = nino.slice(0, 2);
  if ('DFIQUV'.includes(nino[0] ?? '')) return 'first letter cannot be D, F, I, Q, U or V';
  if ('DFIOQUV'.includes(nino[1] ?? '')) return 'second letter cannot be D, F, I, O, Q, U or V';
  if (NOT_ALLOCATED.has(prefix)) return 'prefix is never allocated';
  if (!'ABCD'.includes(nino[8] ?? '')) return 'suffix must be A, B, C or D';
  return null;
}
