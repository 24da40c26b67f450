import { describe, expect, it } from 'vitest';
import { gbPayslipFacts, gbTaxPeriod, maskedNino } from '../../domain/payroll/gbPayslipFacts.ts';
import { taxProfileSchemas } from '../../domain/jurisdictions.ts';
import { payslipDocument } from '../../documents/payslipDocument.ts';
import { samplePayslip, sampleRun } from './samplePayslip.ts';
import { requestOf, rulesEngine } from '../rules/harness.ts';

describe('GB payslip facts', () => {
  it.each([
    ['2025-04-30', 'Month 1 of 2025-26'],
    ['2025-05-05', 'Month 1 of 2025-26'],
    ['2025-05-06', 'Month 2 of 2025-26'],
    ['2025-12-31', 'Month 9 of 2025-26'],
    ['2026-03-31', 'Month 12 of 2025-26'],
    ['2026-04-05', 'Month 12 of 2025-26'],
    ['2026-04-06', 'Month 1 of 2026-27'],
  ])('tax period of a payment on %s: %s', (date, text) => expect(gbTaxPeriod(date)).toBe(text));

  it.each([
    ['weekly', '2025-04-12', 'Week 1 of 2025-26'],
    ['weekly', '2025-06-14', 'Week 10 of 2025-26'],
    ['weekly', '2026-04-05', 'Week 53 of 2025-26'],
    ['fortnightly', '2026-04-05', 'Week 54 of 2025-26'],
    ['fortnightly', '2025-04-19', 'Week 2 of 2025-26'],
    ['fortnightly', '2025-04-26', 'Week 4 of 2025-26'],
    ['four_weekly', '2025-05-03', 'Week 4 of 2025-26'],
    ['four_weekly', '2026-04-05', 'Week 56 of 2025-26'],
    ['monthly', '2025-07-31', 'Month 4 of 2025-26'],
  ] as const)('%s pay ending %s is numbered by its tax period: %s', (frequency, end, text) => expect(gbTaxPeriod(end, frequency)).toBe(text));

  it('a week 1 basis code on weekly pay says so', () => {
    const facts = gbPayslipFacts(taxProfileSchemas.GB.parse({ week1_month1: true }), null, '2025-04-12', 'weekly');
    expect(facts).toContainEqual({ label: 'Tax code', value: '1257L (week 1 basis)' });
    expect(facts).toContainEqual({ label: 'Tax period', value: 'Week 1 of 2025-26' });
  });

  it('masks the NI number to its last two digits and suffix', () => {
    expect(maskedNino('QQ123456C')).toBe('** ** ** 56 C');
    expect(maskedNino('qq 12 34 56 c')).toBe('** ** ** 56 C');
  });

  it('prints tax code, masked NI number, category, tax period, student loans and pension in plain words', () => {
    const profile = taxProfileSchemas.GB.parse({
      tax_code: 'S1257L', ni_category: 'M', student_loan_plans: ['plan_2', 'postgraduate'], pension_arrangement: 'salary_sacrifice',
    });
    expect(gbPayslipFacts(profile, maskedNino('AB123456C'), '2025-07-31')).toEqual([
      { label: 'Tax code', value: 'S1257L' },
      { label: 'NI number', value: '** ** ** 56 C' },
      { label: 'NI category', value: 'M (under 21)' },
      { label: 'Tax period', value: 'Month 4 of 2025-26' },
      { label: 'Student loan', value: 'Plan 2, Postgraduate loan' },
      { label: 'Pension', value: 'salary sacrifice: you 5%, employer 3% of qualifying earnings' },
    ]);
  });

  it('defaults: emergency code, no loans, no pension fact, NI number not given', () => {
    const facts = gbPayslipFacts(taxProfileSchemas.GB.parse({ week1_month1: true }), null, '2025-04-30');
    expect(facts).toContainEqual({ label: 'Tax code', value: '1257L (month 1 basis)' });
    expect(facts).toContainEqual({ label: 'NI number', value: 'not given' });
    expect(facts).toContainEqual({ label: 'Student loan', value: 'none' });
    expect(facts.map((f) => f.label)).not.toContain('Pension');
  });

  it('the printed payslip lists the stored facts under the employee', () => {
    const base = samplePayslip();
    const facts = [{ label: 'Tax code', value: '1257L' }, { label: 'NI number', value: '** ** ** 56 C' }];
    const document = payslipDocument(samplePayslip({ employee_snapshot: { ...base.employee_snapshot, statutory_facts: facts } }), sampleRun);
    expect(document.employee.facts).toEqual(expect.arrayContaining(facts));
    expect(payslipDocument(base, sampleRun).employee.facts.map((f) => f.label)).not.toContain('Tax code');
  });
});

