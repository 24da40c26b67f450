import { describe, expect, it } from 'vitest';
import { sgCpfSubmissionNumberProblem, uenOfCsn } from '../../domain/filings/sgCpfSubmissionNumber.ts';
import { employeeFilingInputs, employerReferenceCatalog } from '../../domain/filings/filingFieldCatalog.ts';
import { pencomLicensedPfas } from '../../domain/filings/ngPensionFundAdministrators.ts';
import { nigerianStates } from '../../domain/filings/ngStates.ts';
import { employeeIdType, organisationIdType, writeIr8a } from '../../documents/filings/sg/ir8a.ts';
import { writeCpfSummary } from '../../documents/filings/sg/cpfSummary.ts';
import { ngPensionSchedule, sevenWorkingDaysAfter } from '../../documents/filings/ng/pensionSchedule.ts';
import { ngPayeSchedule, writePayeSchedule } from '../../documents/filings/ng/payeSchedule.ts';
import { writeNhfSchedule } from '../../documents/filings/ng/nhfSchedule.ts';
import { payeMonthOf } from '../../documents/filings/ng/payeFigures.ts';
import { csvOf } from '../../documents/filings/returnCsv.ts';
import type { FiledPerson, FilingSource } from '../../documents/filings/periodicFiling.ts';
import type { PayslipRow, StoredLineItem } from '../../db/payslips.ts';

// The pure rules behind the SG and NG returns: the references' forms, the codes, the due dates, and the cases the
// integration tests do not reach (a payslip exempt at the minimum wage, a nil NHF month, a contractor).
const line = (code: string, kind: StoredLineItem['kind'], amount: number): StoredLineItem => ({ code, kind, description: null, amount_minor: amount, base_minor: amount, rate_applied: null, rule_version_ref: null });
const payslip = (lines: StoredLineItem[], extra: Partial<PayslipRow> = {}): PayslipRow =>
  ({
    gross_minor: lines.filter((l) => l.kind === 'earning').reduce((s, l) => s + l.amount_minor, 0),
    line_items: lines,
    period_start: '2025-09-01',
    employee_snapshot: { full_name: 'A Person', staff_id: null, classification: 'employee', department: null, position: null },
    ...extra,
  }) as PayslipRow;
const person = (payslips: PayslipRow[], extra: Partial<FiledPerson> = {}): FiledPerson => ({
  employeeId: '00000000-0000-4000-8000-000000000001', staffId: 'S-1', fullName: 'Ada Obi', firstName: 'Ada', lastName: 'Obi', position: 'Analyst', birthdate: '1990-01-01',
  startDate: '2020-01-01', endDate: null, statutoryIds: {}, taxProfile: {}, filingInputs: {}, payslips, ...extra,
});
const source = (people: FiledPerson[], employer: Record<string, string>, subdivision = ''): FilingSource => ({
  filingId: 'f', organizationName: 'Org', employer, subdivision, people,
  period: { start: '2025-09-01', end: '2025-09-30', taxYear: '2025', dueOn: '2025-10-10' },
  runs: [{ id: 'r', payDate: '2025-09-30', periodStart: '2025-09-01', periodEnd: '2025-09-30' }],
});

describe('SG references and codes', () => {
  it('takes a CSN of a UEN of any form, a three-letter payment type and a two-digit serial', () => {
    expect(sgCpfSubmissionNumberProblem('201912345KPTE01')).toBeNull();
    expect(sgCpfSubmissionNumberProblem('53123456APTE02')).toBeNull();
    expect(sgCpfSubmissionNumberProblem('T08LL1234APTE01')).toBeNull();
    expect(sgCpfSubmissionNumberProblem('PTE01')).toMatch(/UEN/u);
    expect(sgCpfSubmissionNumberProblem('201912345KPT01')).toMatch(/payment type/u);
    expect(uenOfCsn('53123456APTE02')).toBe('53123456A');
    expect(uenOfCsn('T08LL1234APTE01')).toBe('T08LL1234A');
    expect(employerReferenceCatalog.SG.find((f) => f.key === 'iras_authorised_phone')!.problem('6123 4567')).not.toBeNull();
  });

  it('codes the organisation and the employee as IRAS does', () => {
    expect(organisationIdType('53123456A')).toBe('7');
    expect(organisationIdType('201912345K')).toBe('8');
    expect(organisationIdType('T08LL1234A')).toBe('U');
    expect(employeeIdType('S1234567D')).toBe('1');
    expect(employeeIdType('T0123456A')).toBe('1');
    expect(employeeIdType('F1234567N')).toBe('2');
    expect(employeeIdType('M1234567K')).toBe('2');
  });

  it('leaves contractors out of the IR8A and the CPF summary', () => {
    const contractor = person([payslip([line('CONTRACT_FEE', 'earning', 100_000)], { employee_snapshot: { full_name: 'C', staff_id: null, classification: 'contractor', department: null, position: null } })]);
    expect(writeIr8a(source([contractor], {})).totals.employees).toBe(0);
    expect(writeCpfSummary(source([contractor], { uen: '201912345K', cpf_submission_number: '201912345KPTE01' })).totals.employees).toBe(0);
  });
});

