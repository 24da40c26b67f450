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
  const totals = new Map<string, bigint>();
  for (const a of amounts) totals.set(a.currency, (totals.get(a.currency) ?? 0n) + BigInt(a.amountMinor));
  return controlSumOfTotals(totals);
}

/** `controlSum` of amounts already added up per currency (a file written in a stream keeps only these). */
export function controlSumOfTotals(totals: ReadonlyMap<string, bigint>): string {
  const exponent = Math.max(0, ...[...totals.keys()].map(minorUnitsOf));
  let total = 0n;
  for (const [currency, sum] of totals) total += sum * 10n ** BigInt(exponent - minorUnitsOf(currency));
  const text = decimalOfMinor(total, exponent);
  // ISO 20022 DecimalNumber: at most 18 digits in all.
  if (text.replace('.', '').replace(/^0+(?=\d)/u, '').length > 18) throw new RangeError('the control sum has more than 18 digits');
  return text;
}
