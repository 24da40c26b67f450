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
