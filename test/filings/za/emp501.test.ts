import { describe, expect, it } from 'vitest';
import { writeEmp501 } from '../../../documents/filings/za/emp501.ts';
import { writeEmp201 } from '../../../documents/filings/za/emp201.ts';
import { validateEmp501 } from '../../../documents/filings/za/emp501Validator.ts';
import { emp201PeriodOf, emp501InterimPeriodOf, emp501PeriodOf } from '../../../documents/filings/za/sarsPeriods.ts';
import { zaPayeReferenceProblem, zaSdlReferenceProblem, zaUifReferenceProblem } from '../../../domain/filings/zaEmployerReferences.ts';
import type { FiledPerson, FilingSource } from '../../../documents/filings/periodicFiling.ts';
import type { PayslipRow, StoredLineItem } from '../../../db/payslips.ts';

// The EMP501 tax certificate file and the EMP201 figures, written from payslips and checked by the validator of the
// PAYE Employer Reconciliation BRS V23.0.0 rules (documents/filings/za/SOURCES.md). Pure: no database.
const line = (code: string, kind: StoredLineItem['kind'], amount_minor: number): StoredLineItem => ({ code, kind, description: null, amount_minor, base_minor: 0, rate_applied: null, rule_version_ref: null });
const payslip = (month: string, lines: StoredLineItem[], classification: 'employee' | 'contractor' = 'employee') =>
  ({ period_start: `${month}-01`, period_end: `${month}-28`, pay_date: `${month}-25`, line_items: lines, employee_snapshot: { full_name: 'x', staff_id: null, classification, department: null, position: null } }) as unknown as PayslipRow;

const thabo: FiledPerson = {
  employeeId: '0b6a3c1e-8f7d-4c2a-9e51-3d2f1a0b9c87', staffId: 'ZA-001', fullName: 'Thabo Mokoena', firstName: 'Thabo', lastName: 'Mokoena', position: null,
  birthdate: '1988-04-12', startDate: '2019-01-07', endDate: null,
  statutoryIds: { tax_reference: '0112387659', id_number: '8804125123080' }, taxProfile: {},
  filingInputs: { residential_street: 'Jan Smuts Avenue', residential_city: 'Johannesburg', residential_postal_code: '2193' },
  payslips: ['2025-09', '2025-10'].map((m) => payslip(m, [line('BASIC', 'earning', 8_500_050), line('TRANSPORT', 'earning', 350_000), line('PAYE', 'deduction', 1_912_345), line('UIF_EMPLOYEE', 'deduction', 17_712), line('UIF_EMPLOYER', 'employer_cost', 17_712), line('SDL', 'employer_cost', 88_500), line('MEDICAL_TAX_CREDIT', 'informational', 109_500)])),
};
const sipho: FiledPerson = {
  ...thabo, employeeId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', staffId: 'ZA-004', fullName: 'Sipho Ndlovu', firstName: 'Sipho Themba Jacob', lastName: 'Ndlovu', birthdate: '1991-07-23', startDate: '2025-10-01',
  statutoryIds: { id_number: '9107230114088' },
  payslips: [payslip('2025-10', [line('BASIC', 'earning', 600_000), line('UIF_EMPLOYEE', 'deduction', 6_000), line('UIF_EMPLOYER', 'employer_cost', 6_000), line('SDL', 'employer_cost', 6_000)])],
};
const employer = {
  paye_reference: '7000000002', sdl_reference: 'L000000002', uif_reference: 'U000000002', contact_person: 'Naledi Khumalo', contact_number: '0115550123',
  contact_email: 'payroll@example.co.za', business_street: 'Rivonia Road', business_city: 'Sandton', business_postal_code: '2196', sic7_code: '62010',
};
const source = (overrides: Partial<FilingSource> = {}): FilingSource => ({
  filingId: 'f', organizationName: 'Acme (Pty) Ltd', employer, period: emp501PeriodOf('2025-10-25'), subdivision: '', runs: [], people: [thabo, sipho], ...overrides,
});
const linesOf = (people: FiledPerson[], code: string) => people.flatMap((p) => p.payslips).flatMap((p) => p.line_items).filter((l) => l.code === code).reduce((s, l) => s + l.amount_minor, 0);

