import type { Queryable } from './connect.ts';
import { deductionRecoveryStatuses, yearToDateStatuses } from '../machines/payRun.ts';
import type { StandingDeductionKind } from '../domain/payroll/deductionFloors.ts';
import { pageSize } from './pageSize.ts';

export interface DeductionTermRow {
  effective_from: string;
  amount_minor: number | null;
  percent_of_net_bp: number | null;
  paused: boolean;
  stopped: boolean;
}

export interface EmployeeDeductionRow {
  id: string;
  organization_id: string;
  employee_id: string;
  kind: StandingDeductionKind;
  description: string;
  currency: string;
  priority: number;
  total_minor: number | null;
  protected_minor: number | null;
  created_at: Date;
  /** Oldest first. */
  terms: DeductionTermRow[];
  /** Taken by approved and paid runs. */
  recovered_minor: number;
  /** Taken by calculated runs not yet approved. */
  pending_minor: number;
}

type NewDeduction = Omit<EmployeeDeductionRow, 'created_at' | 'terms' | 'recovered_minor' | 'pending_minor'>;

export async function insertEmployeeDeduction(sql: Queryable, deduction: NewDeduction, term: DeductionTermRow): Promise<void> {
  await sql`insert into employee_deductions ${sql({ ...deduction })}`;
  await upsertDeductionTerm(sql, deduction.organization_id, deduction.id, term);
}

/** A later term of the same date replaces it: the effective-dated change, made twice, is one change. */
export async function upsertDeductionTerm(sql: Queryable, organizationId: string, deductionId: string, term: DeductionTermRow): Promise<void> {
  await sql`
    insert into employee_deduction_terms (organization_id, deduction_id, effective_from, amount_minor, percent_of_net_bp, paused, stopped)
    values (${organizationId}, ${deductionId}, ${term.effective_from}, ${term.amount_minor}, ${term.percent_of_net_bp}, ${term.paused}, ${term.stopped})
    on conflict (deduction_id, effective_from) do update
      set amount_minor = excluded.amount_minor, percent_of_net_bp = excluded.percent_of_net_bp,
          paused = excluded.paused, stopped = excluded.stopped, created_at = now()`;
}

/** Deductions with their terms and what runs took: recovered (approved, paid) and pending (calculated). */
export async function findEmployeeDeductions(
  sql: Queryable,
  query: { organizationId: string; employeeId: string; id?: string; limit?: number; startingAfter?: string },
): Promise<EmployeeDeductionRow[]> {
  return sql<EmployeeDeductionRow[]>`
    select d.*,
      (select coalesce(json_agg(json_build_object('effective_from', t.effective_from, 'amount_minor', t.amount_minor,
                'percent_of_net_bp', t.percent_of_net_bp, 'paused', t.paused, 'stopped', t.stopped) order by t.effective_from), '[]')
         from employee_deduction_terms t where t.deduction_id = d.id) as terms,
      ${takenBy(sql, deductionRecoveryStatuses)} as recovered_minor,
      ${takenBy(sql, yearToDateStatuses.filter((s) => !(deductionRecoveryStatuses as readonly string[]).includes(s)))} as pending_minor
    from employee_deductions d
    where d.organization_id = ${query.organizationId} and d.employee_id = ${query.employeeId}
      ${query.id ? sql`and d.id = ${query.id}` : sql``}
      ${query.startingAfter ? sql`and d.id > ${query.startingAfter}` : sql``}
    order by d.id ${query.limit ? sql`limit ${pageSize(sql, query.limit + 1)}` : sql``}`;
}

/**
 * What the deduction `d`'s lines took in runs of these statuses, but `exceptRun`: the sums its payslips stored
 * when they were written (migration 070), read by the deduction's key. Summing the lines of every earlier payslip
 * of a loan holder cost PostgreSQL about 80 ms a calculation of 200 with a year of history (docs/performance.md).
 */
function takenBy(sql: Queryable, statuses: readonly string[], exceptRun: string | null = null) {
  return sql`(select coalesce(sum(t.amount_minor), 0)::bigint
      from payslip_deduction_takes t
      where t.deduction_id = d.id and t.organization_id = d.organization_id and t.employee_id = d.employee_id
        ${exceptRun === null ? sql`` : sql`and t.pay_run_id <> ${exceptRun}`}
        and (select r.status from pay_runs r where r.id = t.pay_run_id) = any(${statuses as string[]}::text[]))`;
}

export interface DeductionInForce {
  id: string;
  employee_id: string;
  kind: StandingDeductionKind;
  description: string;
  priority: number;
  total_minor: number | null;
  protected_minor: number | null;
  amount_minor: number | null;
  percent_of_net_bp: number | null;
  /** Taken by every other run that counts (calculated, approved, paid); 0 for a deduction without a total, which nothing bounds. */
  taken_minor: number;
}

/** The deductions of these employees whose latest term on the period's last day takes an instalment. */
export async function deductionsInForce(sql: Queryable, query: { organizationId: string; employeeIds: string[]; periodEnd: string; payRunId: string }): Promise<DeductionInForce[]> {
  if (query.employeeIds.length === 0) return [];
  return sql<DeductionInForce[]>`
    select d.id, d.employee_id, d.kind, d.description, d.priority, d.total_minor, d.protected_minor, t.amount_minor, t.percent_of_net_bp,
      -- Only a total makes what was taken matter: the payslips are not read for the others.
      case when d.total_minor is null then 0 else ${takenBy(sql, yearToDateStatuses, query.payRunId)} end as taken_minor
    from employee_deductions d
    cross join lateral (
      select * from employee_deduction_terms t where t.deduction_id = d.id and t.effective_from <= ${query.periodEnd}
      order by t.effective_from desc limit 1) t
    where d.organization_id = ${query.organizationId} and d.employee_id = any(${query.employeeIds}::uuid[])
      and not t.paused and not t.stopped`;
}

/** The employee's standing pay per period, sealed: what a protected amount is checked against. */
export async function openPayRows(sql: Queryable, employeeId: string): Promise<{ id: string; sealed_amount: string }[]> {
  return sql<{ id: string; sealed_amount: string }[]>`
    select id, sealed_amount from compensation_rows where employee_id = ${employeeId} and effective_to is null`;
}
