import process from 'node:process';
import { readFileSync } from 'node:fs';

/**
 * The functions a .cpuprofile spent most samples in, by self time and by total time (self plus callees),
 * with their share of all samples: what to look at first.
 *   npx tsx scripts/bench/profileTop.ts <file.cpuprofile> [--top 25] [--after <seconds>]
 * --after counts only the samples taken that long after the profile started: a worker's run without its start-up.
 */
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }
const [file] = process.argv.slice(2);
const top = process.argv.includes('--top') ? Number(process.argv[process.argv.indexOf('--top') + 1]) : 25;
const profile = JSON.parse(readFileSync(file!, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
const { nodes } = profile;
const byId = new Map(nodes.map((n) => [n.id, n]));
if (process.argv.includes('--after')) {
  const afterMicros = Number(process.argv[process.argv.indexOf('--after') + 1]) * 1e6;
  for (const node of nodes) node.hitCount = 0;
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= afterMicros) byId.get(id)!.hitCount! += 1;
  });
}
const total = nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
const label = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/(node_modules\/)?/, '')}:${n.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
function walk(node: ProfileNode, onStack: Set<string>): number {
  const name = label(node);
  let hits = node.hitCount ?? 0;
  self.set(name, (self.get(name) ?? 0) + hits);
  const entered = !onStack.has(name);
  if (entered) onStack.add(name);
  for (const child of node.children ?? []) hits += walk(byId.get(child)!, onStack);
  if (entered) {
    onStack.delete(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + hits);
  }
  return hits;
}
walk(nodes[0]!, new Set());
const print = (title: string, counts: Map<string, number>) => {
  console.log(`${title} (${total} samples)`);
  for (const [name, hits] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * hits) / total).toFixed(1).padStart(6)}%  ${name}`);
};
print('self', self);
print('total', inclusive);
