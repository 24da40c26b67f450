import type { Queryable } from './connect.ts';

export interface FxRateRow {
  from_currency: string;
  to_currency: string;
  effective_date: string;
  rate: string;
}

export async function upsertFxRate(sql: Queryable, fx: FxRateRow): Promise<FxRateRow> {
  const [row] = await sql<FxRateRow[]>`
    insert into fx_rates (from_currency, to_currency, effective_date, rate)
    values (${fx.from_currency}, ${fx.to_currency}, ${fx.effective_date}, ${fx.rate})
    on conflict (from_currency, to_currency, effective_date) do update set rate = excluded.rate
    returning from_currency, to_currency, effective_date::text, rate::text`;
  return row!;
}

/** The latest rate set on or before `onOrBefore`. */
export async function findFxRate(
  sql: Queryable,
  from: string,
  to: string,
  onOrBefore: string,
): Promise<FxRateRow | undefined> {
  const [row] = await sql<FxRateRow[]>`
    select from_currency, to_currency, effective_date::text, rate::text from fx_rates
    where from_currency = ${from} and to_currency = ${to} and effective_date <= ${onOrBefore}
    order by effective_date desc limit 1`;
  return row;
}