describe('the EMP501 certificate file', () => {
  const written = writeEmp501(source());
  const file = written.document!;
  const records = file.split('\r\n').filter(Boolean);

  it('has the header, one record per employee and the trailer, and passes every BRS rule the validator applies', () => {
    expect(written.blockers).toEqual([]);
    expect(records).toHaveLength(4);
    expect(records[0]).toMatch(/^2010,"Acme \(Pty\) Ltd",2015,"LIVE",2020,7000000002,2022,"L000000002",2024,"U000000002",.*2030,2026,2031,202602,.*,9999$/u);
    expect(records[3]).toMatch(/^6010,4,6020,\d+,6030,\d+\.\d{2},9999$/u);
    expect(validateEmp501(file)).toEqual([]);
  });

  it('reports the payslips: income in whole rands, PAYE, UIF (both shares), SDL in rands and cents, 4149 their sum', () => {
    const thaboRecord = records[1]!;
    expect(thaboRecord).toMatch(/^3010,"70000000022026020B6A3C1E8F7D4C",3015,"IRP5",3020,"A",3025,2026,3030,"Mokoena",3040,"Thabo",3050,"T",3060,8804125123080,3080,19880412,3100,0112387659,/u);
    // 2 x 85,000.50 = 170,001.00 rands; the transport allowance is an other allowance (3713): 7,000.
    expect(thaboRecord).toContain(',3601,170001,3713,7000,3698,177001,3699,177001,4102,38246.90,4116,2190.00,4141,708.48,4142,1770.00,4149,40725.38,9999');
    expect(records[2]).toContain('3015,"IT3(a)"');
    expect(records[2]).toContain('3040,"Sipho Themba",3050,"ST"');
    expect(records[2]).toContain(',3170,20251001,3180,20260228,3200,12.0000,3210,1.0000,');
    expect(records[2]).toMatch(/,4149,\d+\.\d{2},4150,02,9999$/u);
    const people = [thabo, sipho];
    expect(written.totals).toMatchObject({
      certificates: 2, irp5: 1, it3a: 1,
      paye_minor: linesOf(people, 'PAYE'), uif_employee_minor: linesOf(people, 'UIF_EMPLOYEE'), uif_employer_minor: linesOf(people, 'UIF_EMPLOYER'), sdl_minor: linesOf(people, 'SDL'),
      medical_tax_credit_minor: linesOf(people, 'MEDICAL_TAX_CREDIT'),
      gross_minor: people.flatMap((p) => p.payslips).flatMap((p) => p.line_items).filter((l) => l.kind === 'earning').reduce((s, l) => s + l.amount_minor, 0),
    });
  });

  it('is refused by the validator for each rule broken', () => {
    const breaks: [string, (f: string) => string, RegExp][] = [
      ['a negative amount', (f) => f.replace(',3601,170001,', ',3601,-170001,'), /3601.*negative/u],
      ['cents on a rands code', (f) => f.replace(',3601,170001,', ',3601,170001.50,'), /3601.*whole rands/u],
      ['no cents on PAYE', (f) => f.replace(',4102,38246.90,', ',4102,38246,'), /4102.*two cents digits/u],
      ['a mandatory code left out', (f) => f.replace(',3030,"Mokoena"', ''), /mandatory code 3030/u],
      ['a pipe in free text', (f) => f.replace('"Mokoena"', '"Mok|oena"'), /3030.*comma, pipe/u],
      ['letters in a numeric field', (f) => f.replace('2082,62010', '2082,62A10'), /2082.*numeric/u],
      ['a digit in an alpha field', (f) => f.replace('3050,"T"', '3050,"T1"'), /3050.*alpha/u],
      ['an unquoted text', (f) => f.replace('3030,"Mokoena"', '3030,Mokoena'), /3030.*double quotes/u],
      ['a period not February or August', (f) => f.replace('2031,202602', '2031,202603'), /2031/u],
      ['a transaction year not CCYY', (f) => f.replace('2030,2026', '2030,26'), /2030/u],
      ['a certificate number of another employer', (f) => f.replace('70000000022026020B6A3C1E8F7D4C', '71234567842026020B6A3C1E8F7D4C'), /3010/u],
      ['a PAYE reference failing the modulus 10 test', (f) => f.replaceAll('7000000002', '7000000003'), /2020: check digit/u],
      ['an SDL number of another PAYE reference', (f) => f.replace('"L000000002"', '"L123456784"'), /2022: must end in the same 9 digits/u],
      ['4149 not the sum of tax, UIF and SDL', (f) => f.replace(',4149,40725.38,', ',4149,40725.39,'), /4149/u],
      ['a wrong record count', (f) => f.replace('6010,4,', '6010,3,'), /6010/u],
      ['a wrong code total', (f) => f.replace(/6020,(\d+),/u, (_, n) => `6020,${Number(n) + 1},`), /6020/u],
      ['a wrong amount total', (f) => f.replace(/6030,(\d+)\.(\d{2}),/u, (_, r, c) => `6030,${r}.${c === '00' ? '01' : '00'},`), /6030/u],
      ['a zero amount completed', (f) => f.replace(',3713,7000,', ',3713,0,'), /3713.*zero/u],
      ['a missing trailer', (f) => f.split('\r\n').slice(0, 3).join('\r\n') + '\r\n', /6010|trailer/u],
      ['an IT3(a) without its reason code', (f) => f.replace(',4150,02,', ','), /4150/u],
    ];
    for (const [what, broken, error] of breaks) {
      const errors = validateEmp501(broken(file));
      expect(errors.join('\n'), what).toMatch(error);
    }
  });

  it('is not written while an input is missing: each blocker names the employee or employer and the field', () => {
    const lacking = writeEmp501(source({
      employer: { paye_reference: '7000000002', uif_reference: 'U123456784' },
      people: [{ ...thabo, statutoryIds: { id_number: thabo.statutoryIds.id_number! }, filingInputs: {} }, sipho],
    }));
    expect(lacking.document).toBeNull();
    const named = lacking.blockers.map((b) => `${b.subject} ${b.field}`);
    expect(named).toEqual(expect.arrayContaining([
      'employer sdl_reference', 'employer uif_reference', 'employer contact_person', 'employer contact_number', 'employer business_street', 'employer sic7_code',
      `employee:${thabo.employeeId} statutory_ids.tax_reference`, `employee:${thabo.employeeId} filing_inputs.residential_street`,
      `employee:${thabo.employeeId} filing_inputs.residential_city`, `employee:${thabo.employeeId} filing_inputs.residential_postal_code`,
    ]));
    expect(named).not.toContain(`employee:${sipho.employeeId} statutory_ids.tax_reference`);
  });
});

