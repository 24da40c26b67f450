import type { Queryable } from './connect.ts';
import type { PaymentState } from '../machines/paymentStatus.ts';
import type { YearToDate } from '../rules-wasm/host/types.ts';
import type { ProrationBasis } from '../domain/payroll/prorationBasis.ts';
import type { RateKind } from '../domain/payroll/rateKind.ts';
import type { PaymentDestination } from '../domain/employees/bankDetails/maskedDestination.ts';

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
  tax_year_start: string;
  period_start: string;
  period_end: string;
  ytd_before: YearToDate;
  ytd_after: YearToDate;
  employee_snapshot: EmployeeSnapshot;
  organization_snapshot: OrganizationSnapshot;
  rule_versions: string[];
  sealed_inputs: string;
  created_at: Date;
  updated_at: Date;
}

export type NewPayslip = Omit<PayslipRow, 'payment_state' | 'payment_snapshot' | 'sent_at' | 'settled_at' | 'payment_note' | 'created_at' | 'updated_at'>;

const copyColumns = [
  'id', 'organization_id', 'pay_run_id', 'employee_id', 'calculation', 'currency', 'gross_minor', 'net_minor',
  'employee_deductions_minor', 'employer_cost_minor', 'tax_minor', 'payment_minor', 'payment_currency', 'fx_rate_used',
  'line_items', 'tax_year_start', 'period_start', 'period_end', 'ytd_before', 'ytd_after', 'employee_snapshot',
  'organization_snapshot', 'rule_versions', 'sealed_inputs',
] as const satisfies readonly (keyof NewPayslip)[];

/**
 * Writes payslips once: a chunk delivered twice finds its payslips there and writes nothing. Rows this wide go
 * several times faster by COPY than by INSERT; COPY cannot write through row-level security, so they land in a
 * session-private table first and move across in one INSERT, under the policy.
 */
export async function insertPayslips(sql: Queryable, rows: NewPayslip[]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = sql(copyColumns as unknown as string[]);
  await sql`create temporary table if not exists incoming_payslips (like payslips including defaults) on commit delete rows`;
  const lines = rows.map((row) => copyColumns.map((column) => copyField(column, row[column])).join('\t')).join('\n');
  const stream = await sql`copy incoming_payslips (${columns}) from stdin`.writable();
  await new Promise<void>((resolve, reject) => {
    stream.once('error', reject);
    stream.once('finish', resolve);
    stream.end(`${lines}\n`);
  });
  const moved = await sql`
    insert into payslips (${columns}) select ${columns} from incoming_payslips
    on conflict (pay_run_id, employee_id) do nothing`;
  await sql`truncate incoming_payslips`;
  return moved.count;
}

const arrayColumns: ReadonlySet<string> = new Set(['rule_versions']);

/** A value in COPY's text format: \N for null, text[] as a literal, objects as JSON, specials escaped. */
function copyField(column: string, value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = arrayColumns.has(column)
    ? `{${(value as string[]).map((item) => `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return text.replace(/[\\\n\r\t]/g, (c) => ({ '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c]!);
}

/** Every payslip of a run takes one payment state (approval, reopening, paid from the employer's bank). */
export async function deletePayslipsOfRun(sql: Queryable, payRunId: string): Promise<void> {
  await sql`delete from payslips where pay_run_id = ${payRunId}`;
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
  const [row] = await sql<PayslipRow[]>`select * from payslips where organization_id = ${organizationId} and id = ${id}`;
  return row;
}

export async function listPayslipsOfRun(
  sql: Queryable,
  payRunId: string,
  query: { limit: number; startingAfter?: string },
): Promise<PayslipRow[]> {
  return sql<PayslipRow[]>`
    select * from payslips where pay_run_id = ${payRunId}
      ${query.startingAfter ? sql`and id > ${query.startingAfter}` : sql``}
    order by id limit ${query.limit + 1}`;
}
