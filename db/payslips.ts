import type { Queryable } from './connect.ts';
import type { PaymentState } from '../machines/paymentStatus.ts';
import type { YearToDate } from '../domain/payroll/pricing.ts';
import { expandLines, ruleVersionsOf, type CompactLine } from './payslipLines.ts';
import { ruleSetsById } from './ruleSets.ts';
import type { ProrationBasis } from '../domain/payroll/prorationBasis.ts';
import type { RateKind } from '../domain/payroll/rateKind.ts';
import type { PaymentDestination } from '../domain/employees/bankDetails/maskedDestination.ts';
import { pageSize } from './pageSize.ts';
import type { PayRunRow } from './payRuns.ts';

export interface StoredLineItem {
  code: string;
  kind: 'earning' | 'deduction' | 'employer_cost' | 'informational';
  description: string | null;
  amount_minor: number;
  base_minor: number;
  rate_applied: string | null;
  rule_version_ref: string | null;
  /** Days paid of the days in the period, on a prorated earning; absent otherwise and on older payslips. */
  proration?: ProrationBasis;
  /** What kind of rate `rate_applied` is; absent when no rate and on older payslips. */
  rate_kind?: RateKind;
}

export interface EmployeeSnapshot {
  full_name: string;
  staff_id: string | null;
  classification: 'employee' | 'contractor';
  department: string | null;
  position: string | null;
  /** Statutory identifiers as printed (masked); absent on payslips issued before they were printed. */
  identifiers?: { label: string; value: string }[];
  /** Statutory facts printed on the payslip (GB: tax code, masked NI number, ...); absent on older payslips. */
  statutory_facts?: { label: string; value: string }[];
  /** Where net pay went, masked, from the bank details at calculation; null when none were on file, absent on older payslips. */
  payment_destination?: PaymentDestination | null;
}

export interface OrganizationSnapshot {
  name: string;
  country_code: string | null;
}