describe('the interim EMP501 (March to August)', () => {
  it('reports period CCYY08 of the tax year with certificate numbers ending the period in 08, and passes the validator', () => {
    const summer = (p: FiledPerson): FiledPerson => ({ ...p, startDate: '2019-01-07', payslips: p.payslips.map((s, i) => ({ ...s, period_start: `2025-0${7 + i}-01`, period_end: `2025-0${7 + i}-28` })) });
    const written = writeEmp501(source({ period: emp501InterimPeriodOf('2025-07-25')!, people: [summer(thabo), summer(sipho)] }), '08');
    expect(written.blockers).toEqual([]);
    expect(written.document).toContain('2030,2026,2031,202508,');
    expect(written.document).toContain('3010,"70000000022026080B6A3C1E8F7D4C"');
    expect(written.document).toContain(',3170,20250301,3180,20250831,');
    expect(validateEmp501(written.document!)).toEqual([]);
    // The annual file's certificate number (02) is refused in an interim file (08).
    expect(validateEmp501(written.document!.replace('2026080B6A3C1E8F7D4C', '2026020B6A3C1E8F7D4C')).join('\n')).toMatch(/3010/u);
  });

  it('takes only runs paid March to August: a run paid later is in the annual reconciliation alone', () => {
    expect(emp501InterimPeriodOf('2025-03-01')).toEqual({ start: '2025-03-01', end: '2025-08-31', taxYear: '2026', dueOn: '2025-10-31' });
    expect(emp501InterimPeriodOf('2025-09-25')).toBeNull();
    expect(emp501InterimPeriodOf('2026-02-25')).toBeNull();
  });
});

