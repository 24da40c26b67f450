import { isDigits } from '../identifierText.ts';

/**
 * Canadian account coordinates (Payments Canada): 3-digit financial institution number, 5-digit branch
 * transit number, and an institution-assigned account number of 7 to 12 digits. Format only.
 */
export function institutionNumberProblem(value: string): string | null {
  return isDigits(value, 3) ? null : 'must be 3 digits';
}

export function transitNumberProblem(value: string): string | null {
  return isDigits(value, 5) ? null : 'must be 5 digits';
}

export function canadianAccountNumberProblem(value: string): string | null {
  return /^\d{7,12}$/.test(value) ? null : 'must be 7 to 12 digits';
}
