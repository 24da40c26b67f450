import { isDigits } from '../identifierText.ts';

/** UK sort code and account number: format only (6 and 8 digits); Vocalink modulus checking is not applied. */
export function sortCodeProblem(sortCode: string): string | null {
  return isDigits(sortCode, 6) ? null : 'must be 6 digits';
}

export function ukAccountNumberProblem(account: string): string | null {
  return isDigits(account, 8) ? null : 'must be 8 digits';
}
