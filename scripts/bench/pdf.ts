import process from 'node:process';
import { writeFile } from 'node:fs/promises';
import { payslipDocument } from '../../documents/payslipDocument.ts';
import { renderPayslipPdf } from '../../documents/payslipPdf.ts';
import { samplePayslip, sampleRun } from '../../test/pdf/samplePayslip.ts';

/**
 * Render time per payslip PDF (issue 6): a KE payslip with 12 lines, year to date and a name with
 * combining marks, rendered one after another on one core. Target: under 20 ms each.
 *   npx tsx scripts/bench/pdf.ts [--count 200] [--out /tmp/payslip.pdf]
 */
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const count = Number(option('count') ?? 200);
const out = option('out');

const document = payslipDocument(samplePayslip(), sampleRun);
const coldStart = performance.now();
const first = await renderPayslipPdf(document);
const cold = performance.now() - coldStart;
if (out) await writeFile(out, first);

// Wall time suffers when other processes share the cores; CPU time says what one render costs.
const times: number[] = [];
const cpuBefore = process.cpuUsage();
for (let i = 0; i < count; i++) {
  const start = performance.now();
  // Ids differ per payslip, as in a run, so each render builds its own subset names.
  await renderPayslipPdf({ ...document, payslipId: `01981f5e-7a1c-7d3b-8e2f-${String(i).padStart(12, '0')}` });
  times.push(performance.now() - start);
}
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000 / count;
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
console.log(JSON.stringify({
  payslips: count,
  bytes: first.byteLength,
  first_render_ms: Number(cold.toFixed(1)),
  mean_ms: Number(mean.toFixed(2)),
  median_ms: Number(at(0.5).toFixed(2)),
  p95_ms: Number(at(0.95).toFixed(2)),
  cpu_ms_per_payslip: Number(cpuMs.toFixed(2)),
  target_ms: 20,
  within_target: at(0.5) < 20,
}));
