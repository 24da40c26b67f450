import type { Queryable } from './connect.ts';
import type { PayRunStatus } from '../machines/payRun.ts';
import type { PayFrequency } from '../domain/payroll/payFrequency.ts';
import { pageSize } from './pageSize.ts';

export interface PayRunRow {
  id: string;
  organization_id: string;
  jurisdiction: string;
  currency: string;
  period_start: string;
  period_end: string;
  pay_date: string;
  as_of_date: string;
  pay_frequency: PayFrequency;
  /** regular, or off_cycle: a bonus, correction or termination payment that may share its period (migration 043). */
  run_type: 'regular' | 'off_cycle';
  off_cycle_reason: 'bonus' | 'correction' | 'termination' | 'other' | null;
  status: PayRunStatus;
  machine_snapshot: unknown;
  calculation: number;
  payslip_count: number;
  gross_minor: number;
  net_minor: number;
  employee_deductions_minor: number;
  employer_cost_minor: number;
  failure: { calculation: number; reason: string } | null;
  approved_at: Date | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type NewPayRun = Pick<
  PayRunRow,
  'id' | 'organization_id' | 'jurisdiction' | 'currency' | 'period_start' | 'period_end' | 'pay_date' | 'as_of_date' | 'pay_frequency' | 'status' | 'machine_snapshot'
> & Partial<Pick<PayRunRow, 'run_type' | 'off_cycle_reason'>>;

export async function insertPayRun(sql: Queryable, run: NewPayRun): Promise<PayRunRow> {
  const [row] = await sql<PayRunRow[]>`
    insert into pay_runs ${sql({ ...run, machine_snapshot: sql.json(run.machine_snapshot as never) } as Record<string, unknown>)}
    returning *`;
  return row!;
}

export async function findPayRun(
  sql: Queryable,
  organizationId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PayRunRow | undefined> {
  // `for no key update`, not `for update`: the run's key never changes, and `for update` conflicts with the key-share
  // lock every payslip insert takes on its run (the foreign key), so the coordinator's lock per chunk fact queued
  // behind the calculators' chunk transactions and every later chunk queued behind it (docs/performance.md).
  const [row] = await sql<PayRunRow[]>`
    select * from pay_runs where organization_id = ${organizationId} and id = ${id}
    ${options.lock ? sql`for no key update` : sql``}`;
  return row;
}

/** Another regular run of the jurisdiction whose period shares a day with this one (off-cycle runs may share). */
export async function findOverlappingPayRun(
  sql: Queryable,
  organizationId: string,
  jurisdiction: string,
  periodStart: string,
  periodEnd: string,
): Promise<Pick<PayRunRow, 'id' | 'period_start' | 'period_end'> | undefined> {
  const [row] = await sql<PayRunRow[]>`
    select id, period_start, period_end from pay_runs
    where organization_id = ${organizationId} and jurisdiction = ${jurisdiction} and run_type = 'regular'
      and period_start <= ${periodEnd} and period_end >= ${periodStart}
    order by id limit 1`;
  return row;
}

export interface PayRunListQuery {
  organizationId: string;
  limit: number;
  startingAfter?: string;
  updatedSince?: Date;
  status?: PayRunStatus;
}

export async function listPayRuns(sql: Queryable, query: PayRunListQuery): Promise<PayRunRow[]> {
  return sql<PayRunRow[]>`
    select * from pay_runs
    where organization_id = ${query.organizationId}
      ${query.startingAfter ? sql`and id > ${query.startingAfter}` : sql``}
      ${query.updatedSince ? sql`and updated_at >= ${query.updatedSince}` : sql``}
      ${query.status ? sql`and status = ${query.status}` : sql``}
    order by id limit ${pageSize(sql, query.limit + 1)}`;
}

export type PayRunChange = Partial<
  Pick<
    PayRunRow,
    | 'status' | 'machine_snapshot' | 'calculation' | 'failure' | 'payslip_count' | 'gross_minor' | 'net_minor'
    | 'employee_deductions_minor' | 'employer_cost_minor' | 'approved_at' | 'paid_at'
  >
>;

export async function updatePayRun(sql: Queryable, id: string, change: PayRunChange): Promise<PayRunRow> {
  const values: Record<string, unknown> = { ...change };
  if ('machine_snapshot' in change) values.machine_snapshot = sql.json(change.machine_snapshot as never);
  if ('failure' in change) values.failure = change.failure === null ? null : sql.json(change.failure as never);
  const [row] = await sql<PayRunRow[]>`
    update pay_runs set ${sql(values)}, updated_at = now() where id = ${id} returning *`;
  return row!;
}

/** Runs in any of `statuses` across every organization (the owner's connection), for the coordinator's sweep. */
export async function listRunsInStatuses(
  sql: Queryable,
  statuses: readonly PayRunStatus[],
): Promise<Pick<PayRunRow, 'id' | 'organization_id' | 'calculation'>[]> {
  return sql<PayRunRow[]>`select id, organization_id, calculation from pay_runs where status = any(${statuses as string[]}::text[])`;
}
