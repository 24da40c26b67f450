import type { Queryable } from './connect.ts';
import type { FilingBlocker, FilingStatus, GatewayError } from '../machines/filing.ts';
import { pageSize } from './pageSize.ts';

/** A registered filing type (documents/filings/filingKinds.ts): GB's `fps` and `eps`, each country's `<cc>_<return>`. */
export type FilingType = string;

/** What an EPS declares for its tax month. */
export interface EpsDeclarations {
  no_payment: boolean;
  employment_allowance: boolean | null;
}

/** What a filing reports, in minor units of its currency: GB RTI's named figures, any other return's by its own names. */
export interface FilingTotals extends Record<string, number> {
  employees: number;
  taxable_pay_minor: number;
  tax_minor: number;
  employee_nic_minor: number;
  employer_nic_minor: number;
  student_loan_minor: number;
  postgraduate_loan_minor: number;
  employee_pension_minor: number;
}

export interface FilingRow {
  id: string;
  organization_id: string;
  jurisdiction: string;
  type: FilingType;
  tax_year: string;
  period_start: string;
  period_end: string;
  due_on: string;
  pay_run_id: string | null;
  /** A periodic return's part: the state or fund it is for ('' when the return is one for the country). */
  subdivision: string;
  status: FilingStatus;
  machine_snapshot: unknown;
  /** GB RTI's message; null for a periodic return, whose document is in parts (`document_in_parts`), and while blocked. */
  document: string | null;
  /** A periodic return's document is written, in filing_document_parts (migration 061). */
  document_in_parts: boolean;
  totals: Record<string, number>;
  blockers: FilingBlocker[];
  gateway_errors: GatewayError[];
  correlation_id: string | null;
  /** The reference the authority's portal gave an uploaded filing (mark_filed). */
  authority_reference: string | null;
  final_submission: boolean;
  declarations: EpsDeclarations | Record<string, never>;
  submitted_at: Date | null;
  decided_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type NewFiling = Pick<
  FilingRow,
  'id' | 'organization_id' | 'jurisdiction' | 'type' | 'tax_year' | 'period_start' | 'period_end' | 'due_on' | 'pay_run_id' | 'status' | 'machine_snapshot'
> & { declarations?: EpsDeclarations; subdivision?: string };

export async function insertFiling(sql: Queryable, filing: NewFiling): Promise<FilingRow> {
  const [row] = await sql<FilingRow[]>`
    insert into filings ${sql({ ...filing, machine_snapshot: sql.json(filing.machine_snapshot as never), declarations: sql.json((filing.declarations ?? {}) as never) } as Record<string, unknown>)}
    returning *`;
  return row!;
}

export async function findFiling(sql: Queryable, organizationId: string, id: string, options: { lock?: boolean } = {}): Promise<FilingRow | undefined> {
  const [row] = await sql<FilingRow[]>`
    select * from filings where organization_id = ${organizationId} and id = ${id}
    ${options.lock ? sql`for update` : sql``}`;
  return row;
}

/** The run's filings, oldest first (locked, for the run's transition that moves them). */
export async function filingsOfPayRun(sql: Queryable, payRunId: string, options: { lock?: boolean } = {}): Promise<FilingRow[]> {
  return sql<FilingRow[]>`
    select * from filings where pay_run_id = ${payRunId} order by created_at, id
    ${options.lock ? sql`for update` : sql``}`;
}

export interface FilingUpdate {
  status?: FilingStatus;
  machine_snapshot?: unknown;
  document?: string | null;
  document_in_parts?: boolean;
  totals?: Record<string, number>;
  blockers?: FilingBlocker[];
  gateway_errors?: GatewayError[];
  correlation_id?: string | null;
  authority_reference?: string | null;
  final_submission?: boolean;
  submitted_at?: Date | null;
  decided_at?: Date | null;
}

export async function updateFiling(sql: Queryable, id: string, update: FilingUpdate): Promise<FilingRow> {
  const values: Record<string, unknown> = { ...update, updated_at: new Date() };
  for (const key of ['machine_snapshot', 'totals', 'blockers', 'gateway_errors'] as const) {
    if (update[key] !== undefined) values[key] = sql.json(update[key] as never);
  }
  const [row] = await sql<FilingRow[]>`update filings set ${sql(values)} where id = ${id} returning *`;
  return row!;
}

export interface FilingListQuery {
  organizationId: string;
  limit: number;
  startingAfter?: string;
  jurisdiction?: string;
  type?: FilingType;
  periodStart?: string;
  status?: FilingStatus;
}

/** Oldest first (ids are time-ordered), one extra row when another page exists. */
export async function listFilings(sql: Queryable, q: FilingListQuery): Promise<FilingRow[]> {
  return sql<FilingRow[]>`
    select * from filings
    where organization_id = ${q.organizationId}
      ${q.startingAfter ? sql`and id > ${q.startingAfter}` : sql``}
      ${q.jurisdiction ? sql`and jurisdiction = ${q.jurisdiction}` : sql``}
      ${q.type ? sql`and type = ${q.type}` : sql``}
      ${q.periodStart ? sql`and period_start = ${q.periodStart}` : sql``}
      ${q.status ? sql`and status = ${q.status}` : sql``}
    order by id limit ${pageSize(sql, q.limit + 1)}`;
}

/** Filings the authority holds whose poll may have been lost: every process's sweep finds them. */
export async function filingsAwaitingTheAuthority(sql: Queryable, statuses: readonly string[], idleMs: number): Promise<Pick<FilingRow, 'id' | 'organization_id'>[]> {
  return sql<Pick<FilingRow, 'id' | 'organization_id'>[]>`
    select id, organization_id from filings
    where status = any(${statuses as string[]}) and updated_at < now() - make_interval(secs => ${idleMs / 1000})
    order by updated_at limit 500`;
}

/** A GB run paid inside a tax month: an EPS declaring no payment for that month would be false. */
export async function runPaidBetween(sql: Queryable, organizationId: string, from: string, to: string, statuses: readonly string[]): Promise<string | undefined> {
  const [row] = await sql<{ id: string }[]>`
    select id from pay_runs where organization_id = ${organizationId} and jurisdiction = 'GB' and pay_date between ${from} and ${to}
      and status = any(${statuses as string[]}) order by id limit 1`;
  return row?.id;
}

/** The periodic return of a type, period and part, locked (null when none was made yet). */
export async function findPeriodicFiling(
  sql: Queryable,
  key: { organizationId: string; jurisdiction: string; type: string; periodStart: string; subdivision: string },
): Promise<FilingRow | undefined> {
  const [row] = await sql<FilingRow[]>`
    select * from filings
    where organization_id = ${key.organizationId} and jurisdiction = ${key.jurisdiction} and type = ${key.type}
      and period_start = ${key.periodStart} and subdivision = ${key.subdivision} and pay_run_id is null
    for update`;
  return row;
}

/** Serializes the making of one return: two runs paid at once must not both create it. */
export async function lockPeriodicReturn(sql: Queryable, organizationId: string, type: string, periodStart: string, subdivision: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${organizationId}:${type}:${periodStart}:${subdivision}`}, 0))`;
}

/** A paid run joins a periodic return (once: a retried payment of the run changes nothing). */
export async function addRunToFiling(sql: Queryable, organizationId: string, filingId: string, payRunId: string): Promise<void> {
  await sql`insert into filing_pay_runs (organization_id, filing_id, pay_run_id) values (${organizationId}, ${filingId}, ${payRunId}) on conflict do nothing`;
}

/** Whether the run is already reported in a return of this type and part (a later period's, after its own was filed). */
export async function runIsInReturn(sql: Queryable, payRunId: string, type: string, subdivision: string): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`
    select exists (
      select 1 from filing_pay_runs fr join filings f on f.id = fr.filing_id
      where fr.pay_run_id = ${payRunId} and f.type = ${type} and f.subdivision = ${subdivision}) as found`;
  return row!.found;
}

export interface ReportedRun {
  id: string;
  pay_date: string;
  period_start: string;
  period_end: string;
}

/** The runs a periodic return reports, by pay date. */
export async function runsOfFiling(sql: Queryable, filingId: string): Promise<ReportedRun[]> {
  return sql<ReportedRun[]>`
    select r.id, r.pay_date::text as pay_date, r.period_start::text as period_start, r.period_end::text as period_end
    from filing_pay_runs fr join pay_runs r on r.id = fr.pay_run_id
    where fr.filing_id = ${filingId} order by r.pay_date, r.id`;
}

/** Draft returns whose only wait was for their period to end: the filing sweep prepares them again. */
export async function returnsWhosePeriodEnded(sql: Queryable, statuses: readonly string[], today: string): Promise<Pick<FilingRow, 'id' | 'organization_id'>[]> {
  return sql<Pick<FilingRow, 'id' | 'organization_id'>[]>`
    select id, organization_id from filings
    where status = any(${statuses as string[]}) and period_end < ${today} and blockers @> '[{"subject":"period"}]'::jsonb
    order by period_end limit 500`;
}
