import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { printedDestinationSql } from '../../db/payslipReadShape.ts';
import { destinationWording, paymentDestinationText, providerNames, type PaymentDestination } from '../../domain/employees/bankDetails/maskedDestination.ts';
import type { BankScheme } from '../../domain/employees/bankDetails/bankDetails.ts';

// The payslip's masked destination is written once (the wording table); the SQL built from it prints what
// paymentDestinationText prints, for any destination a snapshot may hold.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const printedBySql = async (destinations: readonly PaymentDestination[]) => {
  const rows = await db.sql<{ printed: string }[]>`
    select (select ${db.sql.unsafe(printedDestinationSql)} from (select element.value as d) destination) as printed
    from jsonb_array_elements(${JSON.stringify(destinations)}::text::jsonb) with ordinality as element(value, n)
    order by element.n`;
  return rows.map((row) => row.printed);
};

// Any text PostgreSQL can hold (no NUL), the provider slugs and a prototype key among them.
const text = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((s) => !s.includes('\u0000'));
const institution = fc.oneof(text, fc.constant(''), fc.constant(null), fc.constantFrom(...Object.keys(providerNames), 'constructor', 'some_new_wallet', '__proto__'));
const destination: fc.Arbitrary<PaymentDestination> = fc.record({
  scheme: fc.constantFrom(...(Object.keys(destinationWording) as BankScheme[])),
  institution,
  account_ending: fc.oneof(fc.stringMatching(/^[0-9A-Za-z]{0,4}$/), text),
});

describe('the masked payment destination printed by SQL', () => {
  it('is paymentDestinationText for every scheme and many generated destinations', async () => {
    const destinations = fc.sample(destination, { numRuns: 2000, seed: 26 });
    for (const scheme of Object.keys(destinationWording)) expect(destinations.some((d) => d.scheme === scheme)).toBe(true);
    expect(await printedBySql(destinations)).toEqual(destinations.map(paymentDestinationText));
  });

  it('agrees on the shapes payslips show', async () => {
    const shown: PaymentDestination[] = [
      { scheme: 'sort_code', institution: '12-34-56', account_ending: '4321' },
      { scheme: 'iban', institution: null, account_ending: '5434' },
      { scheme: 'mobile_money', institution: 'mpesa', account_ending: '5678' },
      { scheme: 'clabe', institution: null, account_ending: '1235' },
    ];
    const printed = ['Sort code 12-34-56 ••••4321', 'IBAN ••••5434', 'M-Pesa wallet ••••5678', 'CLABE, bank null ••••1235'];
    expect(shown.map(paymentDestinationText)).toEqual(printed);
    expect(await printedBySql(shown)).toEqual(printed);
  });
});