describe('NG inputs, parts and due dates', () => {
  it('lists the 36 states and the FCT, and PenCom-licensed PFAs by code, plus NONE', () => {
    expect(nigerianStates).toHaveLength(37);
    expect(employeeFilingInputs.get('state_of_residence')!.problem('LA')).toBeNull();
    expect(employeeFilingInputs.get('state_of_residence')!.problem('LAGOS')).not.toBeNull();
    const pfa = employeeFilingInputs.get('pension_fund_administrator')!;
    expect(pfa.values).toEqual([...Object.keys(pencomLicensedPfas), 'NONE']);
    expect(Object.keys(pencomLicensedPfas)).toHaveLength(19);
    expect(pfa.problem('STANBIC_IBTC')).toBeNull();
    expect(pfa.problem('FIRST BANK')).not.toBeNull();
  });

  it('puts a person in their state\'s or PFA\'s part, nowhere while unknown, and outside the scheme in no PFA', () => {
    expect(ngPayeSchedule.subdivisionOf!({ filingInputs: { state_of_residence: 'OY' } })).toBe('OY');
    expect(ngPayeSchedule.subdivisionOf!({ filingInputs: {} })).toBeNull();
    expect(ngPensionSchedule.subdivisionOf!({ filingInputs: { pension_fund_administrator: 'ARM' } })).toBe('ARM');
    expect(ngPensionSchedule.subdivisionOf!({ filingInputs: {} })).toBeNull();
    expect(ngPensionSchedule.subdivisionOf!({ filingInputs: { pension_fund_administrator: 'NONE' } })).toBeUndefined();
  });

  it('dates the pension schedule 7 working days after the month, and PAYE the 10th', () => {
    expect(sevenWorkingDaysAfter('2025-10-31')).toBe('2025-11-11');
    expect(sevenWorkingDaysAfter('2025-11-30')).toBe('2025-12-09');
    expect(ngPensionSchedule.periodOf('2025-10-15')).toMatchObject({ start: '2025-10-01', end: '2025-10-31', dueOn: '2025-11-11' });
    expect(ngPayeSchedule.periodOf('2025-12-31')).toMatchObject({ start: '2025-12-01', dueOn: '2026-01-10', taxYear: '2025' });
  });

  it('relieves the whole gross of a payslip exempt at the minimum wage, and a twelfth of the chargeable income is taxed otherwise', () => {
    expect(payeMonthOf(payslip([line('BASIC', 'earning', 6_000_000), line('PAYE', 'deduction', 0)]))).toEqual({ gross: 6_000_000, reliefs: 6_000_000, taxable: 0, tax: 0 });
    const taxed = payeMonthOf(payslip([line('BASIC', 'earning', 50_000_000), line('CHARGEABLE_INCOME', 'informational', 400_000_007), line('PAYE', 'deduction', 7_000_000)]));
    expect(taxed).toEqual({ gross: 50_000_000, taxable: 33_333_334, reliefs: 16_666_666, tax: 7_000_000 });
  });

  it('blocks a PAYE schedule naming the employee without a TIN, and writes a nil NHF month with no rows', () => {
    const ada = person([payslip([line('BASIC', 'earning', 50_000_000)])]);
    const blocked = writePayeSchedule(source([ada], { employer_tin: '12345678-0001' }, 'LA'));
    expect(blocked.document).toBeNull();
    expect(blocked.blockers).toEqual([{ subject: `employee:${ada.employeeId}`, field: 'statutory_ids.tin', message: expect.stringContaining('Ada Obi') }]);
    const nil = writeNhfSchedule(source([ada], { employer_tin: '12345678-0001' }));
    expect(nil.totals).toEqual({ employees: 0, basic_salary_minor: 0, nhf_minor: 0 });
    expect(nil.document!.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('quotes a CSV field holding a comma or a quote (RFC 4180)', () => {
    expect(csvOf([['a,b', 'say "hi"', 'plain']])).toBe('"a,b","say ""hi""",plain\r\n');
  });
});
