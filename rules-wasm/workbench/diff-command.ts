import { parseArgs } from 'node:util';
import { householdCompositionSchema, taxProfileSchemas, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { ensureRulesBuilt } from '../compiler/build-module.ts';
import { loadRulesEngine } from '../host/engine.ts';
import { ruleVersionRef, type RulesManifest } from '../host/manifest.ts';
import { formatMinor } from '../host/money-text.ts';
import type { PricingRequest, PricingResult } from '../../domain/payroll/pricing.ts';
import { dateOption, jurisdictionOption } from './command-options.ts';
import { WorkbenchError } from './load-examples.ts';
import { readPopulationCsv } from './population-csv.ts';
import { referencePopulation, type ReferenceEmployee } from './reference-population.ts';
import { markdownTable, terminalTable, type TextTable } from './text-table.ts';

/**
 * `npm run rules -- diff --jurisdiction KE --from 2026-06-30 --to 2026-07-01 [--population FILE.csv] [--markdown] [--all]`:
 * the effect of a table change on pay. Each employee's pay period that contains --to is priced twice, with the
 * tables in force on --from and with those in force on --to, so only the tables differ between the two columns.
 */
export async function diffCommand(repositoryRoot: string, args: string[]): Promise<string> {
  const { values } = parseArgs({
    args,
    options: { jurisdiction: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, population: { type: 'string' }, markdown: { type: 'boolean', default: false }, all: { type: 'boolean', default: false } },
  });
  const code = jurisdictionOption(values.jurisdiction);
  const from = dateOption(values.from, '--from');
  const to = dateOption(values.to, '--to');
  const population = values.population ? await readPopulationCsv(values.population) : referencePopulation(code);
  const origin = values.population ?? `the built-in ${code} population`;
  await ensureRulesBuilt();
  const engine = await loadRulesEngine();
  const period = { start: `${to.slice(0, 8)}01`, end: monthEnd(to) };
  const requests = (asOfDate: string) => population.map((e) => requestOf(code, e, asOfDate, period, origin));
  const before = priceAll(engine.price.bind(engine), requests(from), population, origin);
  const after = priceAll(engine.price.bind(engine), requests(to), population, origin);
  const report = compare(population, before, after, values.all);
  const changes = tableChanges(engine.build, code, from, to);
  return (values.markdown ? markdownReport : terminalReport)({ code, from, to, period, origin, population, changes, report });
}

function monthEnd(date: string): string {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).toISOString().slice(0, 10);
}

function requestOf(code: Jurisdiction, e: ReferenceEmployee, asOfDate: string, period: { start: string; end: string }, origin: string): PricingRequest {
  const profile = taxProfileSchemas[code].safeParse(e.taxProfile);
  if (!profile.success) {
    const issue = profile.error.issues[0]!;
    throw new WorkbenchError(`${origin}: employee ${e.id}: profile.${issue.path.join('.')}: ${issue.message}`);
  }
  const household = householdCompositionSchema.safeParse(e.household);
  if (!household.success) {
    const issue = household.error.issues[0]!;
    throw new WorkbenchError(`${origin}: employee ${e.id}: household.${issue.path.join('.')}: ${issue.message}`);
  }
  return {
    jurisdiction: code, asOfDate, periodStart: period.start, periodEnd: period.end, payFrequency: 'monthly',
    classification: e.classification, birthdate: e.birthdate, taxProfile: profile.data, household: household.data, components: e.components, ytd: e.ytd,
  };
}

