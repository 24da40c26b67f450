import type { Queryable } from './connect.ts';
import type { FilingRow } from './filings.ts';

/** pay_run: file a paid run in its returns; employee / jurisdiction: prepare the drafts the change affects. */
export type FilingWorkKind = 'pay_run' | 'employee' | 'jurisdiction';

export interface FilingWorkRow {
  id: string;
  organization_id: string;
  kind: FilingWorkKind;
  subject: string;
  created_at: Date;
  done_at: Date | null;
}

export async function insertFilingWork(sql: Queryable, work: Pick<FilingWorkRow, 'id' | 'organization_id' | 'kind' | 'subject'>): Promise<void> {
  await sql`insert into filing_work ${sql(work)}`;
}

/** Locked, so two deliveries of its message do it one after the other, and the second finds it done. */
export async function lockFilingWork(sql: Queryable, organizationId: string, id: string): Promise<FilingWorkRow | undefined> {
  const [row] = await sql<FilingWorkRow[]>`select * from filing_work where organization_id = ${organizationId} and id = ${id} for update`;
  return row;
}

export async function markFilingWorkDone(sql: Queryable, id: string): Promise<void> {
  await sql`update filing_work set done_at = now() where id = ${id}`;
}

/** Work not done `idleMs` after it was asked for: its message was lost (every process's sweep finds it). */
export async function filingWorkWaiting(sql: Queryable, idleMs: number): Promise<Pick<FilingWorkRow, 'id' | 'organization_id'>[]> {
  return sql<Pick<FilingWorkRow, 'id' | 'organization_id'>[]>`
    select id, organization_id from filing_work
    where done_at is null and created_at < now() - make_interval(secs => ${idleMs / 1000})
    order by created_at limit 500`;
}

/** The organization's filings in `statuses` that report the employee (through their run or their runs), locked. */
export async function filingsReportingEmployee(sql: Queryable, organizationId: string, employeeId: string, statuses: readonly string[]): Promise<FilingRow[]> {
  return sql<FilingRow[]>`
    with runs as (select distinct pay_run_id from payslips where organization_id = ${organizationId} and employee_id = ${employeeId})
    select f.* from filings f
    where f.organization_id = ${organizationId} and f.status = any(${statuses as string[]})
      and (f.pay_run_id in (select pay_run_id from runs)
        or exists (select 1 from filing_pay_runs fr where fr.filing_id = f.id and fr.pay_run_id in (select pay_run_id from runs)))
    order by f.created_at, f.id
    for update of f`;
}

/** The organization's filings in `statuses` for one country, locked. */
export async function filingsOfJurisdiction(sql: Queryable, organizationId: string, jurisdiction: string, statuses: readonly string[]): Promise<FilingRow[]> {
  return sql<FilingRow[]>`
    select * from filings where organization_id = ${organizationId} and jurisdiction = ${jurisdiction} and status = any(${statuses as string[]})
    order by created_at, id for update`;
}
