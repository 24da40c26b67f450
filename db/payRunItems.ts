import type { Queryable } from './connect.ts';
import { pageSize } from './pageSize.ts';

export interface PayRunItemRow {
  id: string;
  organization_id: string;
  pay_run_id: string;
  employee_id: string;
  component_code: string;
  kind: 'earning' | 'deduction';
  amount_minor: number;
  description: string | null;
  quantity: string | null;
  rate_minor: number | null;
  created_at: Date;
}

export async function insertPayRunItem(sql: Queryable, row: Omit<PayRunItemRow, 'created_at'>): Promise<PayRunItemRow> {
  const [inserted] = await sql<PayRunItemRow[]>`insert into pay_run_items ${sql(row)} returning *`;
  return inserted!;
}

export async function listPayRunItems(sql: Queryable, payRunId: string, query: { limit: number; startingAfter?: string }): Promise<PayRunItemRow[]> {
  return sql<PayRunItemRow[]>`
    select * from pay_run_items where pay_run_id = ${payRunId}
      ${query.startingAfter ? sql`and id > ${query.startingAfter}` : sql``}
    order by id limit ${pageSize(sql, query.limit + 1)}`;
}

export async function itemsOfEmployees(sql: Queryable, payRunId: string, employeeIds: string[]): Promise<PayRunItemRow[]> {
  if (employeeIds.length === 0) return [];
  return sql<PayRunItemRow[]>`
    select * from pay_run_items where pay_run_id = ${payRunId} and employee_id = any(${employeeIds}::uuid[]) order by id`;
}

export async function deletePayRunItem(sql: Queryable, payRunId: string, id: string): Promise<boolean> {
  const deleted = await sql`delete from pay_run_items where pay_run_id = ${payRunId} and id = ${id}`;
  return deleted.count > 0;
}

export async function itemsOfRun(sql: Queryable, payRunId: string): Promise<PayRunItemRow[]> {
  return sql<PayRunItemRow[]>`select * from pay_run_items where pay_run_id = ${payRunId} order by id`;
}
