import { mkdir, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { payslipDocument } from '../../documents/payslipDocument.ts';
import { renderPayslipPdf } from '../../documents/payslipPdf.ts';
import { margin } from '../../documents/pdfSheet.ts';
import type { PayslipRow, StoredLineItem } from '../../db/payslips.ts';
import type { PaymentDestination } from '../../domain/employees/bankDetails/maskedDestination.ts';
import { daysInclusive } from '../../domain/payroll/calendarDays.ts';
import { samplePayslip, sampleRun } from './samplePayslip.ts';
import { overlappingWords, type PlacedPage, pdfWords } from './pdfWords.ts';
import { pdfPagePng } from './pdfInspection.ts';

// The longest values a client can store (limits of POST /employees and organization units), in wide letters.
const repeatWords = (word: string, length: number) => Array.from({ length: Math.ceil(length / (word.length + 1)) }, () => word).join(' ').slice(0, length).trim();
const longest = {
  full_name: `${'W'.repeat(40)} ${repeatWords('Wẃẅŵ', 100)} ${'Ẃ'.repeat(100)} ${repeatWords('Müller-Ōkubo', 100)} ${'M'.repeat(20)}`,
  staff_id: 'W'.repeat(64),
  department: repeatWords('Wholesale', 200),
  position: 'M'.repeat(200),
  organization: repeatWords('Worldwide', 200),
};
const maxAmount = 1_000_000_000_000;

const line = (i: number, overrides: Partial<StoredLineItem> = {}): StoredLineItem => ({
  code: `ALLOWANCE_${i}`, kind: 'earning', description: `Allowance number ${i + 1}`, amount_minor: 1_000 * (i + 1),
  base_minor: 1_000 * (i + 1), rate_applied: null, rule_version_ref: null, ...overrides,
});

const countries: { code: string; currency: string; period: [string, string]; payDate: string; destination: PaymentDestination }[] = [
  { code: 'GB', currency: 'GBP', period: ['2025-09-01', '2025-09-30'], payDate: '2025-09-30', destination: { scheme: 'sort_code', institution: '12-34-56', account_ending: '4321' } },
  { code: 'KE', currency: 'KES', period: ['2025-07-01', '2025-07-31'], payDate: '2025-07-28', destination: { scheme: 'mobile_money', institution: 'mpesa', account_ending: '5678' } },
  { code: 'ZA', currency: 'ZAR', period: ['2025-12-29', '2026-01-04'], payDate: '2026-01-05', destination: { scheme: 'iban', institution: 'ZA', account_ending: '3000' } },
  { code: 'NG', currency: 'NGN', period: ['2026-02-01', '2026-02-28'], payDate: '2026-02-27', destination: { scheme: 'nuban', institution: '058', account_ending: '6789' } },
  { code: 'GH', currency: 'GHS', period: ['2025-11-17', '2025-11-30'], payDate: '2025-12-01', destination: { scheme: 'mobile_money', institution: 'mtn_momo', account_ending: '4567' } },
  { code: 'SG', currency: 'SGD', period: ['2025-09-01', '2025-09-30'], payDate: '2025-09-30', destination: { scheme: 'canadian', institution: '001-12345', account_ending: '4567' } },
];

// GB's statutory facts as gbPayslipFacts prints the longest of them.
const gbFacts = [
  { label: 'Tax code', value: 'K1257 (month 1 basis)' }, { label: 'NI number', value: '** ** ** 56 C' },
  { label: 'NI category', value: 'I (freeport, reduced rate)' }, { label: 'Tax period', value: 'Month 6 of 2025-26' },
  { label: 'Student loan', value: 'Plan 1, Plan 2, Plan 4, Plan 5, Postgraduate loan' },
  { label: 'Pension', value: 'salary sacrifice: you 12.5%, employer 12.5% of qualifying earnings' },
];

/** A first earning prorated over the period's last 16 days (or all but one of a shorter period), PAYE at its marginal rate. */
function clerkLines(lines: StoredLineItem[], period: [string, string]): StoredLineItem[] {
  const days = daysInclusive(period[0], period[1]);
  return lines.map((l, i) => i === 0
    ? { ...l, proration: { days_paid: Math.min(16, days - 1), days_in_period: days } }
    : l.rate_applied === null ? l : { ...l, rate_kind: l.code === 'PAYE' ? 'marginal' : 'flat' });
}

async function render(payslip: PayslipRow, jurisdiction = 'KE', payDate = sampleRun.pay_date): Promise<Uint8Array> {
  return renderPayslipPdf(payslipDocument(payslip, { ...sampleRun, jurisdiction, pay_date: payDate }));
}

/** Text stays inside the left and right margins and clear of the top and bottom edges. */
function outOfBounds(pages: PlacedPage[]): string[] {
  return pages.flatMap((page, index) => page.words
    .filter((w) => w.xMin < margin - 0.5 || w.xMax > page.width - margin + 0.5 || w.yMin < margin - 12 || w.yMax > page.height - 24)
    .map((w) => `page ${index + 1}: "${w.text}" at x ${w.xMin.toFixed(1)}–${w.xMax.toFixed(1)}, y ${w.yMin.toFixed(1)}–${w.yMax.toFixed(1)}`));
}

function collisions(pages: PlacedPage[]): string[] {
  return pages.flatMap((page, index) => overlappingWords(page).map(([a, b]) => `page ${index + 1}: "${a.text}" crosses "${b.text}"`));
}

/** Words of a page above its footer line. */
const body = (page: PlacedPage) => page.words.filter((w) => w.yMax < page.height - margin + 4);

async function keepPicture(name: string, pdf: Uint8Array): Promise<void> {
  await mkdir('test-artifacts/payslips', { recursive: true });
  await writeFile(`test-artifacts/payslips/${name}.png`, await pdfPagePng(pdf, 72));
}

describe('a payslip of every country fits its page', () => {
  it.each(countries)('$code: inside the margins, no text over other text, the clerk\'s facts beside what they qualify', async ({ code, currency, period, payDate, destination }) => {
    const sample = samplePayslip();
    const payslip = samplePayslip({
      currency, payment_currency: currency, fx_rate_used: null, period_start: period[0], period_end: period[1],
      organization_snapshot: { name: `${code} Employer Ltd`, country_code: code },
      employee_snapshot: {
        ...sample.employee_snapshot, payment_destination: destination,
        identifiers: [{ label: 'Tax ref. no.', value: '******9050' }], ...(code === 'GB' ? { statutory_facts: gbFacts } : {}),
      },
      line_items: clerkLines(sample.line_items.map((l) => ({ ...l, rule_version_ref: l.rule_version_ref?.replace(/^KE/, code) ?? null })), period),
    });
    const pdf = await render(payslip, code, payDate);
    const pages = await pdfWords(pdf);
    await keepPicture(`country-${code}`, pdf);
    expect(outOfBounds(pages)).toEqual([]);
    expect(collisions(pages)).toEqual([]);
    // With a tax number (and GB's six statutory facts) the header is taller than the sample's: what was paid, the
    // year to date and the small print then go over together, a page of their own and never a stray line.
    expect(pages.length).toBeLessThanOrEqual(2);
    const last = body(pages.at(-1)!);
    expect(last.map((w) => w.text).join(' ')).toContain('Net pay');
    if (pages.length > 1) expect(new Set(last.map((w) => Math.round(w.yMin))).size).toBeGreaterThanOrEqual(8);
    const words = pages[0]!.words;
    expect(words.map((w) => w.text)).toContain(currency);
    // The proration basis follows the first earning's description on its row, the marginal rate PAYE's (on its
    // last row, or just under it when that row is full); the destination sits beside "Paid to".
    const lineOf = (text: string) => words.filter((w) => w.text === text);
    const days = daysInclusive(period[0], period[1]);
    const basis = words.find((w, i) => w.text === String(Math.min(16, days - 1)) && words[i + 1]?.text === 'of' && words[i + 2]?.text === String(days))!;
    const salary = words.find((w, i) => w.text === 'salary' && words[i - 1]?.text === 'Basic')!;
    expect(Math.abs(basis.yMax - salary.yMax)).toBeLessThan(2);
    expect(basis.xMin).toBeGreaterThan(salary.xMax + 4);
    const marginal = lineOf('marginal');
    expect(marginal).toHaveLength(1);
    const paye = words.find((w, i) => w.text === 'PAYE' && words[i + 1]?.text === 'income')!;
    expect(marginal[0]!.yMax - paye.yMax).toBeGreaterThan(-2);
    expect(marginal[0]!.yMax - paye.yMax).toBeLessThan(12.5 * 2 + 10);
    expect(marginal[0]!.xMax).toBeLessThan(400);
    const paidTo = words.find((w, i) => w.text === 'Paid' && words[i + 1]?.text === 'to')!;
    const masked = lineOf(`••••${destination.account_ending}`);
    expect(masked).toHaveLength(1);
    const ending = masked[0]!;
    // On the row of "Paid to", or the next when a long destination wraps; in the value column.
    expect(ending.yMin - paidTo.yMin).toBeGreaterThan(-1);
    expect(ending.yMin - paidTo.yMin).toBeLessThan(12.5 + 1);
    expect(ending.xMin).toBeGreaterThan(paidTo.xMax);
  });
});

describe('the longest values a client can store', () => {
  const sample = samplePayslip();
  const longestPayslip = (lines: StoredLineItem[]) => samplePayslip({
    employee_snapshot: {
      ...sample.employee_snapshot, full_name: longest.full_name, staff_id: longest.staff_id, department: longest.department, position: longest.position,
      // The longest provider slug a wallet may have (domain/employees/bankDetails/mobileMoney.ts).
      payment_destination: { scheme: 'mobile_money', institution: 'w'.repeat(40), account_ending: '9999' },
    },
    organization_snapshot: { name: longest.organization, country_code: 'KE' },
    line_items: lines,
    gross_minor: maxAmount, net_minor: maxAmount, employee_deductions_minor: maxAmount, employer_cost_minor: maxAmount,
    tax_minor: maxAmount, payment_minor: maxAmount, payment_currency: 'USD',
    period_start: '2025-09-01', period_end: '2025-09-30',
  });

  it('wraps names, identifiers, units and descriptions and keeps figures in their columns', async () => {
    const lines = [
      line(0, { description: repeatWords('Wholesale commission on regional accounts', 200), amount_minor: maxAmount, base_minor: maxAmount - 1, rate_applied: '12.345678%', proration: { days_paid: 29, days_in_period: 30 } }),
      line(1, { kind: 'deduction', description: 'W'.repeat(120), amount_minor: -maxAmount, base_minor: maxAmount, rate_applied: '12.345678%', rate_kind: 'marginal' }),
      ...sample.line_items,
    ];
    const pdf = await render(longestPayslip(lines));
    const pages = await pdfWords(pdf);
    await keepPicture('longest-values', pdf);
    expect(outOfBounds(pages)).toEqual([]);
    expect(collisions(pages)).toEqual([]);
    const text = pages.flatMap((p) => p.words.map((w) => w.text)).join('');
    // Wrapped, not cut: every letter of the long values is still on the page.
    for (const value of [longest.staff_id, longest.position, longest.organization.replaceAll(' ', '')]) expect(text).toContain(value);
    for (const value of ['29of30days', 'marginalrate12.345678%', `${'w'.repeat(40)}wallet••••9999`]) expect(text).toContain(value);
    expect(text).toContain('10,000,000,000.00');
  });

  it.each([12, 20, 30, 45, 60, 90])('with %i extra lines, never a nearly empty last page', async (count) => {
    const lines = [...Array.from({ length: count }, (_, i) => line(i, { description: `Allowance number ${i + 1}, paid under the collective agreement of ${2020 + (i % 6)}` })), ...sample.line_items];
    const pdf = await render(longestPayslip(lines));
    const pages = await pdfWords(pdf);
    if (count === 60) await keepPicture('many-lines', pdf);
    expect(outOfBounds(pages)).toEqual([]);
    expect(collisions(pages)).toEqual([]);
    const last = body(pages.at(-1)!);
    // The net pay, year to date and small print travel together, so the last page always says what was paid.
    expect(last.map((w) => w.text).join(' ')).toContain('Net pay');
    if (pages.length > 1) expect(new Set(last.map((w) => Math.round(w.yMin))).size).toBeGreaterThanOrEqual(8);
  });
});
