import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from '../../documents/money.ts';
import { minorUnitsOf } from '../../domain/currencies.ts';

describe('amounts printed per ISO 4217 minor units', () => {
  // Minor units from ISO 4217 List One (SIX, maintenance agency): KES/NGN/GHS/ZAR/GBP/SGD/USD 2,
  // JPY/UGX/XOF 0, BHD/KWD/TND 3, CLF 4.
  it.each([
    [12_345_678_901, 'KES', '123,456,789.01'],
    [17_000_000, 'KES', '170,000.00'],
    [5, 'NGN', '0.05'],
    [0, 'GHS', '0.00'],
    [-123_456, 'ZAR', '-1,234.56'],
    [-5, 'GBP', '-0.05'],
    [100, 'SGD', '1.00'],
    [99_999, 'USD', '999.99'],
    [1_000_000, 'JPY', '1,000,000'],
    [-500, 'UGX', '-500'],
    [999, 'XOF', '999'],
    [1_234_567, 'BHD', '1,234.567'],
    [5, 'KWD', '0.005'],
    [1_000, 'TND', '1.000'],
    [123_456, 'CLF', '12.3456'],
    [9_007_199_254_740_991, 'KES', '90,071,992,547,409.91'],
  ])('%d %s -> %s', (minor, currency, printed) => {
    expect(formatAmount(minor, currency)).toBe(printed);
  });

  it('puts the currency code before the amount', () => {
    expect(formatMoney(11_853_515, 'KES')).toBe('KES 118,535.15');
    expect(formatMoney(-1, 'USD')).toBe('USD -0.01');
  });

  it.each([
    ['KES', 2], ['NGN', 2], ['GHS', 2], ['ZAR', 2], ['GBP', 2], ['SGD', 2], ['EUR', 2],
    ['JPY', 0], ['KRW', 0], ['VND', 0], ['ISK', 0], ['RWF', 0],
    ['BHD', 3], ['IQD', 3], ['JOD', 3], ['LYD', 3], ['OMR', 3],
    ['UYW', 4],
  ])('%s has %d minor-unit digits', (currency, digits) => {
    expect(minorUnitsOf(currency)).toBe(digits);
  });

  it('refuses a fractional or unsafe number rather than print a wrong amount', () => {
    expect(() => formatAmount(1.5, 'KES')).toThrow(RangeError);
    expect(() => formatAmount(2 ** 53, 'KES')).toThrow(RangeError);
  });
});