describe('the EMP201 figures', () => {
  it('sum the month\'s payslips: PAYE, SDL, UIF (employee and employer) and the total, in the form\'s order', () => {
    const people = [{ ...thabo, payslips: thabo.payslips.slice(1) }, sipho];
    const written = writeEmp201({ ...source({ people }), period: emp201PeriodOf('2025-10-25') });
    const declaration = JSON.parse(written.document!);
    expect(Object.keys(declaration).slice(0, 12)).toEqual(['form', 'paye_reference', 'sdl_reference', 'uif_reference', 'trading_name', 'tax_period', 'year_of_assessment', 'paye_liability', 'sdl_liability', 'uif_liability', 'eti_utilised', 'payroll_tax_liability']);
    expect(declaration).toMatchObject({ tax_period: '202510', year_of_assessment: '2026', paye_liability: '19123.45', sdl_liability: '945.00', uif_liability: '474.24', payroll_tax_liability: '20542.69' });
    expect(written.totals).toEqual({ employees: 2, paye_minor: linesOf(people, 'PAYE'), sdl_minor: linesOf(people, 'SDL'), uif_employee_minor: linesOf(people, 'UIF_EMPLOYEE'), uif_employer_minor: linesOf(people, 'UIF_EMPLOYER'), uif_minor: linesOf(people, 'UIF_EMPLOYEE') + linesOf(people, 'UIF_EMPLOYER'), total_minor: linesOf(people, 'PAYE') + linesOf(people, 'SDL') + linesOf(people, 'UIF_EMPLOYEE') + linesOf(people, 'UIF_EMPLOYER') });
    expect(writeEmp201({ ...source({ people, employer: {} }), period: emp201PeriodOf('2025-10-25') }).blockers.map((b) => b.field)).toEqual(['paye_reference', 'sdl_reference', 'uif_reference']);
  });

  it('covers the calendar month, due on the 7th after; the EMP501 the SARS year to February, due 31 May', () => {
    expect(emp201PeriodOf('2026-02-25')).toEqual({ start: '2026-02-01', end: '2026-02-28', taxYear: '2026', dueOn: '2026-03-07' });
    expect(emp201PeriodOf('2026-03-25').taxYear).toBe('2027');
    expect(emp501PeriodOf('2028-01-31')).toEqual({ start: '2027-03-01', end: '2028-02-29', taxYear: '2028', dueOn: '2028-05-31' });
  });
});

describe('SARS employer references', () => {
  it('take the modulus 10 test after the 7, L or U is read as 4, with a clear reason', () => {
    expect([zaPayeReferenceProblem('7000000002'), zaSdlReferenceProblem('L000000002'), zaUifReferenceProblem('U123456784')]).toEqual([null, null, null]);
    expect(zaPayeReferenceProblem('7000000008')).toMatch(/check digit/u);
    expect(zaPayeReferenceProblem('6000000002')).toBe('must be 10 digits starting with 7');
    expect(zaSdlReferenceProblem('7000000002')).toBe('must be L and 9 digits');
    expect(zaUifReferenceProblem('U00000000')).toBe('must be U and 9 digits');
  });
});
