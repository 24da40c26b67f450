import type { CommandContext } from '../context.ts';
import { listPayslipsOfRun, type PayslipRow } from '../../db/payslips.ts';
import { filingInputsOf, filingInputValues, peopleToFile } from '../../db/employeeFilingInputs.ts';
import { findEmployerReferences, referencesOf } from '../../db/employerReferences.ts';
import { findOrganization } from '../../db/organizations.ts';
import { runsOfFiling, type FilingRow } from '../../db/filings.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import type { FiledPerson, FilingSource, PeriodicFilingKind } from '../../documents/filings/periodicFiling.ts';

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

/** The people of these payslips with their sealed inputs opened and their filing inputs (payslips by pay date). */
export async function filedPeople(ctx: CommandContext, payslips: PayslipRow[]): Promise<FiledPerson[]> {
  const byEmployee = new Map<string, PayslipRow[]>();
  for (const p of payslips) byEmployee.set(p.employee_id, [...(byEmployee.get(p.employee_id) ?? []), p]);
  const ids = [...byEmployee.keys()];
  const rows = await peopleToFile(ctx.tx, ctx.organizationId, ids);
  const inputs = await filingInputsOf(ctx.tx, ids);
  const people: FiledPerson[] = [];
  for (const person of rows) {
    const open = async (field: string, sealed: string | null) => (sealed === null ? undefined : openSealedValue(ctx.keyring, sealContext('employee', person.id, field), sealed));
    const [birthdate, profile, ids] = await Promise.all([open('birthdate', person.sealed_birthdate), open('tax_profile', person.sealed_tax_profile), open('statutory_ids', person.sealed_statutory_ids)]);
    const values = (ids as { values?: Record<string, unknown> } | undefined)?.values ?? {};
    const own = (byEmployee.get(person.id) ?? []).sort((a, b) => (a.pay_date ?? a.period_end).localeCompare(b.pay_date ?? b.period_end));
    const latest = own.at(-1);
    people.push({
      employeeId: person.id,
      staffId: person.staff_id,
      fullName: latest?.employee_snapshot.full_name ?? [person.first_name, person.last_name].filter(Boolean).join(' '),
      firstName: person.first_name,
      lastName: person.last_name ?? '',
      position: latest?.employee_snapshot.position ?? null,
      birthdate: typeof birthdate === 'string' ? birthdate : null,
      startDate: person.start_date,
      endDate: person.end_date,
      statutoryIds: Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string')),
      taxProfile: (profile ?? {}) as Record<string, unknown>,
      filingInputs: filingInputValues(inputs.get(person.id)),
      payslips: own,
    });
  }
  return people.sort((a, b) => a.fullName.localeCompare(b.fullName) || a.employeeId.localeCompare(b.employeeId));
}

/** Everything a periodic return is written from: its runs' payslips, their people, the employer's references. */
export async function filingSourceOf(ctx: CommandContext, filing: FilingRow, kind: PeriodicFilingKind): Promise<{ source: FilingSource; unassigned: FiledPerson[] }> {
  const runs = await runsOfFiling(ctx.tx, filing.id);
  const payslips: PayslipRow[] = [];
  for (const run of runs) payslips.push(...(await everyPayslipOfRun(ctx, run.id)).map((p) => ({ ...p, pay_date: p.pay_date ?? run.pay_date })));
  const everyone = await filedPeople(ctx, payslips);
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
