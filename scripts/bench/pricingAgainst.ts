import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadavg } from 'node:os';
import { ensureRulesBuilt } from '../../rules-wasm/compiler/build-module.ts';
import { loadRulesEngine, type RulesEngine } from '../../rules-wasm/host/engine.ts';
import type { Jurisdiction } from '../../domain/jurisdictions.ts';
import { benchRequest } from './pricingRequests.ts';

/**
 * This checkout's pricing against another checkout's (e.g. `git worktree add --detach /tmp/base main`, with its
 * rules built), in one process, alternating short samples of each: on a shared machine both see the same load,
 * which two separate runs of pricing.ts do not. Prints the best and the median payslips per CPU-second of each.
 *   npx tsx scripts/bench/pricingAgainst.ts --baseline /tmp/base [--jurisdiction KE|mixed] [--rounds 40] [--batch 4096]
 */
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const baseline = option('baseline');
if (!baseline) throw new Error('--baseline <path of another checkout> is required');
const only = option('jurisdiction') ?? 'KE';
const rounds = Number(option('rounds') ?? 40);
const n = Number(option('batch') ?? 4096);

await ensureRulesBuilt();
const baselineHost = pathToFileURL(resolve(isAbsolute(baseline) ? baseline : resolve(process.cwd(), baseline), 'rules-wasm/host/engine.ts')).href;
const engines: [string, RulesEngine][] = [
  ['baseline', await (await import(baselineHost)).loadRulesEngine()],
  ['this checkout', await loadRulesEngine()],
];
const built = Object.keys(engines[1]![1].build.jurisdictions) as Jurisdiction[];
const pool = only === 'mixed' ? built : built.filter((j) => j === only);
if (!pool.length) throw new Error(`jurisdiction ${only} is not built (${built.join(', ')})`);
const requests = Array.from({ length: n }, (_, i) => benchRequest(i, pool));
const batches = engines.map(([, engine]) => engine.flat(n));
for (const batch of batches) requests.forEach((request, i) => batch.write(i, request));

let checksum = 0;
const paths: [string, (k: number) => void][] = [
  ['price records already in memory', (k) => {
    batches[k]!.price(n);
    checksum += batches[k]!.readNet(n - 1);
  }],
  ['write records + price + read net pay', (k) => {
    const batch = batches[k]!;
    for (let i = 0; i < n; i++) batch.write(i, requests[i]!);
    batch.price(n);
    for (let i = 0; i < n; i++) checksum += batch.readNet(i);
  }],
  ['engine.price(requests) with full line objects', (k) => {
    checksum += engines[k]![1].price(requests).length;
  }],
];

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
const median = (values: number[]) => values.slice().sort((a, b) => a - b)[values.length >> 1]!;
const rate = (microsPerPayslip: number) => Math.round(1e6 / microsPerPayslip).toLocaleString('en-US').padStart(10);

console.log(`jurisdiction ${only === 'mixed' ? `mixed (${pool.join(', ')})` : only}, batch ${n}, ${rounds} alternating samples per path, load ${loadavg()[0]!.toFixed(1)}`);
for (const [label, run] of paths) {
  for (let warm = 0; warm < 5; warm++) engines.forEach((_, k) => run(k));
  const samples: number[][] = engines.map(() => []);
  for (let round = 0; round < rounds; round++)
    engines.forEach((_, k) => {
      const start = cpuMicros();
      run(k);
      samples[k]!.push((cpuMicros() - start) / n);
    });
  console.log(label);
  engines.forEach(([name], k) => console.log(`  ${name.padEnd(14)} best ${rate(Math.min(...samples[k]!))}  median ${rate(median(samples[k]!))} payslips/s CPU`));
}
console.log(`load ${loadavg()[0]!.toFixed(1)} (checksum ${checksum % 1000})`);
