import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensureRulesBuilt, rulesRoot } from '../../rules-wasm/compiler/build-module.ts';

// The host must load the module on Deno as well as Node (issue 4 item 1).
const script = `import { loadRulesEngine } from '../host/engine.ts';
const engine = await loadRulesEngine();
const [result] = engine.price([{ jurisdiction: 'KE', asOfDate: '2025-07-31', periodStart: '2025-07-01', periodEnd: '2025-07-31',
  classification: 'employee', birthdate: null, taxProfile: { insurance_premiums_minor: 0, disability_exemption: false },
  household: { dependants: 0, medical_scheme_dependants: 0 }, components: [{ code: 'BASIC', amountMinor: 10000000 }], ytd: {} }]);
console.log(JSON.stringify({ net: result.netMinor, tax: result.taxMinor }));
`;

describe('Deno', () => {
  it('loads the engine and prices a KE payslip like Node does', async () => {
    await ensureRulesBuilt();
    const file = join(rulesRoot, 'build', 'deno-probe.ts');
    await writeFile(file, script);
    const deno = join(rulesRoot, '..', 'node_modules', '.bin', 'deno');
    const { stdout } = await promisify(execFile)(deno, ['run', '--allow-read', '--allow-env', '--node-modules-dir=manual', file], { cwd: join(rulesRoot, '..'), timeout: 60_000 });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ net: 7_161_765, tax: 1_981_235 });
  }, 90_000);
});