// The line descriptions the payslip prints come from tables/GB/jurisdiction.yaml, in plain words.
describe('GB payslip line descriptions for loans and pension', () => {
  it('every loan and pension line reads in payroll words, with no engine codes', async () => {
    const engine = await rulesEngine();
    const [result] = engine.price([
      requestOf({
        name: 'descriptions', source: 'tables/GB/jurisdiction.yaml', jurisdiction: 'GB', periodEnd: '2025-04-30', components: { BASIC: '3000.00' },
        taxProfile: { pension_arrangement: 'relief_at_source', student_loan_plans: ['plan_2', 'postgraduate'] }, expect: {},
      }),
    ]);
    const described = Object.fromEntries(result!.lines.map((line) => [line.code, line.description]));
    expect(described).toMatchObject({
      STUDENT_LOAN: 'Student loan repayment',
      POSTGRADUATE_LOAN: 'Postgraduate loan repayment',
      PENSION_EMPLOYEE: 'Workplace pension contribution',
      PENSION_EMPLOYER: 'Employer workplace pension contribution',
      PENSION_TAX_RELIEF: 'Basic-rate tax relief added to your pension by the scheme',
      PENSIONABLE_PAY: 'Pay your pension contributions are worked out on',
    });
    for (const line of result!.lines) expect(line.description).not.toMatch(/[A-Z]+_[A-Z]+|ytd|micro|ppm/);
  });
});

describe('the NI category the engine priced with', () => {
  const profile = taxProfileSchemas.GB.parse({ ni_category: 'A' });
  const category = (applied: string | null) => gbPayslipFacts(profile, null, '2025-07-31', 'monthly', applied).find((f) => f.label === 'NI category')!.value;

  it('prints the applied letter with the recorded one when the age rules replaced it', () => {
    expect(category('C')).toBe('C (over State Pension age; recorded A)');
    expect(category('M')).toBe('M (under 21; recorded A)');
    expect(category('A')).toBe('A (standard)');
    expect(category(null)).toBe('A (standard)');
  });

  it('is reported by the engine, not worked out here: A recorded, born 1955, priced as C', async () => {
    const engine = await rulesEngine();
    const priced = (birthdate: string | undefined) => engine.price([requestOf({
      name: 'category', source: 'rules-wasm/assembly/jurisdictions/gb-ni-category.ts', jurisdiction: 'GB', periodEnd: '2025-07-31',
      components: { BASIC: '3000.00' }, taxProfile: { ni_category: 'A' }, birthdate, expect: {},
    })])[0]!;
    expect(priced('1955-03-01').appliedChoice).toEqual({ field: 'ni_category', value: 'C' });
    expect(priced('2006-01-15').appliedChoice).toEqual({ field: 'ni_category', value: 'M' });
    expect(priced('1985-06-30').appliedChoice).toEqual({ field: 'ni_category', value: 'A' });
    expect(priced(undefined).appliedChoice).toEqual({ field: 'ni_category', value: 'A' });
  });
});

// Every line of every country as the engine describes it: what a clerk reads, so no engine or statute jargon.
describe('line descriptions of all six countries', () => {
  it('read in plain words', async () => {
    const engine = await rulesEngine();
    const engineWording = /[A-Z]+_[A-Z]+|\bytd\b|micro|ppm|\bprimary\b|\bsecondary\b|Class 1|(?<![Tt]ax-)free pay|K-code|overriding limit|negative|\b(s|reg)\.\s?\d|Schedule|\bAct\b/;
    const plainly = engine.build.lines.filter((line) => engineWording.test(line.description)).map((line) => `${line.jurisdiction ?? '*'} ${line.code}: ${line.description}`);
    expect(plainly).toEqual([]);
    expect(new Set(engine.build.lines.map((line) => line.jurisdiction))).toEqual(new Set([null, 'GB', 'KE', 'ZA', 'NG', 'GH', 'SG']));
  });
});
