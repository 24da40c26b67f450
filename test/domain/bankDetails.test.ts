import { describe, expect, it } from 'vitest';
import { abaRoutingNumberProblem } from '../../domain/employees/bankDetails/abaRoutingNumber.ts';
import { checkBankDetails } from '../../domain/employees/bankDetails/bankDetails.ts';
import { clabeProblem } from '../../domain/employees/bankDetails/clabe.ts';
import { ibanProblem } from '../../domain/employees/bankDetails/iban.ts';
import { nubanCheckDigit, nubanProblem } from '../../domain/employees/bankDetails/nuban.ts';
import { compactIdentifier } from '../../domain/employees/identifierText.ts';

// Valid IBANs: the example IBAN of each country’s entry in the SWIFT "IBAN Registry" (ISO 13616).
const ibans: Array<[string, string | null]> = [
  ['GB29NWBK60161331926819', null],
  ['DE89370400440532013000', null],
  ['FR1420041010050500013M02606', null],
  ['NL91ABNA0417164300', null],
  ['BE68539007547034', null],
  ['MU17BOMM0101101030300200000MUR', null],
  ['SA0380000000608010167519', null],
  ['AE070331234567890123456', null],
  ['EG380019000500000000263180002', null],
  // Same registry examples, one character changed:
  ['GB28NWBK60161331926819', 'check digits do not match'],
  ['GB29NWBK60161331926818', 'check digits do not match'],
  ['GB29NWBK6016133192681', 'has the wrong length for its country'],
  ['XX29NWBK60161331926819', 'does not start with a country that issues IBANs'],
  ['GB', 'must be 2 letters, 2 check digits and up to 30 letters or digits'],
];

// CLABE, Banxico's 3-7-1 rule. 032180000118359719 is the worked example of the Wikipedia "CLABE" article (bank 032).
// 002010077777777771 checked by hand: products mod 10 of 0,0,2,0,1,0,0,7,7,7,7,7,7,7,7,7,7 × 3,7,1,… sum to 69; 10 − 9 = 1.
const clabes: Array<[string, string | null]> = [
  ['002010077777777771', null],
  ['032180000118359719', null],
  ['002010077777777772', 'check digit does not match'],
  ['032180000118359710', 'check digit does not match'],
  ['03218000011835971', 'must be 18 digits'],
  ['03218000011835971A', 'must be 18 digits'],
];

// NUBAN: the worked example of CBN "Standards on NUBAN" (2010): First Bank 011, serial 000001457 → 0000014579.
const nubans: Array<[string, string, string | null]> = [
  ['0000014579', '011', null],
  ['0000014578', '011', 'check digit does not match the bank code'],
  ['0000014579', '058', 'check digit does not match the bank code'],
  // 2020 revision, 6-digit institution code 090267, serial 000000001:
  // 0·3+9·7+0·3+2·3+6·7+7·3 + 0…0 + 1·3 = 135; 10 − 5 = 5.
  ['0000000015', '090267', null],
  ['0000000016', '090267', 'check digit does not match the bank code'],
  ['000001457', '011', 'must be 10 digits'],
];

// ABA routing numbers published in the Federal Reserve E-Payments Routing Directory
// (011000015 FRB Boston, 021000021 JPMorgan Chase NY, 026009593 Bank of America NY, 122105278 Wells Fargo AZ),
// and 111000025, the example of the Wikipedia "ABA routing transit number" article.
const routingNumbers: Array<[string, string | null]> = [
  ['011000015', null],
  ['021000021', null],
  ['026009593', null],
  ['122105278', null],
  ['111000025', null],
  ['021000022', 'check digit does not match'],
  ['111000026', 'check digit does not match'],
  ['02100002', 'must be 9 digits'],
];

describe('bank identifiers', () => {
  it.each(ibans)('IBAN %s → %s', (iban, reason) => expect(ibanProblem(iban)).toBe(reason));
  it.each(clabes)('CLABE %s → %s', (clabe, reason) => expect(clabeProblem(clabe)).toBe(reason));
  it.each(nubans)('NUBAN %s at bank %s → %s', (nuban, bank, reason) => expect(nubanProblem(nuban, bank)).toBe(reason));
  it.each(routingNumbers)('ABA %s → %s', (routing, reason) => expect(abaRoutingNumberProblem(routing)).toBe(reason));

  it('a 3-digit CBN code gives the same check digit as its 6-digit form with a 000 prefix (2020 revision)', () => {
    for (const [code, serial] of [['011', '000001457'], ['058', '123456789'], ['214', '987654321']] as const) {
      expect(nubanCheckDigit(code, serial)).toBe(nubanCheckDigit(`000${code}`, serial));
    }
  });

  it.each([
    ['gb29 nwbk 6016 1331 9268 19', 'GB29NWBK60161331926819'],
    ['60-16-13', '601613'],
    ['０２１０００ ０２１', '021000021'],
    ['GB29\u00A0NWBK\u2013601613', 'GB29NWBK601613'],
  ])('compacts %j to %s', (raw, compacted) => expect(compactIdentifier(raw)).toBe(compacted));
});

