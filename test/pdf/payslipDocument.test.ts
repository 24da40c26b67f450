import { describe, expect, it } from 'vitest';
import { payslipDocument, payslipFileName } from '../../documents/payslipDocument.ts';
import { isCountAccumulator, yearToDateLabel } from '../../documents/yearToDateLabels.ts';
import { longDate, periodText, wholeMonth } from '../../documents/calendarText.ts';
import { subsetTag } from '../../documents/font.ts';
import { samplePayslip, sampleRun } from './samplePayslip.ts';

describe('year-to-date labels come from the stored accumulator names', () => {
  it.each([
    ['taxable_pay', 'Taxable pay'],
    ['taxable_pay_to_date', 'Taxable pay to date'],
    ['paye', 'PAYE'],
    ['nssf_employee', 'NSSF employee'],
    ['ahl_employee', 'AHL employee'],
    ['ni_employer', 'NI employer'],
    ['cpf_ow_subject', 'CPF OW subject'],
    ['ssnit_employee', 'SSNIT employee'],
    ['uif_employer', 'UIF employer'],
    ['gross_pay', 'Gross pay'],
    ['sdl', 'SDL'],
  ])('%s -> %s', (name, label) => {
    expect(yearToDateLabel(name)).toBe(label);
  });

  it.each([
    ['periods_paid', true], ['weeks_worked', true], ['pay_count', true],
    ['paye', false], ['taxable_pay', false], ['daysmith', false],
  ])('%s is a count: %s', (name, count) => {
    expect(isCountAccumulator(name)).toBe(count);
  });
});

describe('calendar text without the runtime locale', () => {
  it.each([
    ['2025-07-31', '31 July 2025'],
    ['2024-02-29', '29 February 2024'],
    ['2026-01-01', '1 January 2026'],
  ])('%s -> %s', (date, text) => expect(longDate(date)).toBe(text));

  it.each([
    ['2025-07-01', '2025-07-31', '2025-07', 'July 2025'],
    ['2024-02-01', '2024-02-29', '2024-02', 'February 2024'],
    ['2025-02-01', '2025-02-28', '2025-02', 'February 2025'],
    ['2025-07-01', '2025-07-14', null, '1 July 2025 – 14 July 2025'],
    ['2025-07-15', '2025-07-31', null, '15 July 2025 – 31 July 2025'],
  ])('%s..%s', (start, end, month, text) => {
    expect(wholeMonth(start, end)).toBe(month);
    expect(periodText(start, end)).toBe(text);
  });
});

