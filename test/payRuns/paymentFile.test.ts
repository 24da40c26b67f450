import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { monthEnd } from '../support/periods.ts';

// GET /pay_runs/{id}/payment_file: the production rail, validated against the official pain.001.001.09 schema.
const xsd = fileURLToPath(new URL('../../documents/paymentFile/xsd/pain.001.001.09.xsd', import.meta.url));
let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  const wallet = (i: number) => ({ mobile_money_provider: 'mpesa', mobile_money_number: `+25471234560${i}`, mobile_money_name: 'Wanjiru Mwangi' });
  await seedEmployees(api, tenant, 3, (i) => ({ ...kenyanEmployee(i), first_name: ['Adébáyọ̀', 'Jürgen', 'Amina'][i], bank_details: wallet(i) }));
});
afterAll(() => api?.close());

const call = async (method: string, path: string, body?: unknown) => api.request(method, path, { token: tenant.token, body });

async function runIn(month: string, approve: boolean) {
  const created = (await (await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: `${month}-01`, period_end: monthEnd(month), pay_date: `${month}-28` })).json()) as any;
  await call('POST', `/pay_runs/${created.id}/calculate`);
  if (approve) expect((await call('POST', `/pay_runs/${created.id}/approve`)).status).toBe(200);
  return created.id as string;
}

describe('GET /pay_runs/{id}/payment_file', () => {
  it('is 409 before approval and 422 while the organization has no debtor account', async () => {
    const calculated = await runIn('2025-01', false);
    expect((await call('GET', `/pay_runs/${calculated}/payment_file`)).status).toBe(409);
    await call('POST', `/pay_runs/${calculated}/approve`);
    const missing = await call('GET', `/pay_runs/${calculated}/payment_file`);
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as any).error.message).toMatch(/org set --org <id> --debtor-iban/);
  });

  it('answers a file the official XSD accepts: one transfer per payslip, in the payment currency, the same bytes each time', async () => {
    await api.admin('org', 'set', '--org', tenant.organizationId, '--debtor-iban', 'DE89370400440532013000', '--debtor-bic', 'COBADEFFXXX');
    const runId = await runIn('2025-02', true);
    const response = await call('GET', `/pay_runs/${runId}/payment_file`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const file = join(await mkdtemp(join(tmpdir(), 'pain001-')), 'run.xml');
    await writeFile(file, xml);
    execFileSync('xmllint', ['--noout', '--schema', xsd, file], { stdio: 'pipe' });

    const payslips = ((await (await call('GET', `/pay_runs/${runId}/payslips?limit=100`)).json()) as any).data as any[];
    expect(xml).toContain(`<NbOfTxs>${payslips.length}</NbOfTxs>`);
    for (const payslip of payslips) {
      expect(xml).toContain(`<EndToEndId>${payslip.id.replace(/-/g, '')}</EndToEndId>`);
      expect(payslip.payment.currency).toBe('KES');
    }
    expect(xml).toContain('Adebayo');
    expect(xml).toContain('<Cd>SALA</Cd>');
    expect(await (await call('GET', `/pay_runs/${runId}/payment_file`)).text()).toBe(xml);
  });
});