/** One batch; when the engine refuses it, one at a time so the refusal names its employee. */
function priceAll(price: (r: PricingRequest[]) => PricingResult[], requests: PricingRequest[], population: ReferenceEmployee[], origin: string): PricingResult[] {
  try {
    return price(requests);
  } catch {
    return requests.map((r, i) => {
      try {
        return price([r])[0]!;
      } catch (error) {
        throw new WorkbenchError(`${origin}: employee ${population[i]!.id}: not priced: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    });
  }
}

interface Change {
  employee: ReferenceEmployee;
  line: string;
  before: number | null;
  after: number | null;
}

const totals = [
  ['gross', 'grossMinor'], ['tax', 'taxMinor'], ['employee deductions', 'employeeDeductionsMinor'], ['net', 'netMinor'], ['employer cost', 'employerCostMinor'],
] as const;

function lineAmounts(result: PricingResult): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const line of result.lines) amounts.set(line.code, (amounts.get(line.code) ?? 0) + line.amountMinor);
  return amounts;
}

function compare(population: ReferenceEmployee[], before: PricingResult[], after: PricingResult[], all: boolean | undefined) {
  const rows: Change[] = [];
  let affected = 0;
  const sums = Object.fromEntries(totals.map(([label]) => [label, 0])) as Record<string, number>;
  population.forEach((employee, i) => {
    const b = lineAmounts(before[i]!);
    const a = lineAmounts(after[i]!);
    const codes = [...new Set([...b.keys(), ...a.keys()])];
    const changed = codes.filter((c) => b.get(c) !== a.get(c));
    if (changed.length) affected++;
    for (const code of all ? codes : changed) rows.push({ employee, line: code, before: b.get(code) ?? null, after: a.get(code) ?? null });
    for (const [label, field] of totals) {
      const delta = after[i]![field] - before[i]![field];
      sums[label]! += delta;
      if (delta !== 0 || (all && label === 'net')) rows.push({ employee, line: `total ${label}`, before: before[i]![field], after: after[i]![field] });
    }
  });
  return { rows, affected, sums };
}

interface TableChange {
  rule: string;
  before: string;
  after: string;
}

/** The versions in force on each date, for every table of the jurisdiction whose version differs. */
function tableChanges(manifest: RulesManifest, code: Jurisdiction, from: string, to: string): TableChange[] {
  const tables = manifest.tables.filter((t) => t.jurisdiction === code);
  const inForce = (rule: string, date: string) => {
    const version = tables.filter((t) => t.rule === rule && t.effectiveFrom <= date).at(-1);
    return !version ? 'none' : version.repealed ? `repealed (${ruleVersionRef(version)})` : ruleVersionRef(version);
  };
  return [...new Set(tables.map((t) => t.rule))]
    .map((rule) => ({ rule: `${code}/${rule}`, before: inForce(rule, from), after: inForce(rule, to) }))
    .filter((c) => c.before !== c.after);
}

interface Report {
  code: Jurisdiction;
  from: string;
  to: string;
  period: { start: string; end: string };
  origin: string;
  population: ReferenceEmployee[];
  changes: TableChange[];
  report: ReturnType<typeof compare>;
}

const signed = (minor: number) => (minor > 0 ? `+${formatMinor(minor)}` : formatMinor(minor));
const amount = (minor: number | null) => (minor === null ? 'absent' : formatMinor(minor));

function changeTable(r: Report): TextTable {
  return {
    header: ['employee', 'description', 'line', `${r.from}`, `${r.to}`, 'change'],
    rows: r.report.rows.map((c) => [c.employee.id, c.employee.description, c.line, amount(c.before), amount(c.after), signed((c.after ?? 0) - (c.before ?? 0))]),
    numeric: [3, 4, 5],
  };
}

function summary(r: Report): string[] {
  const { affected, sums } = r.report;
  return [
    `${affected} of ${r.population.length} employees change; in all: ${totals.map(([label]) => `${label} ${signed(sums[label]!)}`).join(', ')}`,
  ];
}

function terminalReport(r: Report): string {
  return [
    `${r.code}: the pay period ${r.period.start} to ${r.period.end}, priced with the tables in force on ${r.from} and on ${r.to} (${r.origin}, ${r.population.length} employees)`,
    r.changes.length ? 'tables that change:' : `no table of ${r.code} changes between ${r.from} and ${r.to}`,
    ...r.changes.map((c) => `  ${c.rule}: ${c.before} -> ${c.after}`),
    ...summary(r),
    ...(r.report.rows.length ? ['', terminalTable(changeTable(r))] : []),
  ].join('\n');
}

function markdownReport(r: Report): string {
  return [
    `### ${r.code}: effect of the tables in force on ${r.to} against ${r.from}`,
    '',
    `Pay period ${r.period.start} to ${r.period.end}; ${r.origin}, ${r.population.length} employees.`,
    '',
    ...(r.changes.length
      ? [markdownTable({ header: ['table', r.from, r.to], rows: r.changes.map((c) => [c.rule, `\`${c.before}\``, `\`${c.after}\``]), numeric: [] }), '']
      : [`No table of ${r.code} changes between ${r.from} and ${r.to}.`, '']),
    ...summary(r),
    '',
    ...(r.report.rows.length ? [markdownTable(changeTable(r))] : ['No payslip changes.']),
  ].join('\n');
}
