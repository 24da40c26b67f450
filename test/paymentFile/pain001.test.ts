import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePain001, type PaymentFileInput } from '../../documents/paymentFile/pain001.ts';
import { toLatinText } from '../../documents/paymentFile/latinText.ts';
import { clabeCheckDigit } from '../../domain/employees/bankDetails/clabe.ts';
import { nubanCheckDigit } from '../../domain/employees/bankDetails/nuban.ts';
import { Rejection } from '../../domain/rejection.ts';

const xsd = fileURLToPath(new URL('../../documents/paymentFile/xsd/pain.001.001.09.xsd', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'pain001-'));

/** Validates with libxml2's xmllint against the vendored ISO 20022 schema; throws with its message when invalid. */
function validate(xml: string, name: string): void {
  const file = join(dir, `${name}.xml`);
  writeFileSync(file, xml);
  execFileSync('xmllint', ['--noout', '--schema', xsd, file], { stdio: 'pipe' });
}

const runId = '01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f';
const id = (n: number) => `01932f7e-0000-7000-8000-${String(n).padStart(12, '0')}`;
const clabe17 = '00218001234567890';
const nubanSerial = '000000001';

const base: PaymentFileInput = {
  run: { id: runId, pay_date: '2025-07-28' },
  organization: { name: 'Acme Holdings Ltd' },
  debtor: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  createdAt: '2025-07-25T09:30:00.123Z',
  payments: [],
};

const everyScheme: PaymentFileInput['payments'] = [
  { payslipId: id(1), fullName: 'Adébáyọ̀ Ọlábísí', amountMinor: 15000000, currency: 'NGN', bankDetails: { scheme: 'nuban', nuban: nubanSerial + nubanCheckDigit('058', nubanSerial), bank_code: '058' } },
  { payslipId: id(2), fullName: 'Jürgen Müller-Straße', amountMinor: 350075, currency: 'EUR', bankDetails: { scheme: 'iban', iban: 'FR1420041010050500013M02606' } },
  { payslipId: id(3), fullName: 'Nguyễn Văn An', amountMinor: 420000, currency: 'USD', bankDetails: { scheme: 'aba', routing_number: '021000021', account_number: '123456789' } },
  { payslipId: id(4), fullName: "Siobhán O'Brien", amountMinor: 290001, currency: 'GBP', bankDetails: { scheme: 'sort_code', sort_code: '601613', account_number: '31926819' } },
  { payslipId: id(5), fullName: 'Émilie Tremblay', amountMinor: 510000, currency: 'CAD', bankDetails: { scheme: 'canadian', institution_number: '003', transit_number: '12345', account_number: '1234567' } },
  { payslipId: id(6), fullName: 'José Ángel Peña', amountMinor: 2500000, currency: 'MXN', bankDetails: { scheme: 'clabe', clabe: clabe17 + clabeCheckDigit(clabe17) } },
  { payslipId: id(7), fullName: 'Amina Wanjiru Otieno', amountMinor: 12000000, currency: 'KES', bankDetails: { scheme: 'mobile_money', mobile_money_provider: 'mpesa', mobile_money_number: '+254712345678', mobile_money_name: 'Amina Otieno' } },
  { payslipId: id(8), fullName: 'Kenji Sato', amountMinor: 300000, currency: 'JPY', bankDetails: { scheme: 'iban', iban: 'GB29NWBK60161331926819' } },
  { payslipId: id(9), fullName: 'Fatima Al-Sabah', amountMinor: 1234567, currency: 'KWD', bankDetails: { scheme: 'iban', iban: 'NL91ABNA0417164300' } },
];

