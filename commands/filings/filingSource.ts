import type { CommandContext } from '../context.ts';
import { listPayslipsOfRun, type PayslipRow } from '../../db/payslips.ts';
import { filingInputsOf, filingInputValues, peopleToReport } from '../../db/employeeFilingInputs.ts';
import { filedPayslipsOfRunAfter } from '../../db/filedPayslips.ts';
import { expandFiledLines } from '../../db/payslipLines.ts';
import { PackedLines, PackedPayslip } from './packedLines.ts';
import { ruleSetsById } from '../../db/ruleSets.ts';
import { findEmployerReferences, referencesOf } from '../../db/employerReferences.ts';
import { findOrganization } from '../../db/organizations.ts';
import { runsOfFiling, type FilingRow, type ReportedRun } from '../../db/filings.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import type { FiledPayslip, FiledPerson, FilingSource, PeriodicFilingKind } from '../../documents/filings/periodicFiling.ts';

/** Every payslip of a run, a page at a time. */
export async function everyPayslipOfRun(ctx: Pick<CommandContext, 'tx'>, runId: string): Promise<PayslipRow[]> {
  const all: PayslipRow[] = [];
  for (let after: string | undefined; ; ) {
    const page = await listPayslipsOfRun(ctx.tx, runId, { limit: 100, startingAfter: after });
    all.push(...page.slice(0, 100));
    if (page.length <= 100) return all;
    after = page[99]!.id;
  }
}

/** Employees' payslips and records are read this many at a time: a page, not the run, is held in its stored shape. */
const pageRows = 1000;

/** One person's payslips of the return's runs, and the name and position their latest payslip printed. */
interface PayslipsOfPerson {
  payslips: FiledPayslip[];
  latest: { at: string; fullName: string | null; position: string | null };
}

// The snapshot's one fact a return reads, shared by every payslip rather than held by each.
const snapshots = { employee: { classification: 'employee' }, contractor: { classification: 'contractor' } } as const;

/** The runs' payslips in their filed shape, by employee, oldest pay date first (runs in pay date order). */
async function payslipsByEmployee(ctx: Pick<CommandContext, 'tx'>, runs: ReportedRun[]): Promise<Map<string, PayslipsOfPerson>> {
  const byEmployee = new Map<string, PayslipsOfPerson>();
  const pack = new PackedLines();
  // A run's payslips share their period: one string of it, not one a payslip.
  const periods = new Map<string, string>();
  const periodOf = (date: string) => periods.get(date) ?? (periods.set(date, date), date);
  for (const run of runs) {
    for (let after: string | null = null; ; ) {
      const page = await filedPayslipsOfRunAfter(ctx.tx, run.id, after, pageRows);
      const sets = await ruleSetsById(ctx.tx, page.map((row) => row.rule_set_id));
      for (const row of page) {
        const lines = expandFiledLines(row.lines, sets.get(row.rule_set_id)!);
        const payslip = new PackedPayslip(
          periodOf(row.period_start), periodOf(row.period_end), run.pay_date, row.gross_minor,
          snapshots[row.classification] ?? { classification: row.classification }, pack, pack.add(lines), lines.length,
        );
        const own = byEmployee.get(row.employee_id);
        // A person's list starts with one payslip: an empty list would reserve room for 16.
        if (!own) byEmployee.set(row.employee_id, { payslips: [payslip], latest: { at: run.pay_date, fullName: row.full_name, position: row.position } });
        else own.payslips.push(payslip);
        // The last of equal pay dates wins, as a stable sort by pay date would leave it last.
        if (own && run.pay_date >= own.latest.at) own.latest = { at: run.pay_date, fullName: row.full_name, position: row.position };
      }
      if (page.length < pageRows) break;
      after = page.at(-1)!.id;
    }
  }
  return byEmployee;
}

