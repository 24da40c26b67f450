import { describe, expect, it } from 'vitest';
import { taxProfileSchemas } from '../../domain/jurisdictions.ts';

// GB tax_profile validation (issue 10): every new field validated on write, named in the error,
// and defaulted to the authority's default when absent.
const parse = (profile: unknown) => taxProfileSchemas.GB.safeParse(profile);
const firstError = (profile: unknown) => {
  const result = parse(profile);
  return result.success ? null : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
};

describe('GB tax codes', () => {
  it.each(['S1257L', 'S0T', 'SK100', 'SBR', 'SD0', 'SD1', 'SD2', 'SD3', 's1257l m1', 'C1257L', '1257L', 'BR', 'D0', 'D1', 'NT', 'K475 W1'])('accepts %s', (code) => {
    expect(parse({ tax_code: code }).success).toBe(true);
  });
  it.each(['D2', 'D3', 'CD2', 'SD4', 'S1257Q', 'X1257L', 'SS1257L'])('rejects %s naming tax_code', (code) => {
    expect(firstError({ tax_code: code })).toEqual({ path: 'tax_code', message: expect.stringContaining('not a valid HMRC tax code') });
  });
});

describe('GB student_loan_plans', () => {
  it('defaults to no plans', () => {
    expect(taxProfileSchemas.GB.parse({}).student_loan_plans).toEqual([]);
  });
  it('accepts a plan with the postgraduate loan', () => {
    expect(taxProfileSchemas.GB.parse({ student_loan_plans: ['plan_2', 'postgraduate'] }).student_loan_plans).toEqual(['plan_2', 'postgraduate']);
  });
  it.each([
    [['plan_3'], 'student_loan_plans.0', 'must be one of plan_1, plan_2, plan_4, plan_5, postgraduate'],
    [['plan_1', 'plan_1'], 'student_loan_plans', 'must not repeat a plan'],
  ])('rejects %j naming the field', (plans, path, message) => {
    expect(firstError({ student_loan_plans: plans })).toEqual({ path, message });
  });
  it('rejects a non-array', () => {
    expect(firstError({ student_loan_plans: 'plan_2' })?.path).toBe('student_loan_plans');
  });
});

describe('GB pension fields', () => {
  it('defaults: not enrolled, qualifying earnings, 5% / 3%', () => {
    expect(taxProfileSchemas.GB.parse({})).toMatchObject({
      pension_arrangement: 'none',
      pension_basis: 'qualifying_earnings',
      pension_employee_rate_bp: 500,
      pension_employer_rate_bp: 300,
    });
  });
  it.each([
    [{ pension_arrangement: 'group_personal' }, 'pension_arrangement', 'must be one of none, relief_at_source, net_pay, salary_sacrifice'],
    [{ pension_basis: 'basic_pay' }, 'pension_basis', 'must be qualifying_earnings or whole_pay'],
    [{ pension_employee_rate_bp: 5.5 }, 'pension_employee_rate_bp', 'must be a whole number of basis points (500 = 5%)'],
    [{ pension_employee_rate_bp: '500' }, 'pension_employee_rate_bp', 'must be a whole number of basis points (500 = 5%)'],
    [{ pension_employer_rate_bp: -1 }, 'pension_employer_rate_bp', 'must be between 0 and 10000 (100%)'],
    [{ pension_employer_rate_bp: 10_001 }, 'pension_employer_rate_bp', 'must be between 0 and 10000 (100%)'],
  ])('rejects %j naming the field', (profile, path, message) => {
    expect(firstError(profile)).toEqual({ path, message });
  });
});
