import process from 'node:process';
import { spawn } from 'node:child_process';

/**
 * Issue 31 item 2's comparison: `scale.ts` through the run's calculation at each size, one after the other, each on
 * a database of its own, and its onboarding and calculation printed side by side, so that the cost per employee
 * at a million can be read against 10,000's.
 *   npx tsx scripts/bench/scaleSizes.ts [--sizes 10000,100000,1000000]
 */
const sizesArgument = process.argv.includes('--sizes') ? process.argv[process.argv.indexOf('--sizes') + 1]! : '10000,100000,1000000';
const sizes = sizesArgument.split(',').map(Number);

interface Phase { wall: string; rate: string; cpu: string; rss: string }
const phases = ['onboarding', 'calculation'] as const;
const table = new Map<number, Partial<Record<(typeof phases)[number], Phase>>>();

for (const size of sizes) {
  const lines = await runScale(size);
  const found: Partial<Record<(typeof phases)[number], Phase>> = {};
  for (const phase of phases) {
    const at = lines.findIndex((line) => line.startsWith(phase));
    if (at < 0) continue;
    const figures = /: ([\d.]+ s) \((\d+)\/s.*CPU per employee: api (\d+) µs, workers (\d+) µs, PostgreSQL (\d+) µs/.exec(lines[at]!);
    const rss = /api (\d+) MiB, workers (.*)$/.exec(lines[at + 1] ?? '');
    if (!figures) continue;
    found[phase] = { wall: figures[1]!, rate: `${figures[2]}/s`, cpu: `${figures[3]} / ${figures[4]} / ${figures[5]} µs`, rss: rss ? `${rss[1]} / ${rss[2]}` : '?' };
  }
  table.set(size, found);
}

console.log('\n| phase | figure | ' + sizes.map((s) => s.toLocaleString('en')).join(' | ') + ' |');
console.log('|---|---|' + sizes.map(() => '---|').join(''));
for (const phase of phases) {
  for (const [figure, label] of [['wall', 'wall'], ['rate', 'rate'], ['cpu', 'CPU per employee: api / workers / PostgreSQL'], ['rss', 'peak RSS: api / workers (MiB)']] as const) {
    console.log(`| ${phase} | ${label} | ${sizes.map((s) => table.get(s)?.[phase]?.[figure] ?? 'not reached').join(' | ')} |`);
  }
}

/** One `scale.ts --through 3` run; its output passes through and is kept to read the figures from. */
function runScale(size: number): Promise<string[]> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/scale.ts', '--employees', String(size), '--through', '3'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on('close', () => resolve(output.split('\n').map((line) => line.trim())));
  });
}
