import { describe, expect, it } from 'vitest';
import { jurisdictions, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { statutoryIdCatalog, taxIdentifierKey } from '../../domain/employees/statutoryIds/catalog.ts';
import { checkStatutoryIds } from '../../domain/employees/statutoryIds/checkStatutoryIds.ts';
import { gbNinoProblem } from '../../domain/employees/statutoryIds/gbNino.ts';
import { gbUtrProblem } from '../../domain/employees/statutoryIds/gbUtr.ts';
import { passesLuhn } from '../../domain/employees/statutoryIds/luhn.ts';
import { sgNricFinProblem } from '../../domain/employees/statutoryIds/sgNricFin.ts';
import { zaIdNumberProblem } from '../../domain/employees/statutoryIds/zaIdNumber.ts';
import { zaTaxReferenceProblem } from '../../domain/employees/statutoryIds/zaTaxReference.ts';

// NRIC/FIN: S1234567D etc. follow from the ICA check-letter algorithm (weights 2,7,6,5,4,3,2); S8076606H, S1728872E,
// G4549883U, G4552218R, S2111122H, M3960741N and the FormSG M-series vector M1234567K are published test vectors
// (GovTech FormSG nric-validation tests; idnumbers SGP tests). M1234567N is what the M series gives without its +3.
const nricFins: Array<[string, string | null]> = [
  ['S1234567D', null],
  ['T1234567J', null],
  ['F1234567N', null],
  ['G1234567X', null],
  ['M1234567K', null],
  ['S8076606H', null],
  ['S1728872E', null],
  ['G4549883U', null],
  ['G4552218R', null],
  ['S2111122H', null],
  ['M3960741N', null],
  ['S1179607H', 'check letter does not match'],
  ['S1234567A', 'check letter does not match'],
  ['M1234567N', 'check letter does not match'],
  ['X1728872E', 'must be S, T, F, G or M, 7 digits and a check letter'],
  ['S172887E', 'must be S, T, F, G or M, 7 digits and a check letter'],
];

// SA identity number: 7503305044089 is the python-stdnum za.idnr doctest (born 1975-03-30, citizen);
// 8503305044089 the same with a changed year (Luhn fails). The rest are Luhn-valid numbers built to break one rule.
const zaIds: Array<[string, string | null]> = [
  ['7503305044089', null],
  ['0002295000083', null], // 29 Feb 2000
  ['8503305044089', 'check digit does not match'],
  ['7513305044088', 'does not start with a valid date of birth (YYMMDD)'], // month 13
  ['0102295000081', 'does not start with a valid date of birth (YYMMDD)'], // 29 Feb in 1901 or 2001
  ['7503305044386', 'citizenship digit must be 0, 1 or 2'],
  ['750330504408', 'must be 13 digits'],
];

// SARS tax reference: 0001339050 valid and 2449494160 (2449/494/16/0) invalid, python-stdnum za.tin doctests after
// OECD "South Africa – TIN" sheet; 4001339052 is Luhn-valid but starts with 4.
const zaTaxReferences: Array<[string, string | null]> = [
  ['0001339050', null],
  ['2449494160', 'check digit does not match'],
  ['4001339052', 'must start with 0, 1, 2, 3 or 9'],
  ['000133905', 'must be 10 digits'],
];

// NINO rules of HMRC National Insurance Manual NIM39110. HMRC's documentation placeholder QQ123456C is
// deliberately unallocatable (Q is never a first letter), so it must fail.
const ninos: Array<[string, string | null]> = [
  ['QQ123456C', 'first letter cannot be D, F, I, Q, U or V'],
  ['AB123456A', null],
  ['ZY987654D', null],
  ['DA123456A', 'first letter cannot be D, F, I, Q, U or V'],
  ['VA123456A', 'first letter cannot be D, F, I, Q, U or V'],
  ['AO123456A', 'second letter cannot be D, F, I, O, Q, U or V'],
  ['AV123456A', 'second letter cannot be D, F, I, O, Q, U or V'],
  ['BG123456A', 'prefix is never allocated'],
  ['GB123456A', 'prefix is never allocated'],
  ['NK123456A', 'prefix is never allocated'],
  ['TN123456A', 'prefix is never allocated'],
  ['ZZ123456A', 'prefix is never allocated'],
  ['AB123456E', 'suffix must be A, B, C or D'],
  ['AB12345A', 'must be 2 letters, 6 digits and a suffix letter'],
];

// UTR modulus-11: 1955839661 valid / 2955839661 invalid (python-stdnum gb.utr doctests); 5860920998, 2234567890,
// 1097172564, 2108834503 valid and 5550000621 invalid (HMRC open-source reference checker tests, github.com/hmrc).
const utrs: Array<[string, string | null]> = [
  ['1955839661', null],
  ['5860920998', null],
  ['2234567890', null],
  ['1097172564', null],
  ['2108834503', null],
  ['2955839661', 'check digit does not match'],
  ['5550000621', 'check digit does not match'],
  ['195583966', 'must be 10 digits'],
];

describe('identifier algorithms', () => {
  it.each(nricFins)('NRIC/FIN %s → %s', (id, reason) => expect(sgNricFinProblem(id)).toBe(reason));
  it.each(zaIds)('SA ID %s → %s', (id, reason) => expect(zaIdNumberProblem(id)).toBe(reason));
  it.each(zaTaxReferences)('SARS tax reference %s → %s', (id, reason) => expect(zaTaxReferenceProblem(id)).toBe(reason));
  it.each(ninos)('NINO %s → %s', (id, reason) => expect(gbNinoProblem(id)).toBe(reason));
  it.each(utrs)('UTR %s → %s', (id, reason) => expect(gbUtrProblem(id)).toBe(reason));

  // ISO/IEC 7812 Luhn: 79927398713 is the worked example of the Wikipedia "Luhn algorithm" article.
  it.each([
    ['79927398713', true],
    ['79927398710', false],
    ['4111111111111111', true],
    ['0', true],
  ] as const)('Luhn %s → %s', (digits, valid) => expect(passesLuhn(digits)).toBe(valid));
});

describe('checkStatutoryIds', () => {
  const table: Array<[Jurisdiction, Record<string, unknown>, unknown]> = [
    ['KE', { kra_pin: 'a 123456789 z', nssf_number: '2000 1234', shif_number: 'cr-1234567' }, { kra_pin: 'A123456789Z', nssf_number: '20001234', shif_number: 'CR1234567' }],
    ['GH', { ghana_card_pin: 'gha 123456789 0', ssnit_number: 'c123456789012' }, { ghana_card_pin: 'GHA-123456789-0', ssnit_number: 'C123456789012' }],
    ['NG', { nin: '123 4567 8901', rsa_pin: 'pen100123456789', tin: '12345678-0001', bvn: '22123456789' }, { nin: '12345678901', rsa_pin: 'PEN100123456789', tin: '123456780001', bvn: '22123456789' }],
    ['ZA', { tax_reference: '0001339050', id_number: '750330 5044 08 9' }, { tax_reference: '0001339050', id_number: '7503305044089' }],
    ['GB', { nino: 'ab 12 34 56 c', utr: '19558 39661K' }, { nino: 'AB123456C', utr: '1955839661' }],
    ['SG', { nric_fin: 's1234567d' }, { nric_fin: 'S1234567D' }],
    // Keys the jurisdiction does not define are kept exactly as sent, whatever they hold.
    ['SG', { nric_fin: 'S1234567D', cpf_account: ' x-1 ', legacy: { any: ['thing'] } }, { nric_fin: 'S1234567D', cpf_account: ' x-1 ', legacy: { any: ['thing'] } }],
    ['KE', { nino: 'not checked in KE' }, { nino: 'not checked in KE' }],
  ];
  it.each(table)('%s %j', (jurisdiction, input, values) => {
    expect(checkStatutoryIds(input, jurisdiction)).toEqual({ ok: true, value: { values, tax_identifier_key: taxIdentifierKey(jurisdiction) } });
  });

  const failures: Array<[Jurisdiction, Record<string, unknown>, Record<string, string>]> = [
    ['KE', { kra_pin: 'B123456789Z' }, { kra_pin: 'must be A or P, 9 digits and a letter' }],
    ['GH', { ghana_card_pin: 'GHA-12345678-0' }, { ghana_card_pin: 'must be GHA, 9 digits and a check digit' }],
    ['NG', { nin: '1234567890', rsa_pin: 'PEN12345' }, { nin: 'must be 11 digits', rsa_pin: 'must be PEN and 12 digits' }],
    ['ZA', { id_number: '8503305044089' }, { id_number: 'check digit does not match' }],
    ['GB', { nino: 'BG123456A', utr: 12 }, { nino: 'prefix is never allocated', utr: 'must be a string' }],
    ['SG', { nric_fin: 'S1234567A' }, { nric_fin: 'check letter does not match' }],
  ];
  it.each(failures)('%s %j is refused', (jurisdiction, input, fields) => {
    expect(checkStatutoryIds(input, jurisdiction)).toEqual({ ok: false, fields });
  });

  it('marks exactly one tax identifier per jurisdiction, the one filings carry', () => {
    const expected: Record<Jurisdiction, string> = { KE: 'kra_pin', GH: 'ghana_card_pin', NG: 'tin', ZA: 'tax_reference', GB: 'nino', SG: 'nric_fin' };
    for (const jurisdiction of jurisdictions) {
      expect(statutoryIdCatalog[jurisdiction].filter((entry) => entry.isTaxIdentifier).map((entry) => entry.key)).toEqual([expected[jurisdiction]]);
    }
  });

  it('covers the identifiers the issue names', () => {
    const keys = (j: Jurisdiction) => statutoryIdCatalog[j].map((entry) => entry.key);
    expect(keys('KE')).toEqual(expect.arrayContaining(['kra_pin', 'nssf_number', 'shif_number']));
    expect(keys('GH')).toEqual(expect.arrayContaining(['ghana_card_pin', 'ssnit_number']));
    expect(keys('NG')).toEqual(expect.arrayContaining(['nin', 'rsa_pin', 'tin', 'bvn']));
    expect(keys('ZA')).toEqual(expect.arrayContaining(['tax_reference', 'id_number']));
    expect(keys('GB')).toEqual(expect.arrayContaining(['nino', 'utr']));
    expect(keys('SG')).toEqual(['nric_fin']);
  });

  it('refuses a __proto__ key instead of touching the prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const result = checkStatutoryIds(input, 'KE');
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : Object.entries(result.fields)).toEqual([['__proto__', 'is not an accepted key']]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
