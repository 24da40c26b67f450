import type { Queryable } from './connect.ts';
import type { FilingBlocker, FilingStatus, GatewayError } from '../machines/filing.ts';
import { pageSize } from './pageSize.ts';

export type FilingType = 'fps' | 'eps';

/** What an EPS declares for its tax month. */
export interface EpsDeclarations {
  no_payment: boolean;
  employment_allowance: boolean | null;
}

/** What a filing reports, in minor units (GBP pence for RTI). */
export interface FilingTotals {
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
  status: FilingStatus;
  machine_snapshot: unknown;
  document: string | null;
  totals: Partial<FilingTotals>;
  blockers: FilingBlocker[];
  gateway_errors: GatewayError[];
  correlation_id: string | null;
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
> & { declarations?: EpsDeclarations };

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
  totals?: Partial<FilingTotals>;
  blockers?: FilingBlocker[];
  gateway_errors?: GatewayError[];
  correlation_id?: string | null;
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

/** The organization's filings in `statuses` (oldest first, locked): prepared again after a correction. */
export async function filingsOfOrganizationToPrepare(sql: Queryable, organizationId: string, statuses: readonly string[]): Promise<FilingRow[]> {
  return sql<FilingRow[]>`
    select * from filings where organization_id = ${organizationId} and status = any(${statuses as string[]}) order by id limit 100 for update`;
}

/** A GB run paid inside a tax month: an EPS declaring no payment for that month would be false. */
export async function runPaidBetween(sql: Queryable, organizationId: string, from: string, to: string, statuses: readonly string[]): Promise<string | undefined> {
  const [row] = await sql<{ id: string }[]>`
    select id from pay_runs where organization_id = ${organizationId} and jurisdiction = 'GB' and pay_date between ${from} and ${to}
      and status = any(${statuses as string[]}) order by id limit 1`;
  return row?.id;
}
