import { expect } from 'vitest';
import type { ApiHarness, TenantFixture } from '../support/apiHarness.ts';

/** Calls the API as a tenant and reads the JSON body (null for 204). */
export function caller(api: ApiHarness, tenant: TenantFixture) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await api.request(method, path, { token: tenant.token, body });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as any) : null };
  };
}

/** A monthly run of `month` ('2025-07'), created and calculated. */
export async function calculatedRun(call: ReturnType<typeof caller>, jurisdiction: string, month: string): Promise<string> {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
  const created = await call('POST', '/pay_runs', { jurisdiction, period_start: `${month}-01`, period_end: last, pay_date: last });
  expect(created.status).toBe(201);
  const calculated = await call('POST', `/pay_runs/${created.body.id}/calculate`);
  expect(calculated.body.status).toBe('calculated');
  return created.body.id as string;
}

export async function paidRun(call: ReturnType<typeof caller>, jurisdiction: string, month: string): Promise<string> {
  const id = await calculatedRun(call, jurisdiction, month);
  expect((await call('POST', `/pay_runs/${id}/approve`)).body.status).toBe('approved');
  expect((await call('POST', `/pay_runs/${id}/pay`, { method: 'employer_bank' })).body.status).toBe('paid');
  return id;
}

export async function payslipOf(call: ReturnType<typeof caller>, runId: string, employeeId: string): Promise<any> {
  const page = await call('GET', `/pay_runs/${runId}/payslips?limit=100`);
  expect(page.status).toBe(200);
  return page.body.data.find((p: any) => p.employee_id === employeeId);
}

export const line = (payslip: any, code: string) => payslip.line_items.find((l: any) => l.code === code);
export const linesOf = (payslip: any, code: string) => payslip.line_items.filter((l: any) => l.code === code);
