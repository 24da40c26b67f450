import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeArgsOfStartScript } from '../../scripts/roleStartScript.ts';

describe("a role's start script, as the runtime package and the benchmarks read it", () => {
  it.each([
    ['exec node scripts/start.js', ['scripts/start.js']],
    ['tsx scripts/build-start.ts && exec node --max-old-space-size=128 .build/current/scripts/start.js worker', ['--max-old-space-size=128', '.build/current/scripts/start.js', 'worker']],
    ['  tsx a.ts &&  exec node   --max-semi-space-size=8\t.build/start.js api ', ['--max-semi-space-size=8', '.build/start.js', 'api']],
  ])('%j hands node %j', (script, args) => {
    expect(nodeArgsOfStartScript(script)).toEqual(args);
  });

  it('reads every role of this package with its heap flags and the compiled start file', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    for (const role of ['start', 'api', 'worker']) {
      const args = nodeArgsOfStartScript(scripts[role]!);
      expect(args.filter((word) => word.startsWith('--max-old-space-size='))).toHaveLength(1);
      expect(args).toContain('.build/current/scripts/start.js');
    }
  });
});