/** The people of these payslips with their sealed inputs opened and their filing inputs, a page of people at a time. */
async function filedPeople(ctx: CommandContext, byEmployee: Map<string, PayslipsOfPerson>): Promise<FiledPerson[]> {
  const people: FiledPerson[] = [];
  const everyId = [...byEmployee.keys()];
  for (let start = 0; start < everyId.length; start += pageRows) {
    const ids = everyId.slice(start, start + pageRows);
    const [rows, inputs] = await Promise.all([peopleToReport(ctx.tx, ctx.organizationId, ids), filingInputsOf(ctx.tx, ids)]);
    people.push(...(await Promise.all(rows.map(async (person): Promise<FiledPerson> => {
      const open = async (field: string, sealed: string | null) => (sealed === null ? undefined : openSealedValue(ctx.keyring, sealContext('employee', person.id, field), sealed));
      const [birthdate, profile, statutory] = await Promise.all([open('birthdate', person.sealed_birthdate), open('tax_profile', person.sealed_tax_profile), open('statutory_ids', person.sealed_statutory_ids)]);
      const values = (statutory as { values?: Record<string, unknown> } | undefined)?.values ?? {};
      const own = byEmployee.get(person.id)!;
      return {
        employeeId: person.id,
        staffId: person.staff_id,
        fullName: own.latest.fullName ?? [person.first_name, person.last_name].filter(Boolean).join(' '),
        firstName: person.first_name,
        lastName: person.last_name ?? '',
        position: own.latest.position,
        birthdate: typeof birthdate === 'string' ? birthdate : null,
        startDate: person.start_date,
        endDate: person.end_date,
        statutoryIds: Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string')),
        taxProfile: (profile ?? {}) as Record<string, unknown>,
        filingInputs: filingInputValues(inputs.get(person.id)),
        payslips: own.payslips,
      };
    }))));
  }
  return people.sort((a, b) => a.fullName.localeCompare(b.fullName) || a.employeeId.localeCompare(b.employeeId));
}

/**
 * The people of a filing work's returns, read once for each set of runs: KE's four returns of a run report the same
 * people from the same payslips. Writers never change a person they are given.
 */
export type PeopleOfRuns = Map<string, Promise<FiledPerson[]>>;

function peopleOfRuns(ctx: CommandContext, runs: ReportedRun[], read: PeopleOfRuns | undefined): Promise<FiledPerson[]> {
  const key = runs.map((r) => r.id).join(' ');
  const known = read?.get(key);
  if (known) return known;
  const people = payslipsByEmployee(ctx, runs).then((byEmployee) => filedPeople(ctx, byEmployee));
  read?.set(key, people);
  return people;
}

/** Everything a periodic return is written from: its runs' payslips, their people, the employer's references. */
export async function filingSourceOf(ctx: CommandContext, filing: FilingRow, kind: PeriodicFilingKind, read?: PeopleOfRuns): Promise<{ source: FilingSource; unassigned: FiledPerson[] }> {
  const runs = await runsOfFiling(ctx.tx, filing.id);
  const everyone = await peopleOfRuns(ctx, runs, read);
  const partOf = (p: FiledPerson) => (kind.subdivisionOf ? kind.subdivisionOf(p) : '');
  const organization = await findOrganization(ctx.tx, ctx.organizationId);
  return {
    source: {
      filingId: filing.id,
      organizationName: organization?.name ?? '',
      employer: referencesOf(await findEmployerReferences(ctx.tx, ctx.organizationId, filing.jurisdiction)),
      period: { start: filing.period_start, end: filing.period_end, taxYear: filing.tax_year, dueOn: filing.due_on },
      subdivision: filing.subdivision,
      runs: runs.map((r) => ({ id: r.id, payDate: r.pay_date, periodStart: r.period_start, periodEnd: r.period_end })),
      people: everyone.filter((p) => partOf(p) === filing.subdivision),
    },
    unassigned: everyone.filter((p) => partOf(p) === null),
  };
}
