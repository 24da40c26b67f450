import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';

// A filing's transitions reach clients as filing.* events carrying the filing as the API returns it.
let api: ApiHarness;
let tenant: TenantFixture;
let dispatcher: WebhookDispatcher;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ country: 'GB', currency: 'GBP' });
  dispatcher = await startWebhookDispatcher(api.runtime);
  const [id] = await seedEmployees(api, tenant, 1, () => ({
    jurisdiction: 'GB', denomination_currency: 'GBP', first_name: 'Isla', last_name: 'MacLeod', start_date: '2024-01-01', birthdate: '1990-02-14',
    tax_profile: { tax_code: '1257L' }, statutory_ids: { nino: 'AB123456C' }, compensation: [{ component_code: 'BASIC', amount_cents: 300_000 }],
  }));
  await call('PUT', `/employees/${id}/filing_inputs`, { gender: 'F' });
  await call('POST', '/employer_references', { jurisdiction: 'GB', paye_reference: '123/AB45678', accounts_office_reference: '123PA00012345' });
}, 60_000);
afterAll(async () => {
  await dispatcher?.stop();
  await api?.close();
});

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });

async function eventOf(type: string) {
  for (let i = 0; i < 200; i++) {
    const [event] = (await call('GET', `/events?type=${type}`)).body.data;
    if (event) return event;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${type} event`);
}

it('announces filing.ready, filing.submitted and filing.accepted with the filing and its previous status', async () => {
  const run = await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: '2026-05-01', period_end: '2026-05-31', pay_date: '2026-05-29' });
  await call('POST', `/pay_runs/${run.body.id}/calculate`);
  await call('POST', `/pay_runs/${run.body.id}/approve`);
  const [filing] = (await call('GET', '/filings')).body.data;
  const ready = await eventOf('filing.ready');
  expect(ready.data).toMatchObject({ object: { id: filing.id, object: 'filing', status: 'ready', type: 'fps' }, previous_status: 'draft' });
  await call('POST', `/filings/${filing.id}/submit`);
  expect((await call('POST', `/test_helpers/filings/${filing.id}/gateway_answer`, { state: 'accepted' })).body.status).toBe('accepted');
  expect((await eventOf('filing.submitted')).data.previous_status).toBe('ready');
  expect((await eventOf('filing.accepted')).data).toMatchObject({ object: { id: filing.id, status: 'accepted' }, previous_status: 'submitted' });
  // Another answer for a settled filing changes nothing.
  expect((await call('POST', `/test_helpers/filings/${filing.id}/gateway_answer`, { state: 'rejected', errors: [] })).status).toBe(409);
}, 60_000);
