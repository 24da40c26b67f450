import type { Queryable } from './connect.ts';
import type { PayRunRow } from './payRuns.ts';
import { findPayslips, type PayslipRow } from './payslips.ts';
import type { FilingRow } from './filings.ts';

/** The pay runs a batch of webhook events is about, in one statement (rows as `findPayRun` reads them). */
export async function payRunsByIds(sql: Queryable, organizationId: string, ids: string[]): Promise<PayRunRow[]> {
  if (ids.length === 0) return [];
  return sql<PayRunRow[]>`select * from pay_runs where organization_id = ${organizationId} and id = any(${ids}::uuid[])`;
}

/** The payslips a batch of webhook events is about, in one statement (rows as `findPayslip` reads them). */
export async function payslipsByIds(sql: Queryable, organizationId: string, ids: string[]): Promise<PayslipRow[]> {
  return findPayslips(sql, organizationId, ids);
}

/** The filings a batch of webhook events is about, in one statement. */
export async function filingsByIds(sql: Queryable, organizationId: string, ids: string[]): Promise<FilingRow[]> {
  if (ids.length === 0) return [];
  return sql<FilingRow[]>`select * from filings where organization_id = ${organizationId} and id = any(${ids}::uuid[])`;
}
