import { describe, expect, it } from 'vitest';
import type { CurrentEmployee } from '../../domain/employees/employeeWriteRules.ts';
import { checkEmployeeWrite } from '../support/employeeWrite.ts';

const TODAY = '2026-11-22';
const create = (body: unknown) => checkEmployeeWrite(body, { mode: 'create', today: TODAY });
const current: CurrentEmployee = {
  jurisdiction: 'KE',
  denomination_currency: 'KES',
  title: 'Dr',
  first_name: 'Amina',
  middle_name: null,
  last_name: 'Otieno',
  suffix: null,
  start_date: '2025-01-01',
  end_date: null,
};
const update = (body: unknown, now: CurrentEmployee = current) => checkEmployeeWrite(body, { mode: 'update', current: now, today: TODAY });
const fieldsOf = (result: ReturnType<typeof create>) => (result.ok ? {} : result.fields);

describe('checkEmployeeWrite on create', () => {
  it('normalizes a full body and applies every default', () => {
    const result = create({
      jurisdiction: 'KE',
      denomination_currency: 'KES',
      full_name: 'Dr. Amina Wanjiru Otieno',
      phone: '0712 345 678',
      start_date: '2026-02-01',
      birthdate: '1990-05-17',
      department_id: '0b9c2f6e-3f0a-4c53-9a57-6f1b1c0f8d11',
      bank_details: { mobile_money_provider: 'mpesa', mobile_money_number: '0712345678', mobile_money_name: 'Amina Otieno' },
      statutory_ids: { kra_pin: 'a123456789z', huduma_number: 'kept as sent' },
      tax_profile: { disability_exemption: true },
      compensation: [{ component_code: 'BASIC', amount_cents: 25_000_000 }],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        jurisdiction: 'KE',
        denomination_currency: 'KES',
        payment_currency: 'KES',
        classification: 'employee',
        name: { title: 'Dr', first_name: 'Amina', middle_name: 'Wanjiru', last_name: 'Otieno', suffix: null, full_name: 'Amina Wanjiru Otieno' },
        phone: '+254712345678',
        start_date: '2026-02-01',
        birthdate: '1990-05-17',
        department_id: '0b9c2f6e-3f0a-4c53-9a57-6f1b1c0f8d11',
        bank_details: { scheme: 'mobile_money', mobile_money_provider: 'mpesa', mobile_money_number: '+254712345678', mobile_money_name: 'Amina Otieno' },
        statutory_ids: { values: { kra_pin: 'A123456789Z', huduma_number: 'kept as sent' }, tax_identifier_key: 'kra_pin' },
        tax_profile: { insurance_premiums_minor: 0, disability_exemption: true, pension_contributions_minor: 0, mortgage_interest_minor: 0, post_retirement_medical_fund_minor: 0 },
        household_composition: { dependants: 0, medical_scheme_dependants: 0 },
        compensation: { entries: [{ index: 0, component_code: 'BASIC', amount_cents: 25_000_000 }], default_effective_from: '2026-02-01' },
      },
    });
  });

  it('applies each jurisdiction’s tax_profile defaults', () => {
    const profile = (jurisdiction: string, denomination_currency: string) => {
      const result = create({ jurisdiction, denomination_currency, first_name: 'A', last_name: 'B' });
      return result.ok ? result.value.tax_profile : result.fields;
    };
    expect(profile('GB', 'GBP')).toEqual({ tax_code: '1257L', ni_category: 'A', week1_month1: false, student_loan_plans: [], pension_arrangement: 'none', pension_basis: 'qualifying_earnings', pension_employee_rate_bp: 500, pension_employer_rate_bp: 300 });
    expect(profile('NG', 'NGN')).toEqual({ annual_rent_minor: 0, nhf: false, pension_member: true, pension_voluntary_minor: 0, annual_life_insurance_minor: 0 });
    expect(profile('GH', 'GHS')).toEqual({ resident: true, tier3_employee_minor: 0, tier3_employer_minor: 0 });
    expect(profile('ZA', 'ZAR')).toEqual({ medical_scheme_member: false, retirement_fund_contributions_minor: 0, sdl_exempt_employer: false });
    expect(profile('SG', 'SGD')).toEqual({ residency: 'citizen', spr_rates: 'graduated' });
  });

  it('applies the employee’s jurisdiction’s defaults to a profile sent, not those of the first profile it fits', () => {
    // {} and { resident: false } fit other jurisdictions' documented profiles too (the body's shape is their union).
    const sent = (jurisdiction: string, denomination_currency: string, tax_profile: unknown) => {
      const result = create({ jurisdiction, denomination_currency, first_name: 'A', last_name: 'B', tax_profile });
      return result.ok ? result.value.tax_profile : result.fields;
    };
    expect(sent('KE', 'KES', {})).toEqual({ insurance_premiums_minor: 0, disability_exemption: false, pension_contributions_minor: 0, mortgage_interest_minor: 0, post_retirement_medical_fund_minor: 0 });
    expect(sent('SG', 'SGD', {})).toEqual({ residency: 'citizen', spr_rates: 'graduated' });
    expect(sent('GH', 'GHS', { resident: false })).toEqual({ resident: false, tier3_employee_minor: 0, tier3_employer_minor: 0 });
    expect(sent('KE', 'KES', { resident: false })).toEqual({ 'tax_profile.resident': 'is not a KE tax_profile field' });
  });

  it('lets pay be denominated and paid in other ISO 4217 currencies', () => {
    const result = create({ jurisdiction: 'NG', denomination_currency: 'USD', payment_currency: 'NGN', first_name: 'Chidi', last_name: 'Okafor' });
    expect(result.ok && [result.value.denomination_currency, result.value.payment_currency]).toEqual(['USD', 'NGN']);
  });

  it.each([
    // The shape first: its refusals stop the write before the rules run (names are a rule).
    [{}, { jurisdiction: 'must be one of KE, NG, GH, ZA, GB, SG', denomination_currency: 'required' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES' }, { first_name: 'required (or send full_name)', last_name: 'required (or send full_name)' }],
    [{ jurisdiction: 'US', denomination_currency: 'USD', full_name: 'A B' }, { jurisdiction: 'must be one of KE, NG, GH, ZA, GB, SG' }],
    [{ jurisdiction: 'KE', denomination_currency: 'kes', full_name: 'A B' }, { denomination_currency: 'must be a three-letter ISO 4217 code in capitals' }],
    [{ jurisdiction: 'KE', denomination_currency: 'XAU', full_name: 'A B' }, { denomination_currency: 'is not an ISO 4217 currency code' }],
    [{ jurisdiction: 'KE', denomination_currency: 'HRK', full_name: 'A B' }, { denomination_currency: 'is not an ISO 4217 currency code' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', archived: true }, { archived: 'unknown field' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', salary: 1, Phone: '1' }, { salary: 'unknown field', Phone: 'unknown field' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', tax_profile: { tax_code: '1257L' } }, { 'tax_profile.tax_code': 'is not a KE tax_profile field' }],
    [{ jurisdiction: 'GB', denomination_currency: 'GBP', full_name: 'A B', tax_profile: { tax_code: 'SD4' } }, { 'tax_profile.tax_code': 'not a valid HMRC tax code (e.g. 1257L, S1257L, C1257L, K100, BR, SD2, NT, 1257L M1)' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', household_composition: { dependants: -1, pets: 2 } }, { 'household_composition.dependants': 'must be at least 0', 'household_composition.pets': 'unknown field' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', start_date: '2026-03-01', end_date: '2026-02-28' }, { end_date: 'must not be before start_date' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', start_date: '2026-02-30' }, { start_date: 'must be a date (YYYY-MM-DD)' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', birthdate: '2030-01-01' }, { birthdate: 'must not be in the future' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', hod_id: 'not-a-uuid' }, { hod_id: 'must be a uuid' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', classification: 'intern' }, { classification: 'must be employee or contractor' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', phone: '12' }, { phone: 'is not a possible number in its country' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', bank_details: { iban: 'GB28NWBK60161331926819' } }, { 'bank_details.iban': 'check digits do not match' }],
    [{ jurisdiction: 'GB', denomination_currency: 'GBP', full_name: 'A B', statutory_ids: { nino: 'BG123456A' } }, { 'statutory_ids.nino': 'prefix is never allocated' }],
    [
      { jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', compensation: [{ component_code: 'SALARY', amount_cents: 1 }, { component_code: 'BASIC', amount_cents: -1 }, { component_code: 'BASIC', amount_cents: 1.5, extra: 1 }] },
      {
        'compensation[0].component_code': 'must be one of BASIC, HOUSING, TRANSPORT, MEAL, OVERTIME, BONUS, COMMISSION, OTHER_ALLOWANCE, CONTRACT_FEE',
        'compensation[1].amount_cents': 'must not be negative',
        'compensation[2].amount_cents': 'must be an integer number of minor units',
        'compensation[2].extra': 'unknown field',
      },
    ],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', compensation: [{ component_code: 'BASIC', amount_cents: 2 ** 53 }] }, { 'compensation[0].amount_cents': 'must be an integer number of minor units' }],
    [{ jurisdiction: 'KE', denomination_currency: 'KES', full_name: 'A B', compensation: {} }, { compensation: 'must be an array' }],
  ])('refuses %j', (body, fields) => expect(create(body)).toEqual({ ok: false, fields }));

  it('names the allowed values of a jurisdiction’s enums', () => {
    expect(fieldsOf(create({ jurisdiction: 'SG', denomination_currency: 'SGD', full_name: 'Tan Wei Ling', tax_profile: { residency: 'pr' } }))).toEqual({
      'tax_profile.residency': 'must be one of citizen, pr_1, pr_2, pr_3, foreigner',
    });
  });

  it.each([null, [], 'text', 42])('refuses a body that is not an object: %j', (body) => expect(create(body)).toEqual({ ok: false, fields: { '': 'must be an object' } }));
});

describe('checkEmployeeWrite on update', () => {
  it('returns only what was sent', () => {
    expect(update({ staff_id: 'E-100', archived: true, end_date: null })).toEqual({ ok: true, value: { staff_id: 'E-100', archived: true, end_date: null } });
  });

  it('accepts the immutables at their current value and drops them', () => {
    expect(update({ jurisdiction: 'KE', denomination_currency: 'KES' })).toEqual({ ok: true, value: {} });
  });

  it('explains that changing an immutable is a migration, not an edit', () => {
    const fields = fieldsOf(update({ jurisdiction: 'NG', denomination_currency: 'NGN' }));
    expect(fields.jurisdiction).toMatch(/migration.*not an edit/);
    expect(fields.denomination_currency).toMatch(/migration.*not an edit/);
  });

  it('reads tax_profile, statutory_ids and phone in the stored jurisdiction', () => {
    expect(fieldsOf(update({ tax_profile: { tax_code: '1257L' } }))).toEqual({ 'tax_profile.tax_code': 'is not a KE tax_profile field' });
    expect(fieldsOf(update({ statutory_ids: { kra_pin: 'A12' } }))).toEqual({ 'statutory_ids.kra_pin': 'must be A or P, 9 digits and a letter' });
    const gb = update({ tax_profile: { tax_code: 'k475' }, phone: '07911 123456', statutory_ids: { nino: 'ab123456c' } }, { ...current, jurisdiction: 'GB', denomination_currency: 'GBP' });
    expect(gb.ok && [gb.value.tax_profile, gb.value.phone, gb.value.statutory_ids]).toEqual([
      { tax_code: 'K475', ni_category: 'A', week1_month1: false, student_loan_plans: [], pension_arrangement: 'none', pension_basis: 'qualifying_earnings', pension_employee_rate_bp: 500, pension_employer_rate_bp: 300 },
      '+447911123456',
      { values: { nino: 'AB123456C' }, tax_identifier_key: 'nino' },
    ]);
  });

  it('checks dates against the stored ones', () => {
    expect(fieldsOf(update({ end_date: '2024-12-31' }))).toEqual({ end_date: 'must not be before start_date' });
    expect(fieldsOf(update({ start_date: '2026-06-01' }, { ...current, end_date: '2026-05-31' }))).toEqual({ start_date: 'must not be after end_date' });
  });

  it('gives a component without an open row today as its default start', () => {
    const result = update({ compensation: [{ component_code: 'HOUSING', amount_cents: 5_000_000 }] });
    expect(result.ok && result.value.compensation?.default_effective_from).toBe(TODAY);
  });

  it('clears nullable fields with null', () => {
    expect(update({ phone: null, bank_details: null, statutory_ids: null, middle_name: null })).toEqual({
      ok: true,
      value: { phone: null, bank_details: null, statutory_ids: null, name: { title: 'Dr', first_name: 'Amina', middle_name: null, last_name: 'Otieno', suffix: null, full_name: 'Amina Otieno' } },
    });
  });
});

describe('reasons never echo submitted secrets', () => {
  // Distinctive values so an accidental echo cannot hide inside ordinary words of a reason.
  const secrets = {
    iban: 'GB28NWBK60161331926819',
    clabe: '032180000118359710',
    nuban: '7777014578',
    routing: '021000022',
    account: '98765432109876543210',
    phone: '+25400000000000000',
    kra: 'Z987654321Q',
    nino: 'BG987654A',
    utr: '2955839661',
    nric: 'S9999999Z',
    idNumber: '8503305044089',
  };

  it.each([
    ['KE', { phone: secrets.phone, bank_details: { iban: secrets.iban }, statutory_ids: { kra_pin: secrets.kra } }],
    ['KE', { bank_details: { clabe: secrets.clabe } }],
    ['NG', { bank_details: { nuban: secrets.nuban, bank_code: '011' } }],
    ['KE', { bank_details: { routing_number: secrets.routing, account_number: secrets.account } }],
    ['KE', { bank_details: { sort_code: secrets.routing, account_number: secrets.account } }],
    ['KE', { bank_details: { mobile_money_provider: 'mpesa', mobile_money_number: secrets.phone, mobile_money_name: 'A' } }],
    ['GB', { statutory_ids: { nino: secrets.nino, utr: secrets.utr } }],
    ['SG', { statutory_ids: { nric_fin: secrets.nric } }],
    ['ZA', { statutory_ids: { id_number: secrets.idNumber, tax_reference: secrets.utr } }],
  ] as const)('%s %j', (jurisdiction, extra) => {
    const currencies = { KE: 'KES', NG: 'NGN', GB: 'GBP', SG: 'SGD', ZA: 'ZAR' } as const;
    const result = create({ jurisdiction, denomination_currency: currencies[jurisdiction], full_name: 'Amina Otieno', ...extra });
    expect(result.ok).toBe(false);
    const text = JSON.stringify(result.ok ? {} : result.fields);
    for (const secret of Object.values(secrets)) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice(2, -2));
    }
  });
});
