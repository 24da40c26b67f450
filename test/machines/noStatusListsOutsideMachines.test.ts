import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { payRunStatuses } from '../../machines/payRun.ts';
import { paymentStates } from '../../machines/paymentStatus.ts';
import { bankNameCheckStates } from '../../machines/bankNameCheck.ts';
import { webhookDeliveryStates } from '../../machines/webhookDelivery.ts';

// Questions about a lifecycle are answered by its machine: no other code lists, compares or writes its states.
const lifecycles = { payRun: payRunStatuses, paymentStatus: paymentStates, bankNameCheck: bankNameCheckStates, webhookDelivery: webhookDeliveryStates };
// Every folder but machines/ (where the rules live) and test/.
const folders = ['api', 'commands', 'actors', 'db', 'documents', 'domain', 'console', 'service', 'platform', 'ports', 'scripts'];

const states = [...new Set(Object.values(lifecycles).flat())];
const quoted = `'(?:${states.join('|')})'`;
// What holds a lifecycle's state: a status column or mirror, a state, a snapshot's value, the name check's reading.
const holder = `(?:status|state|value|bank_name_check|reading)\\w*'?`;
const comparison = `(?:===|!==|==|!=|<>|=)`;
const suspicious = [
  // Two states side by side: a hand-written list or union.
  new RegExp(`${quoted}\\s*[,|]\\s*${quoted}`),
  // A state compared by hand, in TypeScript or SQL, either way round.
  new RegExp(`${holder}\\s*${comparison}\\s*${quoted}`),
  new RegExp(`${quoted}\\s*${comparison}\\s*[\\w.]*?${holder}`),
  // A state written by hand, or a branch on one.
  new RegExp(`\\b(?:status|state|payment_state)\\s*:\\s*${quoted}`),
  new RegExp(`case\\s+${quoted}\\s*:`),
  new RegExp(`${holder}\\s+(not\\s+)?in\\s*\\(`, 'i'),
  // A decision taken from the status mirror rather than from the machine (its snapshot, its tags).
  new RegExp(`\\.includes\\(\\w+\\.(?:status|payment_state|bank_name_check)\\)`),
];

// Words that are states of a machine but name something else on these lines; each says what.
const otherMeanings: { file: RegExp; line: RegExp; why: string }[] = [
  { file: /^api\/app\.ts$/, line: /status: 'unavailable', database/, why: 'the health answer, not a name check' },
  {
    file: /^(db\/(payRunChunks|consoleReads|operationalFigures)|actors\/calculator)\.ts$/,
    line: /state\s*(=|!==|:)\s*'(pending|done|failed)'/,
    why: "a pay run chunk's progress (pending, done, failed): a work item of the calculator actors, not a lifecycle machine",
  },
  // The document's examples are data shown to clients, validated against the schemas the machines' states make.
  { file: /^api\/examples\//, line: /(state|status): '\w+' as const/, why: 'an example body of the API document' },
];

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.(ts|sql)$/.test(e.name)).map((e) => join(e.parentPath, e.name));
}

const findsOne = (line: string) => suspicious.some((pattern) => pattern.test(line));

describe('states come from machines/', () => {
  it('knows every lifecycle by its machine', () => {
    for (const [name, names] of Object.entries(lifecycles)) expect(names.length, name).toBeGreaterThan(1);
    expect(states).toEqual(expect.arrayContaining(['paid', 'not_sent', 'mismatch', 'retrying']));
  });

  it('finds no hand-written state list, comparison or decision outside machines/', async () => {
    const findings: string[] = [];
    for (const folder of folders) {
      for (const file of await sourceFiles(folder)) {
        // Migrations are history: the ones before the kernel stay as they ran.
        if (/db\/migrations\/00[1-3]_/.test(file)) continue;
        const lines = (await readFile(file, 'utf8')).split('\n');
        lines.forEach((line, i) => {
          if (findsOne(line) && !otherMeanings.some((o) => o.file.test(file) && o.line.test(line))) findings.push(`${file}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    expect(findings).toEqual([]);
  });

  it('would catch one of each lifecycle, in each form (the check can fail)', () => {
    expect(findsOne("and r.status in ('calculated', 'approved', 'paid')")).toBe(true);
    expect(findsOne("if (run.status !== 'calculating') return;")).toBe(true);
    expect(findsOne("where p.payment_state = 'not_sent'")).toBe(true);
    expect(findsOne("const held = nameCheck.value === 'mismatch';")).toBe(true);
    expect(findsOne("and d.machine_snapshot ->> 'value' = any(${['retrying', 'failed']}::text[])")).toBe(true);
    expect(findsOne("if ('paid' === run.status) return;")).toBe(true);
    expect(findsOne("    case 'approved':")).toBe(true);
    expect(findsOne("await updatePayRun(tx, id, { status: 'paid' });")).toBe(true);
    expect(findsOne("export type Reading = 'matched' | 'close';")).toBe(true);
    expect(findsOne('if (!(payItemStatuses as readonly string[]).includes(run.status))')).toBe(true);
    expect(findsOne("throw new Rejection('not_found', 'No such pay run.');")).toBe(false);
  });
});
