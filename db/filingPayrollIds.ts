import type { Queryable } from './connect.ts';

/** The payroll ids an FPS reports, replaced each time it is prepared (migration 048). */
export async function recordFilingPayrollIds(sql: Queryable, organizationId: string, filingId: string, ids: { employeeId: string; payrollId: string }[]): Promise<void> {
  await sql`delete from filing_payroll_ids where filing_id = ${filingId}`;
  if (ids.length === 0) return;
  await sql`insert into filing_payroll_ids ${sql(ids.map((i) => ({ organization_id: organizationId, filing_id: filingId, employee_id: i.employeeId, payroll_id: i.payrollId })))}`;
}

/**
 * Per employee, the payroll id of the latest FPS in one of `sentStatuses` (what HMRC holds for the employment),
 * other than `filingId`.
 */
export async function payrollIdsHeld(sql: Queryable, employeeIds: string[], filingId: string, sentStatuses: readonly string[]): Promise<Map<string, string>> {
  const rows = await sql<{ employee_id: string; payroll_id: string }[]>`
    select distinct on (p.employee_id) p.employee_id, p.payroll_id
    from filing_payroll_ids p join filings f on f.id = p.filing_id
    where p.employee_id = any(${employeeIds}::uuid[]) and f.id <> ${filingId} and f.status = any(${sentStatuses as string[]})
    order by p.employee_id, f.submitted_at desc nulls last, f.created_at desc`;
  return new Map(rows.map((r) => [r.employee_id, r.payroll_id]));
}

/** Payroll ids among `payrollIds` that a sent FPS reported for an employee other than the one asking, by id. */
export async function payrollIdsOfOtherEmployments(
  sql: Queryable,
  organizationId: string,
  payrollIds: { employeeId: string; payrollId: string }[],
  sentStatuses: readonly string[],
): Promise<Map<string, string>> {
  if (payrollIds.length === 0) return new Map();
  const rows = await sql<{ asking: string; holder: string }[]>`
    select distinct on (asked.employee_id) asked.employee_id as asking, p.employee_id as holder
    from unnest(${payrollIds.map((p) => p.employeeId)}::uuid[], ${payrollIds.map((p) => p.payrollId)}::text[]) as asked (employee_id, payroll_id)
    join filing_payroll_ids p on p.organization_id = ${organizationId} and p.payroll_id = asked.payroll_id and p.employee_id <> asked.employee_id
    join filings f on f.id = p.filing_id and f.status = any(${sentStatuses as string[]})
    order by asked.employee_id`;
  return new Map(rows.map((r) => [r.asking, r.holder]));
}
