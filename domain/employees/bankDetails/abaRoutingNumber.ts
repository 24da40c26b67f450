import { digitsOf, isDigits } from '../identifierText.ts';

/**
 * ABA routing transit number (American Bankers Association; Federal Reserve E-Payments Routing Directory):
 * 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10).
 */
export function abaRoutingNumberProblem(routing: string): string | null {
  if (!isDigits(routing, 9)) return 'must be 9 digits';
  const d = digitsOf(routing);
  const at = (i: number) => d[i] ?? 0;
  const sum = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8));
  return sum % 10 === 0 ? null : 'check digit does not match';
}

/** US account numbers are bank-assigned, up to 17 digits (the Nacha entry field length). */
export function usAccountNumberProblem(account: string): string | null {
  return /^\d{4,17}$/.test(account) ? null : 'must be 4 to 17 digits';
}
