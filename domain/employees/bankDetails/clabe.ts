import { digitsOf, isDigits } from '../identifierText.ts';

const WEIGHTS = [3, 7, 1] as const;

/**
 * Banco de México CLABE (Clave Bancaria Estandarizada): 3-digit bank, 3-digit plaza, 11-digit account,
 * 1 check digit. Each of the first 17 digits is multiplied by 3, 7, 1 (repeating), each product taken
 * mod 10; the check digit is (10 − (sum mod 10)) mod 10.
 */
export function clabeCheckDigit(first17: string): number {
  const sum = digitsOf(first17).reduce((total, digit, index) => total + ((digit * (WEIGHTS[index % 3] ?? 0)) % 10), 0);
  return (10 - (sum % 10)) % 10;
}

export function clabeProblem(clabe: string): string | null {
  if (!isDigits(clabe, 18)) return 'must be 18 digits';
  return clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]) ? null : 'check digit does not match';
}
