import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentCodes } from '../../domain/jurisdictions.ts';
import { abaRoutingNumberProblem } from '../../domain/employees/bankDetails/abaRoutingNumber.ts';
import { checkBankDetails } from '../../domain/employees/bankDetails/bankDetails.ts';
import { clabeProblem } from '../../domain/employees/bankDetails/clabe.ts';
import { ibanProblem } from '../../domain/employees/bankDetails/iban.ts';
import { nubanProblem } from '../../domain/employees/bankDetails/nuban.ts';
import { planCompensation, type CompensationEntry, type OpenCompensationRow } from '../../domain/employees/compensation.ts';
import { splitFullName } from '../../domain/employees/names.ts';
import { zaIdNumberProblem } from '../../domain/employees/statutoryIds/zaIdNumber.ts';
import type { CurrentEmployee } from '../../domain/employees/employeeWriteRules.ts';
import { checkEmployeeWrite } from '../support/employeeWrite.ts';

const TODAY = '2026-11-22';
const current: CurrentEmployee = {
  jurisdiction: 'GB',
  denomination_currency: 'GBP',
  title: null,
  first_name: 'Amina',
  middle_name: null,
  last_name: 'Otieno',
  suffix: null,
  start_date: '2025-01-01',
  end_date: null,
};
const validCreate = { jurisdiction: 'KE', denomination_currency: 'KES', first_name: 'Amina', last_name: 'Otieno' };
const writableKeys = [
  'jurisdiction', 'full_name', 'title', 'first_name', 'middle_name', 'last_name', 'suffix', 'classification', 'denomination_currency',
  'payment_currency', 'staff_id', 'start_date', 'end_date', 'birthdate', 'phone', 'department_id', 'position_id', 'location_id', 'hod_id',
  'tax_profile', 'household_composition', 'bank_details', 'statutory_ids', 'compensation', 'archived',
];

function expectWellFormed(result: ReturnType<typeof checkEmployeeWrite>): void {
  if (result.ok) return;
  expect(Object.keys(result.fields).length).toBeGreaterThan(0);
  for (const reason of Object.values(result.fields)) expect(typeof reason === 'string' && reason.length > 0).toBe(true);
}