export interface PayslipRow {
  id: string;
  organization_id: string;
  pay_run_id: string;
  employee_id: string;
  calculation: number;
  currency: string;
  gross_minor: number;
  net_minor: number;
  employee_deductions_minor: number;
  employer_cost_minor: number;
  tax_minor: number;
  payment_minor: number;
  payment_currency: string;
  fx_rate_used: string | null;
  payment_state: PaymentState;
  payment_snapshot: unknown;
  sent_at: Date | null;
  settled_at: Date | null;
  payment_note: string | null;
  line_items: StoredLineItem[];
  /** Digest of what its standing pay was priced from (migration 071); null when retro must price it again. */
  standing_pay_inputs?: string | null;
  tax_year_start: string;
  period_start: string;
  period_end: string;
  /** The run's pay date: read with the payslip by findPayslip(s) and listPayslipsOfRun, not stored on it. */
  pay_date?: string;
  ytd_before: YearToDate;
  ytd_after: YearToDate;
  employee_snapshot: EmployeeSnapshot;
  organization_snapshot: OrganizationSnapshot;
  rule_versions: string[];
  /** The PDF layout it is drawn with (migration 022); absent on rows read from elsewhere, which are version 1. */
  layout_version?: number;
  /** What priced it, sealed on its own row (before migration 073) or with its chunk's payslips (inputs_id). */
  sealed_inputs: string | null;
  inputs_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A payslip row as stored (migration 014): lines compact against its rule set, rule_versions null when derived. */
type StoredPayslip = Omit<PayslipRow, 'line_items' | 'rule_versions'> & {
  rule_set_id: string;
  lines: CompactLine[];
  rule_versions: string[] | null;
};

/** Stored rows -> payslips as they were priced, reading only rule sets this process has not met yet. */
async function expanded(sql: Queryable, rows: StoredPayslip[]): Promise<PayslipRow[]> {
  if (rows.length === 0) return [];
  const sets = await ruleSetsById(sql, rows.map((row) => row.rule_set_id));
  return rows.map(({ rule_set_id, lines, rule_versions, ...row }) => {
    const line_items = expandLines(lines, sets.get(rule_set_id)!);
    return { ...row, line_items, rule_versions: rule_versions ?? ruleVersionsOf(line_items) };
  });
}

/** Lines of stored rows, expanded: for readers that select `rule_set_id` and `lines` beside their own columns. */
export async function withLineItems<T extends { rule_set_id: string | null; lines: CompactLine[] | null }>(
  sql: Queryable,
  rows: T[],
): Promise<(Omit<T, 'rule_set_id' | 'lines'> & { line_items: StoredLineItem[] | null })[]> {
  const sets = await ruleSetsById(sql, rows.flatMap((row) => (row.rule_set_id === null ? [] : [row.rule_set_id])));
  return rows.map(({ rule_set_id, lines, ...row }) => ({
    ...row,
    line_items: rule_set_id === null || lines === null ? null : expandLines(lines, sets.get(rule_set_id)!),
  }));
}

/** The run's payslips, what they took per standing deduction (migration 070) and their sealed inputs (073), in one statement. */
export async function deletePayslipsOfRun(sql: Queryable, payRunId: string): Promise<void> {
  await sql`
    with takes as (delete from payslip_deduction_takes where pay_run_id = ${payRunId}),
    inputs as (delete from payslip_inputs where pay_run_id = ${payRunId})
    delete from payslips where pay_run_id = ${payRunId}`;
}

/** A payslip's sealed inputs: its own (before migration 073) or its chunk's. Undefined when no such payslip. */
export async function sealedInputsOfPayslip(
  sql: Queryable, payslipId: string,
): Promise<{ own: string } | { chunk: { id: string; sealed: string } } | undefined> {
  const [row] = await sql<{ sealed_inputs: string | null; inputs_id: string | null; chunk_sealed: string | null }[]>`
    select p.sealed_inputs, p.inputs_id, i.sealed as chunk_sealed
    from payslips p left join payslip_inputs i on i.id = p.inputs_id
    where p.id = ${payslipId}`;
  if (!row) return undefined;
  if (row.sealed_inputs !== null) return { own: row.sealed_inputs };
  return { chunk: { id: row.inputs_id!, sealed: row.chunk_sealed! } };
}

export interface RunTotals {
  payslip_count: number;
  gross_minor: number;
  net_minor: number;
  employee_deductions_minor: number;
  employer_cost_minor: number;
}

export async function totalPayslipsOfRun(sql: Queryable, payRunId: string): Promise<RunTotals> {
  const [row] = await sql<RunTotals[]>`
    select count(*)::int as payslip_count,
           coalesce(sum(gross_minor), 0)::bigint as gross_minor,
           coalesce(sum(net_minor), 0)::bigint as net_minor,
           coalesce(sum(employee_deductions_minor), 0)::bigint as employee_deductions_minor,
           coalesce(sum(employer_cost_minor), 0)::bigint as employer_cost_minor
    from payslips where pay_run_id = ${payRunId}`;
  return row!;
}

export async function findPayslip(sql: Queryable, organizationId: string, id: string): Promise<PayslipRow | undefined> {
  const rows = await sql<StoredPayslip[]>`
    select p.*, r.pay_date from payslips p join pay_runs r on r.id = p.pay_run_id
    where p.organization_id = ${organizationId} and p.id = ${id}`;
  return (await expanded(sql, rows))[0];
}

/**
 * A payslip with the facts of its run that its PDF prints (GET /payslips/{id}/pdf), read in one statement:
 * undefined when the organization has no such payslip.
 */
export async function findPayslipToPrint(
  sql: Queryable,
  organizationId: string,
  id: string,
): Promise<{ payslip: PayslipRow; run: Pick<PayRunRow, 'id' | 'jurisdiction' | 'pay_date' | 'as_of_date'> } | undefined> {
  const [row] = await sql<(StoredPayslip & { pay_date: string; run_jurisdiction: string; run_as_of_date: string })[]>`
    select p.*, r.pay_date, r.jurisdiction as run_jurisdiction, r.as_of_date as run_as_of_date
    from payslips p join pay_runs r on r.id = p.pay_run_id
    where p.organization_id = ${organizationId} and p.id = ${id}`;
  if (!row) return undefined;
  const { run_jurisdiction, run_as_of_date, ...stored } = row;
  const [payslip] = await expanded(sql, [stored]);
  return { payslip: payslip!, run: { id: row.pay_run_id, jurisdiction: run_jurisdiction, pay_date: row.pay_date, as_of_date: run_as_of_date } };
}

/** Several payslips of one organization in one statement (webhook events about a batch of payslips). */
export async function findPayslips(sql: Queryable, organizationId: string, ids: string[]): Promise<PayslipRow[]> {
  if (ids.length === 0) return [];
  const rows = await sql<StoredPayslip[]>`
    select p.*, r.pay_date from payslips p join pay_runs r on r.id = p.pay_run_id
    where p.organization_id = ${organizationId} and p.id = any(${ids}::uuid[])`;
  return expanded(sql, rows);
}

export async function listPayslipsOfRun(
  sql: Queryable,
  payRunId: string,
  query: { limit: number; startingAfter?: string },
): Promise<PayslipRow[]> {
  const rows = await sql<StoredPayslip[]>`
    select p.*, (select pay_date from pay_runs where id = ${payRunId}) as pay_date from payslips p where p.pay_run_id = ${payRunId}
      ${query.startingAfter ? sql`and p.id > ${query.startingAfter}` : sql``}
    order by p.id limit ${pageSize(sql, query.limit + 1)}`;
  return expanded(sql, rows);
}

/** The employees a run pays, each once. */
export async function payslipEmployeesOfRun(sql: Queryable, payRunId: string): Promise<string[]> {
  const rows = await sql<{ employee_id: string }[]>`select distinct employee_id from payslips where pay_run_id = ${payRunId}`;
  return rows.map((r) => r.employee_id);
}
