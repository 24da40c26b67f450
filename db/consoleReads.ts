import type { Queryable } from './connect.ts';
import type { PayRunRow } from './payRuns.ts';
import type { TransitionRow } from './transitions.ts';
import { pageSize } from './pageSize.ts';

/** The machines the console counts, and where each keeps its records' snapshots. */
export type CountedMachine = 'payRun' | 'paymentStatus' | 'bankNameCheck' | 'webhookDelivery' | 'filing' | 'deadLetter';

/** How many of the organization's records sit in each state of a machine, read from the snapshots. */
export async function countStates(sql: Queryable, organizationId: string, machine: CountedMachine): Promise<Record<string, number>> {
  const rows =
    machine === 'payRun'
      ? await sql<{ state: string; count: number }[]>`
          select machine_snapshot ->> 'value' as state, count(*)::int as count from pay_runs
          where organization_id = ${organizationId} group by 1`
      : machine === 'paymentStatus'
        ? await sql<{ state: string; count: number }[]>`
            select payment_snapshot ->> 'value' as state, count(*)::int as count from payslips
            where organization_id = ${organizationId} group by 1`
        : machine === 'bankNameCheck'
          ? await sql<{ state: string; count: number }[]>`
              select bank_name_check_snapshot ->> 'value' as state, count(*)::int as count from employees
              where organization_id = ${organizationId} group by 1`
          : machine === 'webhookDelivery'
            ? await sql<{ state: string; count: number }[]>`
                select machine_snapshot ->> 'value' as state, count(*)::int as count from webhook_deliveries
                where organization_id = ${organizationId} group by 1`
            : machine === 'filing'
              ? await sql<{ state: string; count: number }[]>`
                  select machine_snapshot ->> 'value' as state, count(*)::int as count from filings
                  where organization_id = ${organizationId} group by 1`
              : await sql<{ state: string; count: number }[]>`
                  select status as state, count(*)::int as count from dead_letters
                  where organization_id = ${organizationId} group by 1`;
  return Object.fromEntries(rows.map((r) => [r.state, r.count]));
}

export interface ChunkProgress {
  total: number;
  done: number;
  failed: number;
}

/** The current calculation's chunks: how many were priced of how many. */
export async function chunkProgress(sql: Queryable, payRunId: string, calculation: number): Promise<ChunkProgress> {
  const [row] = await sql<ChunkProgress[]>`
    select count(*)::int as total,
           count(*) filter (where state = 'done')::int as done,
           count(*) filter (where state = 'failed')::int as failed
    from pay_run_chunks where pay_run_id = ${payRunId} and calculation = ${calculation}`;
  return row!;
}

export interface FailedChunk {
  calculation: number;
  chunk: number;
  attempts: number;
  last_error: string | null;
  employee_count: number;
  completed_at: Date | null;
  completed_by: string | null;
}

export async function failedChunks(sql: Queryable, payRunId: string, limit: number): Promise<FailedChunk[]> {
  return sql<FailedChunk[]>`
    select calculation, chunk, attempts, last_error, cardinality(employee_ids) as employee_count, completed_at, completed_by
    from pay_run_chunks where pay_run_id = ${payRunId} and state = 'failed'
    order by calculation desc, chunk limit ${limit}`;
}

export interface ConsolePayslip {
  id: string;
  employee_id: string;
  employee_name: string;
  currency: string;
  net_minor: number;
  payment_currency: string;
  payment_minor: number;
  payment_state: string;
  payment_note: string | null;
  bank_name_check: string;
  bank_name_check_acknowledged_at: Date | null;
}

/** A page of a run's payslips with each employee's payment state and bank name check (states from the snapshots). */
export async function payslipsWithChecks(sql: Queryable, payRunId: string, page: { limit: number; startingAfter?: string }): Promise<ConsolePayslip[]> {
  return sql<ConsolePayslip[]>`
    select p.id, p.employee_id, p.employee_snapshot ->> 'full_name' as employee_name, p.currency, p.net_minor,
           p.payment_currency, p.payment_minor, p.payment_snapshot ->> 'value' as payment_state, p.payment_note,
           e.bank_name_check_snapshot ->> 'value' as bank_name_check, e.bank_name_check_acknowledged_at
    from payslips p join employees e on e.id = p.employee_id
    where p.pay_run_id = ${payRunId} ${page.startingAfter ? sql`and p.id > ${page.startingAfter}` : sql``}
    order by p.id limit ${pageSize(sql, page.limit + 1)}`;
}

export interface ConsoleKey {
  id: string;
  key_id: string;
  env: string;
  scopes: string[];
  member_email: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
}

/** The organization's keys, newest first (never the secret, which is not stored). */
export async function listKeys(sql: Queryable, organizationId: string, limit: number): Promise<ConsoleKey[]> {
  return sql<ConsoleKey[]>`
    select k.id, k.key_id, k.env, k.scopes, m.email as member_email, k.created_at, k.last_used_at, k.expires_at, k.revoked_at
    from api_keys k join members m on m.id = k.member_id
    where k.organization_id = ${organizationId}
    order by k.created_at desc limit ${limit}`;
}

export async function revokeKeyOfOrganization(sql: Queryable, organizationId: string, id: string): Promise<boolean> {
  const rows = await sql`
    update api_keys set revoked_at = coalesce(revoked_at, now())
    where organization_id = ${organizationId} and id = ${id} returning id`;
  return rows.length === 1;
}

/** The organization's runs, newest first (ids are time-ordered), a page at a time. */
export async function recentPayRuns(sql: Queryable, organizationId: string, page: { limit: number; before?: string }) {
  return sql<PayRunRow[]>`
    select * from pay_runs where organization_id = ${organizationId}
      ${page.before ? sql`and id < ${page.before}` : sql``}
    order by id desc limit ${pageSize(sql, page.limit + 1)}`;
}

/** A run's transitions, newest first: the timeline an operator reads from the top. */
export async function runTimeline(sql: Queryable, payRunId: string, limit: number): Promise<TransitionRow[]> {
  return sql<TransitionRow[]>`select * from transitions where entity_id = ${payRunId} order by id desc limit ${limit}`;
}