const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('pain.001.001.09 payment file', () => {
  it('writes every bank-details scheme, several currencies and debtor accounts, valid against the ISO 20022 schema', () => {
    const input: PaymentFileInput = {
      ...base,
      payments: [
        ...everyScheme,
        // A second EUR payment from another account of the organization, and one with no BIC on file.
        { payslipId: id(10), fullName: 'Anna Svensson', amountMinor: 100, currency: 'EUR', bankDetails: { scheme: 'iban', iban: 'NL91ABNA0417164300' }, debtor: { iban: 'GB29NWBK60161331926819', bic: null } },
      ],
    };
    const xml = writePain001(input);
    validate(xml, 'every-scheme');

    expect(tag(xml, 'MsgId')).toEqual(['01932f7e8d4c7b2a9f3e5a6b7c8d9e0f-1']);
    expect(tag(xml, 'CreDtTm')).toEqual(['2025-07-25T09:30:00Z']);
    expect(tag(xml, 'NbOfTxs')[0]).toBe('10');
    // 150000.00 + 3500.75 + 4200.00 + 2900.01 + 5100.00 + 25000.00 + 120000.00 + 300000 + 1234.567 + 1.00
    expect(tag(xml, 'CtrlSum')[0]).toBe('611936.327');
    expect(tag(xml, 'InstdAmt')).toContain('150000.00');
    expect(tag(xml, 'InstdAmt')).toContain('300000');
    expect(tag(xml, 'InstdAmt')).toContain('1234.567');
    expect(xml).toContain('<InstdAmt Ccy="JPY">300000</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">3500.75</InstdAmt>');
    expect(tag(xml, 'EndToEndId').sort()).toEqual(everyScheme.map((p) => p.payslipId).concat(id(10)).map((u) => u.replace(/-/g, '')).sort());
    // One PmtInf per debtor account and currency: 9 currencies from the main account, EUR also from the second.
    expect(tag(xml, 'PmtInfId')).toHaveLength(10);
    expect(tag(xml, 'Dt')).toEqual(Array(10).fill('2025-07-28'));
    expect(xml).toMatch(/<DbtrAgt>\s*<FinInstnId>\s*<Othr>\s*<Id>NOTPROVIDED<\/Id>/);

    expect(tag(xml, 'Nm')).toEqual(expect.arrayContaining(['Adebayo Olabisi', 'Juergen Mueller-Strasse', 'Nguyen Van An', 'Siobhan O&apos;Brien', 'Jose Angel Pena']));
    expect(xml).toMatch(/<ClrSysId>\s*<Cd>USABA<\/Cd>\s*<\/ClrSysId>\s*<MmbId>021000021<\/MmbId>/);
    expect(xml).toMatch(/<ClrSysId>\s*<Cd>CACPA<\/Cd>\s*<\/ClrSysId>\s*<MmbId>000312345<\/MmbId>/);
    expect(xml).toMatch(/<Id>\+254712345678<\/Id>\s*<SchmeNm>\s*<Prtry>MOBILE MONEY<\/Prtry>/);
    expect(tag(xml, 'Cd').filter((c) => c === 'SALA')).toHaveLength(20);
  });

  it('is checked by a validator that does refuse a broken file', () => {
    const xml = writePain001({ ...base, payments: everyScheme.slice(0, 1) });
    expect(() => validate(xml.replace('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>WIRE</PmtMtd>'), 'broken')).toThrow(/PmtMtd/);
  });

  it('puts each batch’s own count and sum, and the payment currency, never the calculation currency', () => {
    const xml = writePain001({
      ...base,
      payments: [
        { payslipId: id(21), fullName: 'A B', amountMinor: 1, currency: 'EUR', bankDetails: { scheme: 'iban', iban: 'FR1420041010050500013M02606' } },
        { payslipId: id(22), fullName: 'C D', amountMinor: 99, currency: 'EUR', bankDetails: { scheme: 'iban', iban: 'FR1420041010050500013M02606' } },
        { payslipId: id(23), fullName: 'E F', amountMinor: 7, currency: 'JPY', bankDetails: { scheme: 'iban', iban: 'FR1420041010050500013M02606' } },
      ],
    });
    validate(xml, 'counts');
    expect(tag(xml, 'NbOfTxs')).toEqual(['3', '2', '1']);
    expect(tag(xml, 'CtrlSum')).toEqual(['8.00', '1.00', '7']);
    expect(tag(xml, 'InstdAmt')).toEqual(['0.01', '0.99', '7']);
  });

  it('writes the bytes it wrote before it was cut into pieces a stream can send (issue 31)', () => {
    // sha256 of the files writePain001 wrote as one XML tree, before the pieces of pain001Parts.ts.
    const sha = (xml: string) => createHash('sha256').update(xml).digest('hex');
    const second = { payslipId: id(10), fullName: 'Anna Svensson', amountMinor: 100, currency: 'EUR', bankDetails: { scheme: 'iban' as const, iban: 'NL91ABNA0417164300' }, debtor: { iban: 'GB29NWBK60161331926819', bic: null } };
    expect(sha(writePain001({ ...base, payments: [...everyScheme, second] }))).toBe('e685aeb9e37e607ca2c9362067f13c887c84551f8bb2794cf7dd5aea31d11252');
    expect(sha(writePain001({ ...base, payments: [...everyScheme].reverse(), sequence: 2 }))).toBe('30b79d4dac6aea5f2a76bb462ffe150d1b78e8cf960054e07a1ce301123cf72c');
    expect(sha(writePain001({ ...base, payments: [...everyScheme.slice(0, 2), { ...everyScheme[2]!, amountMinor: 0 }] }))).toBe('7a2efcab2e8feeba3d5c91e96130fec78de52a10a99fdf3773312b27b32c4f17');
  });

  it('names every invalid field of the input, as one refusal', () => {
    const attempt = () => writePain001({ ...base, organization: { name: '' }, payments: [{ ...everyScheme[1]!, amountMinor: -1 }, { ...everyScheme[2]!, bankDetails: { scheme: 'iban', iban: 'XX' } }] });
    expect(attempt).toThrow(Rejection);
    try {
      attempt();
    } catch (error) {
      expect((error as Rejection).details).toEqual({
        fields: { 'organization.name': expect.any(String), 'payments.0.amountMinor': expect.any(String), 'payments.1.bankDetails.iban': 'must be a valid IBAN, compacted' },
      });
    }
  });

  it('is byte-identical for the same input, whatever the order of the payments', () => {
    const one = writePain001({ ...base, payments: everyScheme });
    const two = writePain001({ ...base, payments: [...everyScheme].reverse() });
    expect(two).toBe(one);
    expect(writePain001({ ...base, payments: everyScheme, sequence: 2 })).not.toBe(one);
  });

  it('leaves out payments of zero, and refuses a file with nothing to pay', () => {
    const xml = writePain001({ ...base, payments: [...everyScheme.slice(0, 2), { ...everyScheme[2]!, amountMinor: 0 }] });
    validate(xml, 'zero-left-out');
    expect(tag(xml, 'NbOfTxs')[0]).toBe('2');
    for (const payments of [[], [{ ...everyScheme[0]!, amountMinor: 0 }]]) {
      expect(() => writePain001({ ...base, payments })).toThrow(/no payment above zero/);
    }
  });

  it('refuses a name that cannot be written in the bank character set, naming the payslip and employee', () => {
    const employeeId = id(99);
    const attempt = () =>
      writePain001({ ...base, payments: [everyScheme[1]!, { ...everyScheme[0]!, fullName: '王小明', employeeId }] });
    expect(attempt).toThrow(Rejection);
    try {
      attempt();
    } catch (error) {
      const rejection = error as Rejection;
      expect(rejection.reason).toBe('validation_failed');
      expect(rejection.message).toContain(id(1));
      expect(rejection.message).toContain(employeeId);
      expect(rejection.message).not.toContain('王');
      expect(rejection.details).toEqual({ payments: [{ payslip_id: id(1), employee_id: employeeId, field: 'full_name', problem: expect.any(String) }] });
    }
  });

  it('cuts a transliterated name to 140 characters', () => {
    const long = `${'Ü'.repeat(60)} ${'ß'.repeat(60)}`;
    const xml = writePain001({ ...base, payments: [{ ...everyScheme[1]!, fullName: long }] });
    validate(xml, 'long-name');
    const name = tag(xml, 'Nm').find((n) => n!.startsWith('UE'))!;
    expect(name).toHaveLength(140);
  });
});

describe('the bank character set', () => {
  it.each([
    ['Adébáyọ̀', 'Adebayo'],
    ['Müller-Straße', 'Mueller-Strasse'],
    ['MÜLLER', 'MUELLER'],
    ['Nguyễn', 'Nguyen'],
    ['Ɔsei Ɛfua Ɗanjuma', 'Osei Efua Danjuma'],
    ['Łukasz Øster', 'Lukasz Oester'],
    ['Kofi  “Jr” Mensah', "Kofi 'Jr' Mensah"],
    ['Marks & Spencer_UK', 'Marks + Spencer-UK'],
  ])('%s → %s', (raw, latin) => {
    expect(toLatinText(raw)).toEqual({ ok: true, text: latin });
  });

  it('reports letters of scripts it cannot transliterate', () => {
    expect(toLatinText('Иван 王')).toEqual({ ok: false, unrepresentable: ['И', 'в', 'а', 'н', '王'] });
  });
});
