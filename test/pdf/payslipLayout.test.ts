import { mkdir, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { payslipDocument } from '../../documents/payslipDocument.ts';
import { renderPayslipPdf } from '../../documents/payslipPdf.ts';
import { margin } from '../../documents/pdfSheet.ts';
import type { PayslipRow, StoredLineItem } from '../../db/payslips.ts';
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

const countries: { code: string; currency: string; period: [string, string]; payDate: string }[] = [
  { code: 'GB', currency: 'GBP', period: ['2025-09-01', '2025-09-30'], payDate: '2025-09-30' },
  { code: 'KE', currency: 'KES', period: ['2025-07-01', '2025-07-31'], payDate: '2025-07-28' },
  { code: 'ZA', currency: 'ZAR', period: ['2025-12-29', '2026-01-04'], payDate: '2026-01-05' },
  { code: 'NG', currency: 'NGN', period: ['2026-02-01', '2026-02-28'], payDate: '2026-02-27' },
  { code: 'GH', currency: 'GHS', period: ['2025-11-17', '2025-11-30'], payDate: '2025-12-01' },
  { code: 'SG', currency: 'SGD', period: ['2025-09-01', '2025-09-30'], payDate: '2025-09-30' },
];

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
  it.each(countries)('$code: one page, inside the margins, no text over other text', async ({ code, currency, period, payDate }) => {
    const sample = samplePayslip();
    const payslip = samplePayslip({
      currency, payment_currency: currency, fx_rate_used: null, period_start: period[0], period_end: period[1],
      organization_snapshot: { name: `${code} Employer Ltd`, country_code: code },
      line_items: sample.line_items.map((l) => ({ ...l, rule_version_ref: l.rule_version_ref?.replace(/^KE/, code) ?? null })),
    });
    const pdf = await render(payslip, code, payDate);
    const pages = await pdfWords(pdf);
    await keepPicture(`country-${code}`, pdf);
    expect(pages).toHaveLength(1);
    expect(outOfBounds(pages)).toEqual([]);
    expect(collisions(pages)).toEqual([]);
    expect(pages[0]!.words.map((w) => w.text)).toContain(currency);
  });
});

describe('the longest values a client can store', () => {
  const sample = samplePayslip();
  const longestPayslip = (lines: StoredLineItem[]) => samplePayslip({
    employee_snapshot: { ...sample.employee_snapshot, full_name: longest.full_name, staff_id: longest.staff_id, department: longest.department, position: longest.position },
    organization_snapshot: { name: longest.organization, country_code: 'KE' },
    line_items: lines,
    gross_minor: maxAmount, net_minor: maxAmount, employee_deductions_minor: maxAmount, employer_cost_minor: maxAmount,
    tax_minor: maxAmount, payment_minor: maxAmount, payment_currency: 'USD',
    period_start: '2025-09-01', period_end: '2025-09-30',
  });

  it('wraps names, identifiers, units and descriptions and keeps figures in their columns', async () => {
    const lines = [
      line(0, { description: repeatWords('Wholesale commission on regional accounts', 200), amount_minor: maxAmount, base_minor: maxAmount - 1, rate_applied: '12.345678%' }),
      line(1, { kind: 'deduction', description: 'W'.repeat(120), amount_minor: -maxAmount, base_minor: maxAmount, rate_applied: '100%' }),
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
