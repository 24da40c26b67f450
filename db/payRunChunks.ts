import type { PendingQuery, Row } from 'postgres';
import type { Queryable } from './connect.ts';

export interface PayRunChunkRow {
  organization_id: string;
  pay_run_id: string;
  calculation: number;
  chunk: number;
  employee_ids: string[];
  state: 'pending' | 'done' | 'failed';
  attempts: number;
  last_error: string | null;
  dispatched_at: Date;
}

/**
 * A run's chunks of `chunkSize` employees (`employees`: the ids in scope, a subquery), numbered from 0 in id order,
 * made by one statement: the API never holds the run's ids (a million of them ran it out of heap). Returns the
 * chunks' numbers.
 */
export async function insertChunksOf(
  sql: Queryable,
  run: Pick<PayRunChunkRow, 'organization_id' | 'pay_run_id' | 'calculation'>,
  employees: PendingQuery<Row[]>,
  chunkSize: number,
): Promise<number[]> {
  const rows = await sql<{ chunk: number }[]>`
    insert into pay_run_chunks (organization_id, pay_run_id, calculation, chunk, employee_ids)
    select ${run.organization_id}, ${run.pay_run_id}, ${run.calculation}, chunk, array_agg(id order by id)
    from (select id, ((row_number() over (order by id) - 1) / ${chunkSize})::int as chunk from (${employees}) as priced) as numbered
    group by chunk
    returning chunk`;
  return rows.map((r) => r.chunk).sort((a, b) => a - b);
}

/** Locks the chunk, so two deliveries of it never price at the same time. */
export async function lockChunk(
  sql: Queryable,
  key: Pick<PayRunChunkRow, 'pay_run_id' | 'calculation' | 'chunk'>,
): Promise<PayRunChunkRow | undefined> {
  const [row] = await sql<PayRunChunkRow[]>`
    select * from pay_run_chunks
    where pay_run_id = ${key.pay_run_id} and calculation = ${key.calculation} and chunk = ${key.chunk}
    for update`;
  return row;
}

export async function finishChunk(
  sql: Queryable,
  key: Pick<PayRunChunkRow, 'pay_run_id' | 'calculation' | 'chunk'>,
  state: 'done' | 'failed',
  error: string | null = null,
  by: string | null = null,
): Promise<void> {
  await sql`
    update pay_run_chunks set state = ${state}, last_error = ${error}, completed_at = clock_timestamp(), completed_by = ${by}
    where pay_run_id = ${key.pay_run_id} and calculation = ${key.calculation} and chunk = ${key.chunk}`;
}

export async function chunkCounts(sql: Queryable, payRunId: string, calculation: number) {
  const [row] = await sql<{ pending: number; failed: number; failure: string | null }[]>`
    select count(*) filter (where state = 'pending')::int as pending,
           count(*) filter (where state = 'failed')::int as failed,
           max(last_error) filter (where state = 'failed') as failure
    from pay_run_chunks where pay_run_id = ${payRunId} and calculation = ${calculation}`;
  return row!;
}

export async function pendingChunks(sql: Queryable, payRunId: string, calculation: number): Promise<PayRunChunkRow[]> {
  return sql<PayRunChunkRow[]>`
    select * from pay_run_chunks where pay_run_id = ${payRunId} and calculation = ${calculation} and state = 'pending'
    order by chunk`;
}

export async function deleteChunksOfRun(sql: Queryable, payRunId: string): Promise<void> {
  await sql`delete from pay_run_chunks where pay_run_id = ${payRunId}`;
}

/** Counts one more dispatch of a chunk whose message was lost, and restarts its clock. */
export async function markChunkRedispatched(sql: Queryable, key: Pick<PayRunChunkRow, 'pay_run_id' | 'calculation' | 'chunk'>): Promise<void> {
  await sql`
    update pay_run_chunks set attempts = attempts + 1, dispatched_at = now()
    where pay_run_id = ${key.pay_run_id} and calculation = ${key.calculation} and chunk = ${key.chunk}`;
}
