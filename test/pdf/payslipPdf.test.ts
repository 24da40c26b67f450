import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payslipDocument } from '../../documents/payslipDocument.ts';
import { renderPayslipPdf } from '../../documents/payslipPdf.ts';
import { subsetTag } from '../../documents/font.ts';
import type { StoredLineItem } from '../../db/payslips.ts';
import { samplePayslip, sampleRun } from './samplePayslip.ts';
import { inkedPixels, pdfFontNames, pdfInfo, pdfPagePng, pdfRegionGray, pdfText } from './pdfInspection.ts';

const run = promisify(execFile);
const render = (overrides: Parameters<typeof samplePayslip>[0] = {}) => renderPayslipPdf(payslipDocument(samplePayslip(overrides), sampleRun));
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

afterEach(() => {
  vi.useRealTimers();
});

describe('the same bytes at every render', () => {
  it('renders twice in one process to identical bytes', async () => {
    const [first, second] = [await render(), await render()];
    expect(first.byteLength).toBeGreaterThan(1000);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('renders identically years later: no date or name comes from the clock', async () => {
    const today = await render();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-09T23:59:59Z'));
    expect(new Date().getUTCFullYear()).toBe(2031);
    const later = await render();
    expect(Buffer.from(later).equals(Buffer.from(today))).toBe(true);
  });

  it('renders identically in another process', async () => {
    const here = await render();
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'test/pdf/renderInAnotherProcess.ts', 'sample'], {
      encoding: 'buffer', maxBuffer: 16 * 1024 * 1024,
    });
    expect(stdout.byteLength).toBe(here.byteLength);
    expect(stdout.equals(Buffer.from(here))).toBe(true);
  }, 60_000);

  it('renders identically on Deno', async () => {
    const here = await render();
    const { stdout } = await run('node_modules/.bin/deno', [
      'run', '--allow-read', '--allow-env', '--node-modules-dir=manual', 'test/pdf/renderInAnotherProcess.ts', 'sample',
    ], { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024, timeout: 90_000 });
    expect(stdout.equals(Buffer.from(here))).toBe(true);
  }, 120_000);

  it("takes its dates from the payslip's creation and names its font subsets after the payslip id", async () => {
    const pdf = await render();
    const info = await pdfInfo(pdf);
    expect(info.CreationDate).toBe('2025-07-25T09:30:00Z');
    expect(info.ModDate).toBe('2025-07-25T09:30:00Z');
    expect(info.Producer).toBe('payroll-service (pdf-lib)');
    expect(info.Title).toBe('Payslip Adébáyọ̀ Nguyễn-Ōkubo Müller July 2025'.normalize('NFC'));
    const id = samplePayslip().id;
    expect(await pdfFontNames(pdf)).toEqual([`${subsetTag(id, 1)}+DejaVuSans-Bold`, `${subsetTag(id, 0)}+DejaVuSans`].sort());
    // No file identifier: pdf-lib would not derive one from the content, so none is written at all.
    expect(latin1(pdf)).not.toMatch(/\/ID\s*\[/);
  });

  it('re-renders a payslip stored before proration, rate kinds and payment destinations were recorded to the bytes it always had', async () => {
    // SHA-256 of the sample's PDF as main rendered it before those facts were added (d30a692). A payslip stored
    // then has none of them, so nothing may move; when the renderer changes on purpose, this figure changes with it.
    const digest = createHash('sha256').update(await render()).digest('hex');
    expect(digest).toBe('4471df5e0a259b1f31396d1b95f815a1752c99314efad64d5537f241e74ec40a');
  });

  it('changes when the payslip does, so identity is not a constant', async () => {
    const other = await render({ net_minor: 11_853_516 });
    expect(Buffer.from(other).equals(Buffer.from(await render()))).toBe(false);
  });
});

describe('what a person reads on it', () => {
  it('gives back names, figures, rates and rule references as text', async () => {
    const text = (await pdfText(await render())).normalize('NFC');
    for (const expected of [
      'Savannah Logistics Ltd', 'PAYSLIP', 'Adébáyọ̀ Nguyễn-Ōkubo Müller'.normalize('NFC'), 'KE-00042', 'Engineering',
      'July 2025', '28 July 2025', '1 July 2025 – 31 July 2025',
      'Basic salary', '150,000.00', 'Gross pay', 'KES 170,000.00',
      'PAYE income tax', '158,455.00', '30%', '39,919.85', 'Social Health Insurance Fund', '2.75%', '4,675.00',
      'Total deductions', 'KES 51,464.85', 'Total employer cost', 'KES 6,870.00',
      'Net pay', 'KES 118,535.15', 'Amount paid', 'USD 964.57', 'Exchange rate used', '129.5',
      'Year to date', 'Taxable pay', 'KES 1,109,185.00', 'NSSF employee', 'KES 30,240.00',
      'KE/paye@2023-07-01#344c1f3d2e33', 'KE/shif@2024-10-01#d6cf1bf3cb17', 'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it.each([
    ['Adébáyọ̀ Ọlábísí'],
    ['Nguyễn Thị Minh Khai'],
    ['Ōkubo Tōru'],
    ['Jürgen Müller-Straße'],
  ])('prints %s so that the text comes back unchanged', async (name) => {
    const payslip = samplePayslip();
    const pdf = await render({ employee_snapshot: { ...payslip.employee_snapshot, full_name: name.normalize('NFD') } });
    expect((await pdfText(pdf)).normalize('NFC')).toContain(name.normalize('NFC'));
  });

  it('paints the combining grave of ọ̀, which has no precomposed form, above the letter', async () => {
    // Same name with and without U+0300: the mark has zero advance, so only the mark's pixels differ.
    const payslip = samplePayslip();
    const withMark = await render({ employee_snapshot: { ...payslip.employee_snapshot, full_name: 'Adébáyọ̀ Test' } });
    const without = await render({ employee_snapshot: { ...payslip.employee_snapshot, full_name: 'Adébáyọ Test' } });
    // The name's line: 13 pt bold on a baseline 105 pt below the top of the page.
    const region = { x: 40, y: 88, width: 120, height: 22 };
    const [a, b] = [await pdfRegionGray(withMark, region), await pdfRegionGray(without, region)];
    const differing: { x: number; y: number }[] = [];
    for (let i = 0; i < a.pixels.length; i++) {
      if (Math.abs(a.pixels[i]! - b.pixels[i]!) > 64) differing.push({ x: i % a.width, y: Math.floor(i / a.width) });
    }
    expect(inkedPixels(a)).toBeGreaterThan(inkedPixels(b));
    expect(differing.length).toBeGreaterThan(40);
    // All of the difference lies above the x-height (about 98 pt from the top), over the "ọ".
    const toPoints = (px: number) => (px * 72) / 300;
    expect(Math.max(...differing.map((p) => region.y + toPoints(p.y)))).toBeLessThan(98.5);
    const left = Math.min(...differing.map((p) => region.x + toPoints(p.x)));
    const right = Math.max(...differing.map((p) => region.x + toPoints(p.x)));
    expect(right - left).toBeLessThan(8);
  });

  it('turns into a PNG page with pdftoppm', async () => {
    const png = await pdfPagePng(await render());
    expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.byteLength).toBeGreaterThan(20_000);
  });

  it('stays small: only the glyphs used are embedded', async () => {
    expect((await render()).byteLength).toBeLessThan(60_000);
  });

  it('continues on further pages when the lines do not fit, the same at every render', async () => {
    const payslip = samplePayslip();
    const extra: StoredLineItem[] = Array.from({ length: 60 }, (_, i) => ({
      code: `ALLOWANCE_${i}`, kind: 'earning', description: `Allowance number ${i + 1}`, amount_minor: 1_000 * (i + 1),
      base_minor: 1_000 * (i + 1), rate_applied: null, rule_version_ref: null,
    }));
    const long = { line_items: [...extra, ...payslip.line_items] };
    const pdf = await render(long);
    const text = await pdfText(pdf);
    expect(text).toContain('Page 1 of 3');
    expect(text).toContain('Page 3 of 3');
    expect(text).toContain('Allowance number 60');
    // Four tables, and the earnings table's column heads again at the top of page 2.
    expect(text.match(/Description/g)).toHaveLength(5);
    expect(text).toContain('KES 118,535.15');
    expect(Buffer.from(await render(long)).equals(Buffer.from(pdf))).toBe(true);
  });
});

describe('layout version 2 (issue 27, item 7)', () => {
  const firstPage = (text: string) => text.split('\f')[0]!;

  it('puts net pay, the amount paid and the year to date on page 1, before the lines, for up to 20 lines', async () => {
    const text = firstPage(await pdfText(await render({ layout_version: 2 })));
    for (const expected of ['Net pay', 'KES 118,535.15', 'Amount paid', 'USD 964.57', 'Year to date', 'Basic salary']) expect(text, expected).toContain(expected);
    expect(text.indexOf('Net pay')).toBeLessThan(text.indexOf('Basic salary'));
    expect(text.indexOf('Year to date')).toBeLessThan(text.indexOf('Basic salary'));
  });

  it('keeps version 1 where a payslip says so (or says nothing), and the summary after the lines beyond 20 lines', async () => {
    const v1 = await pdfText(await render());
    expect(v1.indexOf('Basic salary')).toBeLessThan(v1.indexOf('Net pay'));
    expect(Buffer.from(await render({ layout_version: 1 })).equals(Buffer.from(await render()))).toBe(true);
    const payslip = samplePayslip();
    const extra: StoredLineItem[] = Array.from({ length: 25 }, (_, i) => ({
      code: `ALLOWANCE_${i}`, kind: 'earning', description: `Allowance number ${i + 1}`, amount_minor: 1_000, base_minor: 1_000, rate_applied: null, rule_version_ref: null,
    }));
    const long = await pdfText(await render({ layout_version: 2, line_items: [...extra, ...payslip.line_items] }));
    expect(long.indexOf('Allowance number 1 ')).toBeLessThan(long.indexOf('Net pay'));
  });
});

describe('font subsets reused between renders', () => {
  it('gives each payslip its own glyphs when renders with different glyphs interleave', async () => {
    const payslip = samplePayslip();
    const named = (full_name: string) => render({ employee_snapshot: { ...payslip.employee_snapshot, full_name } });
    // Each name brings glyphs the other lacks, so the two subsets differ; the second round reuses them.
    const [vietnamese, yoruba] = [await named('Nguyễn Thị Minh Khai'), await named('Adébáyọ̀ Ọlábísí')];
    const [vietnameseAgain, yorubaAgain] = [await named('Nguyễn Thị Minh Khai'), await named('Adébáyọ̀ Ọlábísí')];
    expect(Buffer.from(vietnameseAgain).equals(Buffer.from(vietnamese))).toBe(true);
    expect(Buffer.from(yorubaAgain).equals(Buffer.from(yoruba))).toBe(true);
    expect((await pdfText(vietnameseAgain)).normalize('NFC')).toContain('Nguyễn Thị Minh Khai');
    expect((await pdfText(yorubaAgain)).normalize('NFC')).toContain('Adébáyọ̀ Ọlábísí'.normalize('NFC'));
  });
});
