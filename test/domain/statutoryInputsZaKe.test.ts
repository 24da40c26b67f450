import { describe, expect, it } from 'vitest';
import { checkEmployeeWrite } from '../support/employeeWrite.ts';

// The ZA and KE employer inputs of issue 10: accepted with their defaults, bad values named by field.
const create = (body: Record<string, unknown>) => checkEmployeeWrite({ first_name: 'A', last_name: 'B', ...body }, { mode: 'create', today: '2026-11-23' });
const za = (tax_profile: unknown) => create({ jurisdiction: 'ZA', denomination_currency: 'ZAR', tax_profile });
const ke = (tax_profile: unknown) => create({ jurisdiction: 'KE', denomination_currency: 'KES', tax_profile });

describe('ZA and KE tax_profile inputs', () => {
  it('accepts the ZA retirement fund contributions and SDL exemption', () => {
    const result = za({ retirement_fund_contributions_minor: 250_000, sdl_exempt_employer: true });
    expect(result.ok && result.value.tax_profile).toEqual({ medical_scheme_member: false, retirement_fund_contributions_minor: 250_000, sdl_exempt_employer: true });
  });

  it('accepts the KE pension, mortgage interest and post-retirement medical fund amounts', () => {
    const result = ke({ pension_contributions_minor: 1_000_000, mortgage_interest_minor: 2_500_000, post_retirement_medical_fund_minor: 500_000 });
    expect(result.ok && result.value.tax_profile).toEqual({
      insurance_premiums_minor: 0,
      disability_exemption: false,
      pension_contributions_minor: 1_000_000,
      mortgage_interest_minor: 2_500_000,
      post_retirement_medical_fund_minor: 500_000,
    });
  });

  it.each([
    ['ZA', { retirement_fund_contributions_minor: -1 }, 'tax_profile.retirement_fund_contributions_minor'],
    ['ZA', { retirement_fund_contributions_minor: 10.5 }, 'tax_profile.retirement_fund_contributions_minor'],
    ['ZA', { sdl_exempt_employer: 'yes' }, 'tax_profile.sdl_exempt_employer'],
    ['KE', { pension_contributions_minor: -100 }, 'tax_profile.pension_contributions_minor'],
    ['KE', { mortgage_interest_minor: '30000' }, 'tax_profile.mortgage_interest_minor'],
    ['KE', { post_retirement_medical_fund_minor: 1.25 }, 'tax_profile.post_retirement_medical_fund_minor'],
    ['KE', { retirement_fund_contributions_minor: 1 }, 'tax_profile.retirement_fund_contributions_minor'],
    ['ZA', { mortgage_interest_minor: 1 }, 'tax_profile.mortgage_interest_minor'],
  ])('%s %o is rejected naming %s', (jurisdiction, profile, field) => {
    const result = jurisdiction === 'ZA' ? za(profile) : ke(profile);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields)).toEqual([field]);
  });
});
