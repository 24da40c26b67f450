import { expect } from 'vitest';
import type { ApiHarness, TenantFixture } from './apiHarness.ts';
import { seedEmployees } from './payrollFixtures.ts';
import { until } from '../webhooks/receiver.ts';

/** One of every record the console's search box opens, in one Great Britain organization, paid by rail. */
export interface RecordFixture {
  tenant: TenantFixture;
  runId: string;
  payslipIds: string[];
  employeeIds: string[];
  filingId: string;
  endpointId: string;
  eventId: string;
  deliveryId: string;
  /** The Request-Id of the API request that paid the run. */
  payRequestId: string;
}

// Sort code accounts ending in 1 arrive; ending in 8 are returned by the staging partner (actors/partners/simulatedPartner.ts).
const accounts = ['12345671', '12345678'];

/**
 * Runs the payroll of a GB organization to the end through the API: employees with filing inputs and bank accounts, a
 * webhook endpoint at `endpointUrl`, a run calculated, approved (its FPS made), paid by rail and settled by the
 * partner. The payment actors and the webhook dispatcher must be running.
 */
export async function recordFixture(api: ApiHarness, endpointUrl: string): Promise<RecordFixture> {
  const tenant = await api.tenant({ country: 'GB', currency: 'GBP' });
  const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
  const employeeIds = await seedEmployees(api, tenant, accounts.length, (i) => ({
    jurisdiction: 'GB', denomination_currency: 'GBP', first_name: `Isla${i}`, last_name: 'MacLeod', start_date: '2024-01-01', birthdate: '1990-02-14',
    tax_profile: { tax_code: '1257L' }, statutory_ids: { nino: `AB12345${i}C` }, compensation: [{ component_code: 'BASIC', amount_cents: 300_000 + i * 1000 }],
    bank_details: { sort_code: '200000', account_number: accounts[i] },
  }));
  for (const id of employeeIds) await call('PUT', `/employees/${id}/filing_inputs`, { gender: 'F' });
  await call('POST', '/employer_references', { jurisdiction: 'GB', paye_reference: '123/AB45678', accounts_office_reference: '123PA00012345' });
  const endpoint = await call('POST', '/webhook_endpoints', { url: endpointUrl, events: ['pay_run.approved', 'pay_run.paid'] });
  expect(endpoint.status).toBe(201);
  const run = await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: '2026-05-01', period_end: '2026-05-31', pay_date: '2026-05-29' });
  expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).body.status).toBe('calculated');
  expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).body.status).toBe('approved');
  // The name checks the approval asked for come back before the payments go (a check never holds these accounts).
  const paid = await api.request('POST', `/pay_runs/${run.body.id}/pay`, { token: tenant.token, body: { method: 'payment_rail' } });
  expect(paid.status).toBe(200);
  const payRequestId = paid.headers.get('Request-Id')!;
  const payslips = await until(async () => {
    const data = (await call('GET', `/pay_runs/${run.body.id}/payslips?limit=100`)).body.data as any[];
    return data.length === accounts.length && data.every((p) => ['arrived', 'returned'].includes(p.payment_status.state)) && data;
  }, 'payments settled by the partner', 60_000);
  const [filing] = (await call('GET', '/filings')).body.data;
  const event = await until(async () => (await call('GET', '/events?type=pay_run.paid')).body.data[0], 'the pay_run.paid event', 30_000);
  const delivery = await until(async () => {
    const [row] = await api.db.sql<{ id: string }[]>`select id from webhook_deliveries where event_id = ${event.id}`;
    return row?.id;
  }, 'its delivery', 30_000);
  return {
    tenant,
    runId: run.body.id,
    payslipIds: payslips.map((p) => p.id),
    employeeIds,
    filingId: filing.id,
    endpointId: endpoint.body.id,
    eventId: event.id,
    deliveryId: delivery,
    payRequestId,
  };
}
