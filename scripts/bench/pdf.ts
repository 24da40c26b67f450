import process from 'node:process';
import { writeFile } from 'node:fs/promises';
import { payslipDocument } from '../../documents/payslipDocument.ts';
import { renderPayslipPdf } from '../../documents/payslipPdf.ts';
import type { PayslipDocument } from '../../documents/payslipDocument.ts';
import { samplePayslip, sampleRun } from '../../test/pdf/samplePayslip.ts';
import { threadCpuMs, threadCpuPer } from './processUsage.ts';

/**
 * Render time per payslip PDF (issues 6 and 16): a KE payslip with 12 lines, year to date and a name with
 * combining marks, rendered one after another in one process. Target: 10 ms median warm.
 *   npx tsx scripts/bench/pdf.ts [--count 200] [--out /tmp/payslip.pdf]
 * Prints the first render (cold: font read and parsed, code not yet optimised), then two warm series:
 *  - same_glyphs: payslips differing only in id, as when one payslip is fetched again or a run's payslips
 *    share their glyph sequence; the font subsets come from the process's cache;
 *  - new_glyphs: each payslip a different employee name, so most renders write and deflate new subsets.
 */
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const count = Number(option('count') ?? 200);
const out = option('out');
const targetMs = 10;

const sample = samplePayslip();
const document = payslipDocument(sample, sampleRun);
const coldCpu = process.cpuUsage();
const coldStart = performance.now();
const first = await renderPayslipPdf(document);
const cold = performance.now() - coldStart;
const coldCpuUsed = process.cpuUsage(coldCpu);
if (out) await writeFile(out, first);

const idOf = (i: number) => `01981f5e-7a1c-7d3b-8e2f-${String(i).padStart(12, '0')}`;
const letters = 'abcdefghijklmnopqrstuvwxyz';
// Three letters from i in base 26, leading the name: their first uses move, so the glyph sequence changes.
const nameOf = (i: number) => `${letters[i % 26]!.toUpperCase()}${letters[Math.floor(i / 26) % 26]}${letters[Math.floor(i / 676) % 26]} Ōkubo`;

/** Wall time suffers when other processes share the cores; CPU time says what one render costs. */
async function series(documentOf: (i: number) => PayslipDocument) {
  const documents = Array.from({ length: count }, (_, i) => documentOf(i));
  const times: number[] = [];
  const threadsBefore = await threadCpuMs();
  const cpuBefore = process.cpuUsage();
  for (const each of documents) {
    const start = performance.now();
    await renderPayslipPdf(each);
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const threads = threadCpuPer(threadsBefore, await threadCpuMs(), count);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return {
    median_ms: Number(at(0.5).toFixed(2)),
    p95_ms: Number(at(0.95).toFixed(2)),
    mean_ms: Number((times.reduce((sum, t) => sum + t, 0) / times.length).toFixed(2)),
    cpu_ms_per_payslip: Number(((cpu.user + cpu.system) / 1000 / count).toFixed(2)),
    // The main thread apart from the garbage collector's and compiler's threads.
    cpu_ms_per_payslip_by_thread: threads,
  };
}

// Warm-up outside the figures: the code gets optimised before the warm series are timed.
for (let i = 0; i < 30; i++) await renderPayslipPdf({ ...document, payslipId: idOf(100_000 + i) });

const sameGlyphs = await series((i) => ({ ...document, payslipId: idOf(i) }));
const newGlyphs = await series((i) => ({
  ...payslipDocument(samplePayslip({ employee_snapshot: { ...sample.employee_snapshot, full_name: nameOf(i) } }), sampleRun),
  payslipId: idOf(i),
}));
console.log(JSON.stringify({
  payslips: count,
  bytes: first.byteLength,
  first_render_ms: Number(cold.toFixed(1)),
  first_render_cpu_ms: Number(((coldCpuUsed.user + coldCpuUsed.system) / 1000).toFixed(1)),
  same_glyphs: sameGlyphs,
  new_glyphs: newGlyphs,
  target_ms: targetMs,
  within_target: sameGlyphs.median_ms <= targetMs,
}));
