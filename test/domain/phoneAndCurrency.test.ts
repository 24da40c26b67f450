import { describe, expect, it } from 'vitest';
import { jurisdictionCurrency } from '../../domain/jurisdictions.ts';
import { isIsoCurrencyCode, isoCurrencyCodes } from '../../domain/currencies.ts';
import { normalizePhoneNumber } from '../../domain/employees/phoneNumber.ts';

describe('normalizePhoneNumber', () => {
  // National formats of each jurisdiction's mobile and fixed ranges (ITU-T E.164 country codes 254, 234, 233, 27, 44, 65).
  it.each([
    ['0712 345 678', 'KE', '+254712345678'],
    ['(0803) 123-4567', 'NG', '+2348031234567'],
    ['024 412 3456', 'GH', '+233244123456'],
    ['082 123 4567', 'ZA', '+27821234567'],
    ['07911 123456', 'GB', '+447911123456'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['9123 4567', 'SG', '+6591234567'],
    ['+254 712 345 678', 'GB', '+254712345678'],
    ['０７１２ ３４５ ６７８', 'KE', '+254712345678'], // full-width digits
  ])('%s in %s → %s', (raw, region, e164) => expect(normalizePhoneNumber(raw, region)).toEqual({ ok: true, e164 }));

  it.each([
    ['12', 'GB', 'is not a possible number in its country'],
    ['+44 1234', 'GB', 'is not a possible number in its country'],
    ['0712 345', 'KE', 'is not a possible number in its country'],
    ['not a number', 'KE', 'is not a phone number'],
    ['0712345678', undefined, 'is not a phone number (use the +country format)'],
    ['', 'KE', 'must not be empty'],
  ])('%j in %s is refused: %s', (raw, region, reason) => expect(normalizePhoneNumber(raw, region)).toEqual({ ok: false, reason }));
});

describe('ISO 4217 currency codes', () => {
  it.each(['KES', 'NGN', 'GHS', 'ZAR', 'GBP', 'SGD', 'USD', 'EUR', 'XOF', 'XAF', 'VED', 'SLE', 'ZWG', 'XCG'])('%s is accepted', (code) => expect(isIsoCurrencyCode(code)).toBe(true));

  it.each([
    ['HRK', 'withdrawn 2023, euro'],
    ['ZWL', 'replaced by ZWG'],
    ['SLL', 'replaced by SLE'],
    ['XAU', 'gold, not pay'],
    ['XXX', 'no currency'],
    ['XTS', 'testing'],
    ['CLF', 'fund code'],
    ['kes', 'lower case'],
    ['ABC', 'never allocated'],
  ])('%s is refused (%s)', (code) => expect(isIsoCurrencyCode(code)).toBe(false));

  it('covers every jurisdiction currency and only three-letter capitals', () => {
    for (const code of Object.values(jurisdictionCurrency)) expect(isIsoCurrencyCode(code)).toBe(true);
    for (const code of isoCurrencyCodes) expect(code).toMatch(/^[A-Z]{3}$/);
    expect(isoCurrencyCodes.size).toBeGreaterThan(150);
  });
});
