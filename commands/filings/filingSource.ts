import type { CommandContext } from '../context.ts';
import { listPayslipsOfRun, type PayslipRow } from '../../db/payslips.ts';
import { filingInputsOf, filingInputValues, peopleToFile } from '../../db/employeeFilingInputs.ts';
import { filedNamesAt, filedPayslipsOfPeople, openFiledNames, type FiledName } from '../../db/filedPayslips.ts';
import { expandFiledLines } from '../../db/payslipLines.ts';
import { PackedLines, PackedPayslip } from './packedLines.ts';
import { ruleSetsById } from '../../db/ruleSets.ts';
import { findEmployerReferences, referencesOf } from '../../db/employerReferences.ts';
import { findOrganization } from '../../db/organizations.ts';
import { runsOfFiling, type FilingRow, type ReportedRun } from '../../db/filings.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import type { FiledPayslip, FiledPerson, FilingHead, PeriodicFilingKind } from '../../documents/filings/periodicFiling.ts';

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

/** People a return's writer is given at a time: a page, not the run, is held in its stored shape (issue 31). */
const pagePeople = 1000;

// The snapshot's one fact a return reads, shared by every payslip rather than held by each.
const snapshots = { employee: { classification: 'employee' }, contractor: { classification: 'contractor' } } as const;

/** A page of the return's people, in its order, with their payslips of its runs (oldest pay date first) and inputs. */
async function filedPeopleOf(ctx: CommandContext, runs: ReportedRun[], names: FiledName[]): Promise<FiledPerson[]> {
  const ids = names.map((n) => n.employee_id);
  const runIds = runs.map((r) => r.id);
  const [rows, people, inputs] = await Promise.all([
    filedPayslipsOfPeople(ctx.tx, ctx.organizationId, runIds, ids), peopleToFile(ctx.tx, ctx.organizationId, ids), filingInputsOf(ctx.tx, ids),
  ]);
  const sets = await ruleSetsById(ctx.tx, rows.map((row) => row.rule_set_id));
  const runOrder = new Map(runs.map((r, i) => [r.id, i]));
  const payDate = new Map(runs.map((r) => [r.id, r.pay_date]));
  const pack = new PackedLines();
  const payslips = new Map<string, FiledPayslip[]>();
  // Runs in pay date order, each run's payslips in id order (rows come by id; the sort is stable).
  for (const row of rows.sort((a, b) => runOrder.get(a.pay_run_id)! - runOrder.get(b.pay_run_id)!)) {
    const lines = expandFiledLines(row.lines, sets.get(row.rule_set_id)!);
    const payslip = new PackedPayslip(row.period_start, row.period_end, payDate.get(row.pay_run_id)!, row.gross_minor, snapshots[row.classification] ?? { classification: row.classification }, pack, pack.add(lines), lines.length);
    const own = payslips.get(row.employee_id);
    if (own) own.push(payslip);
    else payslips.set(row.employee_id, [payslip]);
  }
  const byId = new Map(people.map((p) => [p.id, p]));
  return Promise.all(names.map(async (name): Promise<FiledPerson> => {
    const person = byId.get(name.employee_id)!;
    const open = async (field: string, sealed: string | null) => (sealed === null ? undefined : openSealedValue(ctx.keyring, sealContext('employee', person.id, field), sealed));
    const [birthdate, profile, statutory] = await Promise.all([open('birthdate', person.sealed_birthdate), open('tax_profile', person.sealed_tax_profile), open('statutory_ids', person.sealed_statutory_ids)]);
    const values = (statutory as { values?: Record<string, unknown> } | undefined)?.values ?? {};
    return {
      employeeId: person.id,
      staffId: person.staff_id,
      fullName: name.full_name,
      firstName: person.first_name,
      lastName: person.last_name ?? '',
      position: name.position,
      birthdate: typeof birthdate === 'string' ? birthdate : null,
      startDate: person.start_date,
      endDate: person.end_date,
      statutoryIds: Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string')),
      taxProfile: (profile ?? {}) as Record<string, unknown>,
      filingInputs: filingInputValues(inputs.get(person.id)),
      payslips: payslips.get(person.id) ?? [],
    };
  }));
}

/**
 * A return's people a page at a time, in its order (fullName by localeCompare, then employeeId), read again from
 * the database at each pass (one pass at a time). Those of a subdivided return whose part is not known yet are
 * listed in `unassigned` as a pass goes: each is a blocker of its own.
 */
export interface PeoplePages extends AsyncIterable<FiledPerson[]> {
  readonly unassigned: Pick<FiledPerson, 'employeeId' | 'fullName'>[];
}

let cursors = 0;

function peoplePages(ctx: CommandContext, runs: ReportedRun[], partOf: (p: FiledPerson) => string | null | undefined, part: string, size: number): PeoplePages {
  const cursor = `filed_people_${++cursors}`;
  let opened: Promise<void> | undefined;
  const unassigned: Pick<FiledPerson, 'employeeId' | 'fullName'>[] = [];
  return {
    unassigned,
    async *[Symbol.asyncIterator]() {
      const fromStart = opened !== undefined;
      await (opened ??= openFiledNames(ctx.tx, cursor, ctx.organizationId, runs.map((r) => r.id)));
      unassigned.length = 0;
      for (let first = true; ; first = false) {
        const names = await filedNamesAt(ctx.tx, cursor, size, first && fromStart);
        if (names.length === 0) return;
        const page = await filedPeopleOf(ctx, runs, names);
        for (const p of page) if (partOf(p) === null) unassigned.push({ employeeId: p.employeeId, fullName: p.fullName });
        yield page.filter((p) => partOf(p) === part);
        if (names.length < size) return;
      }
    },
  };
}

/** Everything a periodic return is written from: its runs, the employer's references, and its people a page at a time. */
export async function filingSourceOf(ctx: CommandContext, filing: FilingRow, kind: PeriodicFilingKind, size = pagePeople): Promise<{ source: FilingHead; pages: PeoplePages }> {
  const runs = await runsOfFiling(ctx.tx, filing.id);
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
    },
    pages: peoplePages(ctx, runs, partOf, filing.subdivision, size),
  };
}
