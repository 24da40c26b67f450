import type { Queryable } from './connect.ts';
import type { FilingRow } from './filings.ts';

/** A periodic return of one period, read without a lock (a GET's transaction is read only): the latest made. */
export async function returnOfPeriod(sql: Queryable, key: { organizationId: string; type: string; periodStart: string }): Promise<FilingRow | undefined> {
  const [row] = await sql<FilingRow[]>`
    select * from filings
    where organization_id = ${key.organizationId} and type = ${key.type} and period_start = ${key.periodStart}
      and subdivision = '' and pay_run_id is null
    order by created_at desc limit 1`;
  return row;
}