describe('the printed payslip, from the stored rows only', () => {
  const document = payslipDocument(samplePayslip(), sampleRun);

  it('prints the people, the period and the pay date', () => {
    expect(document.organizationName).toBe('Savannah Logistics Ltd');
    expect(document.employee.name).toBe('Adébáyọ̀ Nguyễn-Ōkubo Müller'.normalize('NFC'));
    expect(document.employee.facts).toContainEqual({ label: 'Staff ID', value: 'KE-00042' });
    expect(document.period).toContainEqual({ label: 'Pay date', value: '28 July 2025' });
    expect(document.period).toContainEqual({ label: 'Pay period', value: 'July 2025' });
    expect(document.issuedAt.toISOString()).toBe('2025-07-25T09:30:00.000Z');
  });

  it('tables each kind of line with its base and rate, and totals from the stored figures', () => {
    expect(document.sections.map((s) => s.title)).toEqual(['Earnings', 'Deductions', 'Employer contributions', 'For information']);
    const [earnings, deductions, employer] = document.sections;
    expect(earnings!.lines[0]).toEqual({ description: 'Basic salary', base: '', rate: '', amount: '150,000.00', notes: [] });
    expect(earnings!.total).toEqual({ label: 'Gross pay', amount: 'KES 170,000.00' });
    expect(deductions!.lines).toContainEqual({
      description: 'PAYE income tax (Income Tax Act, Third Schedule Head B)', base: '158,455.00', rate: '30%', amount: '39,919.85', notes: [],
    });
    expect(deductions!.total).toEqual({ label: 'Total deductions', amount: 'KES 51,464.85' });
    expect(employer!.total).toEqual({ label: 'Total employer cost', amount: 'KES 6,870.00' });
    expect(document.netPay).toBe('KES 118,535.15');
  });

  it('shows the payment in its own currency with the rate used', () => {
    expect(document.payment).toEqual([
      { label: 'Income tax withheld', value: 'KES 39,919.85' },
      { label: 'Amount paid', value: 'USD 964.57' },
      { label: 'Exchange rate used', value: '129.5' },
    ]);
    const local = payslipDocument(samplePayslip({ payment_currency: 'KES', payment_minor: 11_853_515, fx_rate_used: null }), sampleRun);
    expect(local.payment.map((row) => row.label)).toEqual(['Income tax withheld', 'Amount paid']);
  });

  it('labels year to date from the accumulators, sorted, as money', () => {
    expect(document.yearToDate.rows).toContainEqual({ label: 'Taxable pay', value: 'KES 1,109,185.00' });
    expect(document.yearToDate.rows).toContainEqual({ label: 'NSSF employee', value: 'KES 30,240.00' });
    expect(document.yearToDate.rows.map((r) => r.label)).toEqual([
      'AHL employee', 'Gross pay', 'Health contribution', 'NSSF employee', 'PAYE', 'Taxable pay', 'Withholding tax',
    ]);
    const counted = payslipDocument(samplePayslip({ ytd_after: { periods_paid: 7 } }), sampleRun);
    expect(counted.yearToDate.rows).toEqual([{ label: 'Periods paid', value: '7' }]);
  });

  it('cites every recorded rule version in the small print, with the lines it priced', () => {
    const text = document.smallPrint.join('\n');
    expect(text).toContain('KE/paye@2023-07-01#344c1f3d2e33 (PAYE)');
    expect(text).toContain('KE/nssf@2025-02-01#92d7257ab685 (NSSF_TIER_I, NSSF_TIER_II, NSSF_TIER_I_EMPLOYER, NSSF_TIER_II_EMPLOYER)');
    expect(text).toContain('31 July 2025');
  });

  it('composes a name typed in decomposed form (NFD) before printing it', () => {
    const typed = samplePayslip({ employee_snapshot: { ...samplePayslip().employee_snapshot, full_name: 'Nguyễn Văn An'.normalize('NFD') } });
    expect(payslipDocument(typed, sampleRun).employee.name).toBe('Nguyễn Văn An'.normalize('NFC'));
  });
});

describe('file name and subset tag', () => {
  it.each([
    ['KE-00042', '2025-07-01', '2025-07-31', 'payslip-KE-00042-2025-07.pdf'],
    ['ÅB 12/ß', '2025-07-01', '2025-07-14', 'payslip-AB-12-2025-07-01_2025-07-14.pdf'],
    [null, '2025-07-01', '2025-07-31', 'payslip-01981f5e-7a1c-7d3b-8e2f-4a5b6c7d8e9f-2025-07.pdf'],
    ['"; x', '2025-07-01', '2025-07-31', 'payslip-x-2025-07.pdf'],
  ])('staff id %s, %s..%s -> %s', (staffId, start, end, name) => {
    const payslip = samplePayslip({ period_start: start, period_end: end });
    payslip.employee_snapshot = { ...payslip.employee_snapshot, staff_id: staffId };
    expect(payslipFileName(payslip)).toBe(name);
  });

  it('is six capitals, fixed by the payslip id and distinct per font', () => {
    const id = '01981f5e-7a1c-7d3b-8e2f-4a5b6c7d8e9f';
    expect(subsetTag(id, 0)).toMatch(/^[A-Z]{6}$/);
    expect(subsetTag(id, 0)).toBe(subsetTag(id, 0));
    expect(subsetTag(id, 0)).not.toBe(subsetTag(id, 1));
    expect(subsetTag(id, 0)).not.toBe(subsetTag('01981f5e-7a1c-7d3b-8e2f-4a5b6c7d8e90', 0));
  });
});
