import { passesLuhn } from '../employees/statutoryIds/luhn.ts';

/**
 * SARS employer references (PAYE Employer Reconciliation BRS V23.0.0, codes 2020, 2022, 2024, and Appendix B
 * "Modulus 10 check on PAYE/SDL/UIF reference number"; documents/filings/za/SOURCES.md): PAYE 7 and 9 digits,
 * SDL L and 9 digits, UIF U and 9 digits. The check replaces the leading 7, L or U with 4 and applies the
 * modulus 10 (Luhn) test of the income tax number to the 10 digits.
 */
function referenceProblem(reference: string, lead: string, what: string): string | null {
  if (!new RegExp(`^${lead}\\d{9}$`, 'u').test(reference)) return `must be ${what}`;
  return passesLuhn(`4${reference.slice(1)}`) ? null : 'check digit does not match (SARS modulus 10 test)';
}

export const zaPayeReferenceProblem = (reference: string) => referenceProblem(reference, '7', '10 digits starting with 7');
export const zaSdlReferenceProblem = (reference: string) => referenceProblem(reference, 'L', 'L and 9 digits');
export const zaUifReferenceProblem = (reference: string) => referenceProblem(reference, 'U', 'U and 9 digits');

/** BRS codes 2022 and 2024: the SDL and UIF numbers end in the same 9 digits as the PAYE reference. */
export function zaReferencesDisagree(paye: string, other: string): boolean {
  return paye.slice(1) !== other.slice(1);
}
