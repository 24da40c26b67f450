import type { Queryable } from './connect.ts';
import type { PayRunRow } from './payRuns.ts';
import type { PayslipRow } from './payslips.ts';

/** The pay runs a batch of webhook events is about, in one statement (rows as `findPayRun` reads them). */
export async function payRunsByIds(sql: Queryable, organizationId: string, ids: string[]): Promise<PayRunRow[]> {
  if (ids.length === 0) return [];
  return sql<PayRunRow[]>`select * from pay_runs where organization_id = ${organizationId} and id = any(${ids}::uuid[])`;
}

/** The payslips a batch of webhook events is about, in one statement (rows as `findPayslip` reads them). */
export async function payslipsByIds(sql: Queryable, organizationId: string, ids: string[]): Promise<PayslipRow[]> {
  if (ids.length === 0) return [];
  return sql<PayslipRow[]>`select * from payslips where organization_id = ${organizationId} and id = any(${ids}::uuid[])`;
}
