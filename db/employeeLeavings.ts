import type { Queryable } from './connect.ts';
import { yearToDateStatuses } from '../machines/payRun.ts';

export async function upsertLeaving(sql: Queryable, organizationId: string, employeeId: string, leavingDate: string, reason: string): Promise<void> {
  await sql`
    insert into employee_leavings (organization_id, employee_id, leaving_date, reason)
    values (${organizationId}, ${employeeId}, ${leavingDate}, ${reason})
    on conflict (employee_id) do update set leaving_date = excluded.leaving_date, reason = excluded.reason, recorded_at = now()`;
}

/** A calculated, approved or paid run that priced the employee for a period starting after `date`. */
export async function runPricedAfter(sql: Queryable, employeeId: string, date: string): Promise<{ pay_run_id: string; period_start: string } | undefined> {
  const [row] = await sql<{ pay_run_id: string; period_start: string }[]>`
    select r.id as pay_run_id, r.period_start::text as period_start from payslips p join pay_runs r on r.id = p.pay_run_id
    where p.employee_id = ${employeeId} and r.period_start > ${date}
      and r.status = any(${yearToDateStatuses as readonly string[] as string[]}::text[])
    order by r.period_start limit 1`;
  return row;
}
