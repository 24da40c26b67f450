import type { Queryable } from './connect.ts';
import { sealedStatuses, yearToDateStatuses } from '../machines/payRun.ts';
import { withLineItems, type StoredLineItem } from './payslips.ts';
import type { CompactLine } from './payslipLines.ts';

/** A paid payslip in the look-back, without its lines: most need none (see standingLinesOf). */
export interface PaidPayslipFacts {
  id: string;
  employee_id: string;
  period_start: string;
  period_end: string;
  /** Digest of what its standing pay was priced from (migration 071), or null. */
  standing_pay_inputs: string | null;
}

export interface PaidPayslip extends PaidPayslipFacts {
  /** Only the lines priced by no rule (reference null): the standing pay a retro line compares with. */
  line_items: StoredLineItem[];
}

export interface RetroLookback {
  organizationId: string;
  jurisdiction: string;
  employeeIds: string[];
  /** The run being priced: its own retro lines are being recomputed, so they never count as carried. */
  payRunId: string;
  since: string;
  before: string;
}

/**
 * The employees' payslips of sealed (paid) runs of the jurisdiction for periods between `since` and `before`,
 * without their lines (docs/performance.md "Calculation with a year of history").
 */
export async function paidPayslipsBefore(sql: Queryable, query: RetroLookback): Promise<PaidPayslipFacts[]> {
  if (query.employeeIds.length === 0) return [];
  return sql<PaidPayslipFacts[]>`
    select p.id, p.employee_id, p.period_start::text, p.period_end::text, p.standing_pay_inputs
    from payslips p join pay_runs r on r.id = p.pay_run_id
    where p.organization_id = ${query.organizationId} and p.employee_id = any(${query.employeeIds}::uuid[])
      and p.period_start >= ${query.since} and p.period_start < ${query.before}
      and r.jurisdiction = ${query.jurisdiction}
      and r.status = any(${sealedStatuses as readonly string[] as string[]}::text[])
    order by p.employee_id, p.period_start`;
}

/**
 * These payslips with their unreferenced lines, in the order given: every line of two years of payslips was
 * expanded to read one or two of each.
 */
export async function standingLinesOf(sql: Queryable, organizationId: string, payslips: readonly PaidPayslipFacts[]): Promise<PaidPayslip[]> {
  if (payslips.length === 0) return [];
  const rows = await sql<{ id: string; rule_set_id: string; lines: CompactLine[] | null }[]>`
    select p.id, p.rule_set_id, p.lines from payslips p
    where p.organization_id = ${organizationId} and p.id = any(${payslips.map((p) => p.id)}::uuid[])`;
  const unreferenced = rows.map((row) => ({ ...row, lines: row.lines && row.lines.filter((line) => line[3] === null) }));
  const linesOf = new Map((await withLineItems(sql, unreferenced)).map((row) => [row.id, row.line_items]));
  return payslips.map((payslip) => ({ ...payslip, line_items: linesOf.get(payslip.id)! }));
}

/**
 * Retro lines other runs already carry, per paid payslip corrected and line code: what the next run must not
 * pay again. Runs that count toward year to date (calculated, approved or paid) carry them.
 */
export async function retroCarried(sql: Queryable, query: RetroLookback): Promise<Map<string, number>> {
  if (query.employeeIds.length === 0) return new Map();
  const rows = await sql<{ reference: string; code: string; amount: number }[]>`
    select l->>3 as reference, l->>4 as code, sum((l->>0)::bigint)::bigint as amount
    from payslips p join pay_runs r on r.id = p.pay_run_id
    cross join lateral json_array_elements(p.lines) l
    where p.organization_id = ${query.organizationId} and p.employee_id = any(${query.employeeIds}::uuid[])
      and p.period_start >= ${query.since} and p.pay_run_id <> ${query.payRunId}
      and r.status = any(${yearToDateStatuses as readonly string[] as string[]}::text[])
      -- Only payslips whose text holds a written-out payslip reference are taken apart: with a year of history,
      -- json_array_elements over every earlier payslip of 200 employees cost PostgreSQL 52 ms of CPU, the
      -- statement with the text search first 8 ms (docs/performance.md "Calculation with a year of history").
      and strpos(p.lines::text, '"payslip:') > 0
      -- A line whose reference is written out keeps its code written out too (db/payslipLines.ts).
      and l->>3 like 'payslip:%'
    group by 1, 2`;
  return new Map(rows.map((r) => [`${r.reference}|${r.code}`, r.amount]));
}
