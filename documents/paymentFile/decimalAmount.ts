import { minorUnitsOf } from '../../domain/currencies.ts';

/**
 * Amounts as the XML decimal an ISO 20022 file carries: "1234.50" from 123450 EUR minor units, "5000" from
 * 5000 JPY, "12.345" from 12345 KWD. Built from the integer's digits with the currency's ISO 4217 exponent:
 * never through a float.
 */
export function decimalOfMinor(amountMinor: bigint, exponent: number): string {
  if (amountMinor < 0n) throw new RangeError('a payment amount cannot be negative');
  const digits = amountMinor.toString().padStart(exponent + 1, '0');
  if (exponent === 0) return digits;
  return `${digits.slice(0, digits.length - exponent)}.${digits.slice(digits.length - exponent)}`;
}

export function decimalAmount(amountMinor: number, currency: string): string {
  return decimalOfMinor(BigInt(amountMinor), minorUnitsOf(currency));
}

/**
 * The control sum of amounts in several currencies (the group header's CtrlSum adds them regardless of
 * currency): each is scaled to the largest exponent present, summed as an integer, written once.
 */
export function controlSum(amounts: readonly { amountMinor: number; currency: string }[]): string {
  const exponent = Math.max(0, ...amounts.map((a) => minorUnitsOf(a.currency)));
  const total = amounts.reduce((sum, a) => sum + BigInt(a.amountMinor) * 10n ** BigInt(exponent - minorUnitsOf(a.currency)), 0n);
  const text = decimalOfMinor(total, exponent);
  // ISO 20022 DecimalNumber: at most 18 digits in all.
  if (text.replace('.', '').replace(/^0+(?=\d)/u, '').length > 18) throw new RangeError('the control sum has more than 18 digits');
  return text;
}
