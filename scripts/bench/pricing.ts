import { ensureRulesBuilt } from '../../rules-wasm/compiler/build-module.ts';
import { loadRulesEngine } from '../../rules-wasm/host/engine.ts';
import type { Jurisdiction } from '../../domain/jurisdictions.ts';
import { benchRequest } from './pricingRequests.ts';

/**
 * Payslips priced per second on one core (issue 4 item 9). Batch path: records written into WASM
 * memory, one call prices the whole batch. Per-employee path: one engine.price([request]) per payslip.
 * Target: >= 1,000,000 payslips/s on the batch path.
 *   npx tsx scripts/bench/pricing.ts [--seconds 2] [--batch 4096] [--jurisdiction KE|GB|...|mixed] [--only <words>]
 * `--only` runs just the measurements whose label contains the words (to profile one path with --cpu-prof).
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const seconds = option('seconds', 2);
const batchSize = option('batch', 4096);
const only = args.includes('--jurisdiction') ? args[args.indexOf('--jurisdiction') + 1]! : 'KE';

await ensureRulesBuilt();
const engine = await loadRulesEngine();
const built = Object.keys(engine.build.jurisdictions) as Jurisdiction[];
// `--jurisdiction mixed` rotates through every built jurisdiction within each batch.
const pool = only === 'mixed' ? built : built.filter((j) => j === only);
if (!pool.length) throw new Error(`jurisdiction ${only} is not built (${built.join(', ')})`);

// Rates are per second of this process's CPU time (one thread = one core), so a busy shared machine
// does not distort them; wall-clock rates are printed beside them.
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const onlyLabel = args.includes('--only') ? args[args.indexOf('--only') + 1]! : '';

function measure(label: string, run: () => number): void {
  if (!label.includes(onlyLabel)) return;
  for (let i = 0; i < 3; i++) run(); // warm-up (JIT tiers, WASM tier-up)
  let payslips = 0;
  const cpuStart = cpuSeconds();
  const wallStart = performance.now();
  while (cpuSeconds() - cpuStart < seconds) payslips += run();
  const cpu = cpuSeconds() - cpuStart;
  const wall = (performance.now() - wallStart) / 1000;
  const rate = (n: number) => Math.round(n).toLocaleString('en-US').padStart(12);
  console.log(`${label.padEnd(58)} ${rate(payslips / cpu)} payslips/s CPU  (${rate(payslips / wall).trim()} wall)`);
}

const requests = Array.from({ length: batchSize }, (_, i) => benchRequest(i, pool));
const batch = engine.flat(batchSize);
requests.forEach((request, i) => batch.write(i, request));
let checksum = 0;

console.log(`jurisdiction ${only === 'mixed' ? `mixed (${pool.join(', ')})` : only}, batch ${batchSize}, ${seconds} CPU-second(s) per measurement, one thread`);
measure('batch path: price records already in memory', () => {
  batch.price(batchSize);
  checksum += batch.readNet(batchSize - 1);
  return batchSize;
});
measure('batch path: write records + price + read net pay', () => {
  for (let i = 0; i < batchSize; i++) batch.write(i, requests[i]!);
  batch.price(batchSize);
  for (let i = 0; i < batchSize; i++) checksum += batch.readNet(i);
  return batchSize;
});
measure('batch path: engine.price(requests) with full line objects', () => engine.price(requests).length);
const single = engine.flat(1);
measure('one call per employee: write + price(1) + read net', () => {
  for (let i = 0; i < 1024; i++) {
    single.write(0, requests[i]!);
    single.price(1);
    checksum += single.readNet(0);
  }
  return 1024;
});
measure('one call per employee: engine.price([request])', () => {
  for (let i = 0; i < 256; i++) engine.price([requests[i]!]);
  return 256;
});
console.log(`(checksum ${checksum % 1000})`);
