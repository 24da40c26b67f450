import { describe, expect, it } from 'vitest';
import { checkEmployeeWrite } from '../support/employeeWrite.ts';

// The NG, GH and SG tax_profile fields employers need: defaults when absent, and errors naming the field.
const create = (body: unknown) => checkEmployeeWrite(body, { mode: 'create', today: '2026-11-23' });
const person = { first_name: 'A', last_name: 'B' };
const profileOf = (jurisdiction: string, denomination_currency: string, tax_profile: unknown) => {
  const result = create({ jurisdiction, denomination_currency, ...person, tax_profile });
  return result.ok ? result.value.tax_profile : result.fields;
};

describe('SG tax_profile', () => {
  it('defaults an SPR to graduated rates and accepts the joint elections', () => {
    expect(profileOf('SG', 'SGD', { residency: 'pr_1' })).toEqual({ residency: 'pr_1', spr_rates: 'graduated' });
    expect(profileOf('SG', 'SGD', { residency: 'pr_2', spr_rates: 'full_employer' })).toEqual({ residency: 'pr_2', spr_rates: 'full_employer' });
    expect(profileOf('SG', 'SGD', { residency: 'pr_1', spr_rates: 'full' })).toEqual({ residency: 'pr_1', spr_rates: 'full' });
  });

  it('names spr_rates and its options when the value is not one of them', () => {
    expect(profileOf('SG', 'SGD', { residency: 'pr_1', spr_rates: 'F/G' })).toEqual({ 'tax_profile.spr_rates': 'must be one of graduated, full_employer, full' });
  });
});

describe('NG tax_profile', () => {
  it('defaults to a pension scheme member with no voluntary contribution, life premium, rent or NHF', () => {
    expect(profileOf('NG', 'NGN', {})).toEqual({
      annual_rent_minor: 0, nhf: false, pension_member: true, pension_voluntary_minor: 0, annual_life_insurance_minor: 0,
    });
  });

  it.each([
    [{ pension_voluntary_minor: -1 }, { 'tax_profile.pension_voluntary_minor': 'must be at least 0' }],
    [{ annual_life_insurance_minor: 1.5 }, { 'tax_profile.annual_life_insurance_minor': 'must be an integer' }],
    [{ pension_member: 'yes' }, { 'tax_profile.pension_member': 'must be a boolean' }],
  ])('names the field of %j', (tax_profile, fields) => expect(profileOf('NG', 'NGN', tax_profile)).toEqual(fields));
});

describe('GH tax_profile', () => {
  it('defaults to a resident with no Tier 3 contributions', () => {
    expect(profileOf('GH', 'GHS', {})).toEqual({ resident: true, tier3_employee_minor: 0, tier3_employer_minor: 0 });
  });

  it.each([
    [{ tier3_employee_minor: -500 }, { 'tax_profile.tier3_employee_minor': 'must be at least 0' }],
    [{ tier3_employer_minor: '500' }, { 'tax_profile.tier3_employer_minor': 'must be a number' }],
  ])('names the field of %j', (tax_profile, fields) => expect(profileOf('GH', 'GHS', tax_profile)).toEqual(fields));
});
