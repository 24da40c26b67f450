import { minorUnitsOf } from '../domain/currencies.ts';

/** 123456789 KES -> "1,234,567.89"; -500 JPY -> "-500". Integer arithmetic on the digits, never a float. */
export function formatAmount(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`not an amount in minor units: ${amountMinor}`);
  const exponent = minorUnitsOf(currency);
  const digits = String(Math.abs(amountMinor)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amountMinor < 0 ? '-' : '';
  return exponent === 0 ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** "KES 1,234,567.89": the code, not a symbol, since several of our currencies share "$" or "£"-like signs. */
export function formatMoney(amountMinor: number, currency: string): string {
  return `${currency} ${formatAmount(amountMinor, currency)}`;
}
