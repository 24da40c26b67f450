import type { Database } from '../../db/connect.ts';
import { sealedStatuses } from '../../machines/payRun.ts';

/** A monthly period before the priced one: its first and last day and its pay date. */
export interface HistoryPeriod {
  periodStart: string;
  periodEnd: string;
  payDate: string;
}

/** The `months` monthly periods before `periodStart` (a first of the month), oldest first, paid on the 28th. */
export function monthsBefore(periodStart: string, months: number): HistoryPeriod[] {
  const first = new Date(`${periodStart}T00:00:00Z`);
  return Array.from({ length: months }, (_, i) => {
    const start = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - months + i, 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return { periodStart: day(start), periodEnd: day(end), payDate: `${day(start).slice(0, 8)}28` };
  });
}

/**
 * A year of paid history for every employee of the organization (issue 31 item 6), as a calculation in the
 * request reads it: a standing loan each, then `periods` pay runs of the jurisdiction priced for real for the
 * run's employees by `price` (their year to date, retro and deduction lines as the engine writes them) and
 * copied row for row to every other employee of the organization into the same runs, then paid. Each run thus
 * holds the whole organization, so a plan that reads a run, a status or the organization instead of the
 * priced employees reads all of it.
 */
export async function seedPayslipHistory(
  sql: Database,
  organizationId: string,
  periods: readonly HistoryPeriod[],
  price: (period: HistoryPeriod) => Promise<string>,
): Promise<number> {
  // One loan per employee, never paid off within the year: every payslip carries its instalment line.
  await sql`
    with loans as (
      insert into employee_deductions (id, organization_id, employee_id, kind, description, currency, priority, total_minor)
      select gen_random_uuid(), organization_id, id, 'loan', 'Staff loan', denomination_currency, 1, 100000000
      from employees where organization_id = ${organizationId}
      returning id, organization_id)
    insert into employee_deduction_terms (organization_id, deduction_id, effective_from, amount_minor)
    select organization_id, id, '2024-01-01', 50000 from loans`;
  const runIds: string[] = [];
  for (const period of periods) runIds.push(await price(period));
  const templates = await sql<{ employee_id: string }[]>`select distinct employee_id from payslips where pay_run_id = any(${runIds}::uuid[])`;
  const columns = (await sql<{ name: string }[]>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = 'payslips' order by ordinal_position`).map((c) => c.name);
  const copied = columns.map((c) => (c === 'id' ? 'gen_random_uuid()' : c === 'employee_id' ? 'o.id' : `t.${c}`));
  // Every other employee n takes the payslip of priced employee n mod (their number), in each run.
  const [{ count } = { count: 0 }] = await sql<{ count: number }[]>`
    with inserted as (
      insert into payslips (${sql.unsafe(columns.join(', '))})
      select ${sql.unsafe(copied.join(', '))}
      from (select id, (row_number() over (order by id) - 1) % ${templates.length} as k
            from employees where organization_id = ${organizationId} and id <> all(${templates.map((t) => t.employee_id)}::uuid[])) o
      join (select p.*, dense_rank() over (order by employee_id) - 1 as k from payslips p where pay_run_id = any(${runIds}::uuid[])) t on t.k = o.k
      returning 1)
    select count(*)::int as count from inserted`;
  // Paid as the machine leaves a run it paid: its final state (machines/payRun.ts), totals of the whole run.
  const paid = sealedStatuses[0];
  await sql`
    update pay_runs r set status = ${paid}, approved_at = r.pay_date, paid_at = r.pay_date,
      machine_snapshot = r.machine_snapshot || jsonb_build_object('value', ${paid}::text, 'status', 'done'),
      payslip_count = s.count, gross_minor = s.gross, net_minor = s.net
    from (select pay_run_id, count(*)::int as count, sum(gross_minor)::bigint as gross, sum(net_minor)::bigint as net
          from payslips where pay_run_id = any(${runIds}::uuid[]) group by pay_run_id) s
    where r.id = s.pay_run_id`;
  return count + templates.length * runIds.length;
}
