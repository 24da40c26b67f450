import { digitsOf, isDigits } from '../identifierText.ts';

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/**
 * Nigeria Uniform Bank Account Number check digit.
 * CBN, "Standards on Nigeria Uniform Bank Account Number (NUBAN) for Banks and Other Financial
 * Institutions" (2010; https://www.cbn.gov.ng/OUT/2011/CIRCULARS/BSPD/NUBAN%20PROPOSALS%20V%200%204-%2003%2009%202010.PDF):
 * 3-digit bank code + 9-digit serial, weights 3,7,3,3,7,3,3,7,3,3,7,3, check = 10 − (sum mod 10), 10 → 0.
 * CBN, "Revised Standards on NUBAN Scheme for Deposit Money Banks and Other Financial Institutions in
 * Nigeria" (March 2020; https://www.cbn.gov.ng/out/2020/psmd/revised%20standards%20on%20nigeria%20uniform%20bank%20account%20number%20(nuban)%20for%20banks%20and%20other%20financial%20institutions%20.pdf):
 * 6-digit institution codes, weights extended to 15 positions. A 3-digit bank code is the 6-digit code
 * with a "000" prefix, which leaves the 2010 result unchanged (zeros add nothing).
 */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const sum = digitsOf(bankCode.padStart(6, '0') + serial).reduce((total, digit, index) => total + digit * (WEIGHTS[index] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}

export function nubanBankCodeProblem(bankCode: string): string | null {
  return isDigits(bankCode, 3) || isDigits(bankCode, 6) ? null : 'must be a 3-digit CBN bank code or a 6-digit institution code';
}

export function nubanProblem(nuban: string, bankCode: string): string | null {
  if (!isDigits(nuban, 10)) return 'must be 10 digits';
  if (nubanBankCodeProblem(bankCode) !== null) return null;
  return nubanCheckDigit(bankCode, nuban.slice(0, 9)) === Number(nuban[9]) ? null : 'check digit does not match the bank code';
}
