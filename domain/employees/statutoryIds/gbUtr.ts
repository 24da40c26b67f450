import { digitsOf, isDigits } from '../identifierText.ts';

const WEIGHTS = [6, 7, 8, 9, 10, 5, 4, 3, 2] as const;
const CHECK_FOR_REMAINDER = '21987654321';

/**
 * HMRC Unique Taxpayer Reference: 10 digits, the FIRST being a modulus-11 check digit over the other
 * nine (weights 6,7,8,9,10,5,4,3,2; remainder r → "21987654321"[r]). HMRC's own open-source services
 * apply it as "modulusU11" (github.com/hmrc, payment reference checkers); python-stdnum `stdnum/gb/utr.py`.
 * A "K" HMRC prints before or after the number is dropped when normalizing.
 */
export function normalizeGbUtr(compacted: string): string {
  return compacted.replace(/^K(?=\d{10}$)/u, '').replace(/^(\d{10})K$/u, '$1');
}

export function gbUtrProblem(utr: string): string | null {
  if (!isDigits(utr, 10)) return 'must be 10 digits';
  const sum = digitsOf(utr.slice(1)).reduce((total, digit, index) => total + digit * (WEIGHTS[index] ?? 0), 0);
  return CHECK_FOR_REMAINDER[sum % 11] === utr[0] ? null : 'check digit does not match';
}