// Any JSON-ish value, including keys that name Object.prototype members.
const hostileKey = fc.oneof(fc.constantFrom(...writableKeys, '__proto__', 'constructor', 'toString', 'hasOwnProperty', ''), fc.string());
const anyValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe('properties: random bodies', () => {
  it('never throws and always answers ok or named field errors, on create and update', () => {
    fc.assert(
      fc.property(fc.dictionary(hostileKey, anyValue, { maxKeys: 8 }), (body) => {
        expectWellFormed(checkEmployeeWrite(body, { mode: 'create', today: TODAY }));
        expectWellFormed(checkEmployeeWrite(body, { mode: 'update', current, today: TODAY }));
      }),
      { numRuns: 400 },
    );
  });

  it('a writable field replaced by a value of the wrong kind yields an error under that field', () => {
    const wrongKind: Record<string, fc.Arbitrary<unknown>> = {
      jurisdiction: fc.oneof(fc.integer(), fc.string().filter((s) => !['KE', 'NG', 'GH', 'ZA', 'GB', 'SG'].includes(s))),
      denomination_currency: fc.oneof(fc.boolean(), fc.string({ maxLength: 2 })),
      first_name: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string())),
      classification: fc.string().filter((s) => s !== 'employee' && s !== 'contractor'),
      start_date: fc.oneof(fc.integer(), fc.string().filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s))),
      hod_id: fc.oneof(fc.integer(), fc.string({ maxLength: 20 })),
      phone: fc.oneof(fc.integer(), fc.string({ maxLength: 3 })),
      tax_profile: fc.oneof(fc.string(), fc.integer(), fc.dictionary(fc.string().filter((k) => !['insurance_premiums_minor', 'disability_exemption'].includes(k)), fc.anything(), { minKeys: 1, maxKeys: 3 })),
      household_composition: fc.oneof(fc.string(), fc.constant(null), fc.record({ dependants: fc.integer({ min: -1000, max: -1 }) })),
      bank_details: fc.oneof(fc.string(), fc.integer(), fc.record({ clabe: fc.stringMatching(/^\d{17}$/) }), fc.record({ iban: fc.string({ maxLength: 10 }) })),
      statutory_ids: fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 2 }), fc.record({ kra_pin: fc.stringMatching(/^[B-O]\d{9}$/) })),
      compensation: fc.oneof(
        fc.string(),
        fc.array(fc.record({ component_code: fc.string().filter((s) => !(componentCodes as readonly string[]).includes(s)), amount_cents: fc.nat() }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.record({ component_code: fc.constantFrom(...componentCodes), amount_cents: fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true }), fc.string()) }), { minLength: 1, maxLength: 3 }),
      ),
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(wrongKind)).chain((key) => fc.tuple(fc.constant(key), wrongKind[key] as fc.Arbitrary<unknown>)),
        ([key, value]) => {
          const result = checkEmployeeWrite({ ...validCreate, [key]: value }, { mode: 'create', today: TODAY });
          expect(result.ok).toBe(false);
          if (!result.ok) {
            const paths = Object.keys(result.fields);
            expect(paths.some((path) => path === key || path.startsWith(`${key}.`) || path.startsWith(`${key}[`) || (key === 'first_name' && path === 'first_name'))).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('splitting any text never throws; a successful split always has a first and a last part', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const split = splitFullName(text);
        if (split.ok) expect(split.parts.first_name.length > 0 && (split.parts.last_name ?? '').length > 0).toBe(true);
        else expect(split.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it('bank_details with random strings under every key never throws', () => {
    const keys = ['iban', 'clabe', 'nuban', 'bank_code', 'routing_number', 'account_number', 'sort_code', 'institution_number', 'transit_number', 'mobile_money_provider', 'mobile_money_number', 'mobile_money_name'];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), fc.oneof(fc.string(), fc.stringMatching(/^[0-9 -]{0,24}$/)), { maxKeys: 4 }), fc.constantFrom('KE', 'GB', undefined), (details, region) => {
        const result = checkBankDetails(details, region);
        if (!result.ok) expect(Object.keys(result.fields).length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });
});

/** Every single-digit substitution of a valid identifier must be caught by its check digit. */
function everySubstitution(valid: string, positions: number[]): string[] {
  const out: string[] = [];
  for (const at of positions) {
    for (let digit = 0; digit <= 9; digit += 1) {
      if (String(digit) !== valid[at]) out.push(valid.slice(0, at) + digit + valid.slice(at + 1));
    }
  }
  return out;
}
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('properties: check digits catch every single-digit error', () => {
  it.each([
    ['CLABE', '032180000118359719', range(0, 18), (v: string) => clabeProblem(v)],
    ['NUBAN', '0000014579', range(0, 10), (v: string) => nubanProblem(v, '011')],
    ['ABA', '021000021', range(0, 9), (v: string) => abaRoutingNumberProblem(v)],
    ['IBAN', 'GB29NWBK60161331926819', [2, 3, ...range(8, 22)], (v: string) => ibanProblem(v)],
    ['SA ID (Luhn)', '7503305044089', [6, 7, 8, 9, 11, 12], (v: string) => zaIdNumberProblem(v)],
  ] as const)('%s', (_name, valid, positions, problem) => {
    expect(problem(valid)).toBeNull();
    for (const mutated of everySubstitution(valid, [...positions])) expect(problem(mutated)).not.toBeNull();
  });
});

describe('properties: compensation plans', () => {
  const date = fc.integer({ min: 0, max: 2000 }).map((days) => new Date(Date.UTC(2024, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));
  const code = fc.constantFrom(...componentCodes);

  it('close only open rows, only later, and leave each component one gap-free chain with one open end', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ component_code: code, effective_from: date, proratable: fc.boolean() }), { selector: (row) => row.component_code, maxLength: 4 }),
        fc.array(fc.record({ component_code: code, amount_cents: fc.nat(), effective_from: fc.option(date, { nil: undefined }) }), { maxLength: 6 }),
        (rows, raw) => {
          const openRows: OpenCompensationRow[] = rows.map((row, i) => ({ ...row, id: `row-${i}` }));
          const entries: CompensationEntry[] = raw.map((entry, index) => ({
            index,
            component_code: entry.component_code,
            amount_cents: entry.amount_cents,
            ...(entry.effective_from === undefined ? {} : { effective_from: entry.effective_from }),
          }));
          const result = planCompensation(openRows, entries, '2026-11-22');
          if (!result.ok) {
            for (const path of Object.keys(result.fields)) expect(path).toMatch(/^compensation\[\d+\]\.effective_from$/);
            return;
          }
          for (const closure of result.value.close) {
            const row = openRows.find((candidate) => candidate.id === closure.id);
            expect(row?.component_code).toBe(closure.component_code);
            expect(closure.effective_to > (row?.effective_from ?? '9999')).toBe(true);
          }
          for (const component of new Set(result.value.append.map((row) => row.component_code))) {
            const chain = result.value.append.filter((row) => row.component_code === component);
            expect(chain.filter((row) => row.effective_to === null)).toHaveLength(1);
            for (let i = 1; i < chain.length; i += 1) expect(chain[i - 1]?.effective_to).toBe(chain[i]?.effective_from);
            const closure = result.value.close.find((c) => c.component_code === component);
            if (closure) expect(closure.effective_to).toBe(chain[0]?.effective_from);
          }
          expect(result.value.append).toHaveLength(entries.length);
        },
      ),
      { numRuns: 400 },
    );
  });
});
