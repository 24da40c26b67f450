import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureRulesBuilt } from '../rules-wasm/compiler/build-module.ts';
import { loadRulesEngine } from '../rules-wasm/host/engine.ts';
import { componentCodes, householdCompositionSchema, jurisdictions, taxProfileSchemas, type ComponentCode, type Jurisdiction } from '../domain/jurisdictions.ts';
import { formatMinor, parseMajor } from '../rules-wasm/host/money-text.ts';
import { referenceDocument } from '../rules-wasm/host/reference-document.ts';
import { checkExamples, checkReport } from '../rules-wasm/workbench/check-examples.ts';
import { loadExamples, WorkbenchError } from '../rules-wasm/workbench/load-examples.ts';
import { jurisdictionOption } from '../rules-wasm/workbench/command-options.ts';
import { newVersion } from '../rules-wasm/workbench/new-version.ts';
import { diffCommand } from '../rules-wasm/workbench/diff-command.ts';

/**
 * Rule authors' tool.
 *   npm run rules -- price --jurisdiction KE --date 2025-07-31 --basic 100000.00 [--housing 20000] ...
 *        [--contractor] [--birthdate 1960-05-01] [--profile key=value ...] [--ytd name=minor ...] [--json]
 *   npm run rules -- doc [--date 2025-07-31] [--out rules-wasm/build/REFERENCE.md]
 *   npm run rules -- check [--jurisdiction KE] [--example NAME]
 *   npm run rules -- new-version <CC>/<rule> --effective YYYY-MM-DD
 *   npm run rules -- diff --jurisdiction KE --from YYYY-MM-DD --to YYYY-MM-DD [--population FILE.csv] [--markdown]
 */
const usage = `usage:
  npm run rules -- price --jurisdiction KE --date 2025-07-31 --basic 100000.00 [--<component> amount ...]
                   [--contractor] [--birthdate YYYY-MM-DD] [--profile key=value ...] [--ytd name=minor ...] [--json]
  npm run rules -- doc [--date YYYY-MM-DD] [--out rules-wasm/build/REFERENCE.md]
  npm run rules -- check [--jurisdiction KE] [--example NAME]
  npm run rules -- new-version <CC>/<rule> --effective YYYY-MM-DD
  npm run rules -- diff --jurisdiction KE --from YYYY-MM-DD --to YYYY-MM-DD [--population FILE.csv] [--markdown] [--all]
components: ${componentCodes.map((c) => `--${c.toLowerCase().replaceAll('_', '-')}`).join(' ')}`;

const componentOptions = Object.fromEntries(componentCodes.map((c) => [c.toLowerCase().replaceAll('_', '-'), { type: 'string' as const }]));

function profileValue(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+$/.test(text)) return Number(text);
  return text;
}

async function price(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      jurisdiction: { type: 'string' },
      date: { type: 'string' },
      contractor: { type: 'boolean', default: false },
      birthdate: { type: 'string' },
      profile: { type: 'string', multiple: true, default: [] },
      household: { type: 'string', multiple: true, default: [] },
      ytd: { type: 'string', multiple: true, default: [] },
      json: { type: 'boolean', default: false },
      ...componentOptions,
    },
  });
  const jurisdiction = values.jurisdiction?.toUpperCase() as Jurisdiction | undefined;
  if (!jurisdiction || !jurisdictions.includes(jurisdiction) || !values.date) throw new Error(usage);
  const pairs = (list: string[]) => Object.fromEntries(list.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
  const components = componentCodes
    .filter((code) => (values as Record<string, unknown>)[code.toLowerCase().replaceAll('_', '-')] !== undefined)
    .map((code) => ({ code: code as ComponentCode, amountMinor: parseMajor(String((values as Record<string, unknown>)[code.toLowerCase().replaceAll('_', '-')]), code) }));
  await ensureRulesBuilt();
  const engine = await loadRulesEngine();
  const date = values.date;
  const [result] = engine.price([
    {
      jurisdiction,
      asOfDate: date,
      periodStart: `${date.slice(0, 8)}01`,
      periodEnd: date,
      classification: values.contractor ? 'contractor' : 'employee',
      birthdate: values.birthdate ?? null,
      taxProfile: taxProfileSchemas[jurisdiction].parse(Object.fromEntries(Object.entries(pairs(values.profile)).map(([k, v]) => [k, profileValue(v)]))),
      household: householdCompositionSchema.parse(Object.fromEntries(Object.entries(pairs(values.household)).map(([k, v]) => [k, Number(v)]))),
      components,
      ytd: Object.fromEntries(Object.entries(pairs(values.ytd)).map(([k, v]) => [k, Number(v)])),
    },
  ]);
  if (!result) throw new Error('no result');
  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  const rows = result.lines.map((l) => [l.code, l.kind, formatMinor(l.amountMinor), formatMinor(l.baseMinor), l.rateApplied ?? '', l.ruleVersionRef ?? '']);
  const header = ['code', 'kind', 'amount', 'base', 'rate', 'rule_version_ref'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const print = (r: string[]) => console.log(r.map((cell, i) => (i >= 2 && i <= 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd());
  print(header);
  rows.forEach(print);
  console.log();
  for (const [label, value] of [
    ['gross', result.grossMinor],
    ['tax', result.taxMinor],
    ['employee deductions', result.employeeDeductionsMinor],
    ['net', result.netMinor],
    ['employer cost', result.employerCostMinor],
  ] as const)
    console.log(`${label.padEnd(20)}${formatMinor(value).padStart(16)}`);
  console.log(`ytd after: ${Object.entries(result.ytd).map(([k, v]) => `${k}=${v}`).join(' ')}`);
}

async function doc(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { date: { type: 'string' }, out: { type: 'string' } } });
  await ensureRulesBuilt();
  const engine = await loadRulesEngine();
  const date = values.date ?? new Date().toISOString().slice(0, 10);
  const out = values.out ?? new URL('../rules-wasm/build/REFERENCE.md', import.meta.url).pathname;
  await writeFile(out, referenceDocument(engine.build, date));
  console.log(`wrote ${out} (tables in force on ${date})`);
}

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

/** Runs the worked examples; exit status 1 when one differs from what the engine prices. */
async function check(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { jurisdiction: { type: 'string' }, example: { type: 'string' } } });
  const only = values.jurisdiction === undefined ? undefined : jurisdictionOption(values.jurisdiction);
  let examples = await loadExamples(repositoryRoot, only);
  if (values.example !== undefined) {
    examples = examples.filter((e) => e.name === values.example);
    if (!examples.length) throw new WorkbenchError(`--example: no example named "${values.example}"${only ? ` in ${only}` : ''}`);
  }
  await ensureRulesBuilt();
  const outcomes = checkExamples(await loadRulesEngine(), examples);
  console.log(checkReport(outcomes));
  if (outcomes.some((o) => !o.passed)) process.exitCode = 1;
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'price') await price(rest);
  else if (command === 'doc') await doc(rest);
  else if (command === 'check') await check(rest);
  else if (command === 'new-version') console.log(await newVersion(repositoryRoot, rest));
  else if (command === 'diff') console.log(await diffCommand(repositoryRoot, rest));
  else throw new Error(usage);
} catch (error) {
  // An author's mistake is one line; anything else keeps its message, never a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