describe('checkBankDetails', () => {
  const table: Array<[string, unknown, { ok: true; value: unknown } | { ok: false; fields: Record<string, string> }]> = [
    ['IBAN normalized', { iban: 'gb29 nwbk 6016 1331 9268 19' }, { ok: true, value: { scheme: 'iban', iban: 'GB29NWBK60161331926819' } }],
    ['IBAN bad check', { iban: 'GB28NWBK60161331926819' }, { ok: false, fields: { iban: 'check digits do not match' } }],
    ['CLABE', { clabe: '0321 8000 0118 3597 19' }, { ok: true, value: { scheme: 'clabe', clabe: '032180000118359719' } }],
    ['NUBAN', { nuban: '000-001-4579', bank_code: '011' }, { ok: true, value: { scheme: 'nuban', nuban: '0000014579', bank_code: '011' } }],
    ['NUBAN without bank code', { nuban: '0000014579' }, { ok: false, fields: { bank_code: 'required with the nuban scheme' } }],
    ['NUBAN failing at its bank', { nuban: '0000014579', bank_code: '058' }, { ok: false, fields: { nuban: 'check digit does not match the bank code' } }],
    [
      'ABA',
      { routing_number: '021000021', account_number: '000123456789' },
      { ok: true, value: { scheme: 'aba', routing_number: '021000021', account_number: '000123456789' } },
    ],
    ['ABA bad', { routing_number: '021000022', account_number: '1234' }, { ok: false, fields: { routing_number: 'check digit does not match' } }],
    [
      'sort code with dashes',
      { sort_code: '60-16-13', account_number: '3192 6819' },
      { ok: true, value: { scheme: 'sort_code', sort_code: '601613', account_number: '31926819' } },
    ],
    ['sort code, 7-digit account', { sort_code: '601613', account_number: '3192681' }, { ok: false, fields: { account_number: 'must be 8 digits' } }],
    [
      'Canadian',
      { institution_number: '001', transit_number: '00011', account_number: '1234567' },
      { ok: true, value: { scheme: 'canadian', institution_number: '001', transit_number: '00011', account_number: '1234567' } },
    ],
    [
      'Canadian missing transit',
      { institution_number: '001', account_number: '1234567' },
      { ok: false, fields: { transit_number: 'required with the canadian scheme' } },
    ],
    [
      'mobile money, national number read in the jurisdiction',
      { mobile_money_provider: 'M-Pesa', mobile_money_number: '0712 345 678', mobile_money_name: ' Amina  Otieno ' },
      { ok: true, value: { scheme: 'mobile_money', mobile_money_provider: 'm_pesa', mobile_money_number: '+254712345678', mobile_money_name: 'Amina Otieno' } },
    ],
    [
      'mobile money missing name',
      { mobile_money_provider: 'mpesa', mobile_money_number: '+254712345678' },
      { ok: false, fields: { mobile_money_name: 'required with the mobile_money scheme' } },
    ],
    ['two schemes', { iban: 'GB29NWBK60161331926819', clabe: '032180000118359719' }, { ok: false, fields: { '': 'must hold exactly one scheme, got clabe, iban' } }],
    [
      'a key of another scheme',
      { iban: 'GB29NWBK60161331926819', account_number: '31926819' },
      { ok: false, fields: { account_number: 'is not part of the iban scheme' } },
    ],
    [
      'no scheme',
      { bank_name: 'Equity' },
      { ok: false, fields: { '': 'must hold one of iban, clabe, nuban, routing_number, sort_code, institution_number or the mobile_money_* fields' } },
    ],
    ['not an object', 'GB29NWBK60161331926819', { ok: false, fields: { '': 'must be an object' } }],
    ['number instead of string', { clabe: 32180000118359719 }, { ok: false, fields: { clabe: 'must be a string' } }],
  ];

  it.each(table)('%s', (_label, input, expected) => expect(checkBankDetails(input, 'KE')).toEqual(expected));

  it('accepts any scheme on any jurisdiction (people bank abroad)', () => {
    for (const region of ['KE', 'NG', 'GH', 'ZA', 'GB', 'SG']) {
      expect(checkBankDetails({ clabe: '032180000118359719' }, region).ok).toBe(true);
      expect(checkBankDetails({ routing_number: '021000021', account_number: '12345678' }, region).ok).toBe(true);
    }
  });
});
