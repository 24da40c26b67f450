import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { startService, type RunningService } from '../../service/start.ts';
import { readConfig } from '../../platform/config.ts';
import { runAdminCommand } from '../../commands/admin/commands.ts';
import { payRunStatuses } from '../../machines/payRun.ts';
import { counter } from '../../platform/metrics.ts';
import { kenyanEmployee } from '../support/payrollFixtures.ts';

// The service as `npm start` runs it, with METRICS_PORT: Prometheus text, liveness and readiness on their own port.
let db: TestDatabase;
let service: RunningService;
let token: string;
const api = (path: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${service.port}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers } });
const operator = (path: string) => fetch(`http://127.0.0.1:${service.metricsPort}${path}`);
const scrape = async () => (await operator('/metrics')).text();
const sample = (text: string, name: string) => text.split('\n').find((line) => line.startsWith(name + ' ') || line.startsWith(name + '{'));

beforeAll(async () => {
  db = await createTestDatabase();
  const config = readConfig({ DATABASE_URL: db.url, PORT: '0', METRICS_PORT: '0', PAYROLL_DATA_DIR: mkdtempSync(join(tmpdir(), 'metrics-')) });
  service = await startService(config, 'all');
  const org = await runAdminCommand(db.sql, ['org', 'create', '--name', 'Metrics Org', '--country', 'KE', '--currency', 'KES', '--kyc', 'verified'], 'staging') as any;
  const member = await runAdminCommand(db.sql, ['member', 'create', '--org', org.id, '--email', 'm@metrics.example', '--permissions', 'integrations.manage,employees.write,payruns.read,payruns.run'], 'staging') as any;
  token = ((await runAdminCommand(db.sql, ['key', 'create', '--org', org.id, '--member', member.id, '--scopes', 'employees.write,payruns.read,payruns.run'], 'staging')) as any).token;
  for (let i = 0; i < 3; i++) expect((await api('/api/v1/employees', { method: 'POST', body: JSON.stringify(kenyanEmployee(i)) })).status).toBe(201);
  const run = (await (await api('/api/v1/pay_runs', { method: 'POST', body: JSON.stringify({ jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' }) })).json()) as any;
  expect(((await (await api(`/api/v1/pay_runs/${run.id}/calculate`, { method: 'POST' })).json()) as any).status).toBe('calculated');
  expect((await api(`/api/v1/pay_runs/${crypto.randomUUID()}`)).status).toBe(404);
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await db?.drop();
});

describe('GET /metrics on METRICS_PORT', () => {
  it('answers Prometheus text format, and is not on the API port', async () => {
    const response = await operator('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/plain; version=0.0.4');
    expect((await fetch(`http://127.0.0.1:${service.port}/metrics`)).status).toBe(404);
  });

  it('has the request latency histogram by route pattern and status', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE payroll_http_request_duration_seconds histogram');
    expect(sample(text, 'payroll_http_request_duration_seconds_count{method="POST",route="/api/v1/employees",status="201"}')).toMatch(/ 3$/);
    expect(sample(text, 'payroll_http_request_duration_seconds_count{method="GET",route="/api/v1/pay_runs/:id",status="404"}')).toMatch(/ 1$/);
    expect(text).not.toMatch(/route="\/api\/v1\/pay_runs\/[0-9a-f]{8}-/);
  });

  it('counts pay runs by every state of the machine, and times the calculation', async () => {
    const text = await scrape();
    for (const state of payRunStatuses) expect(sample(text, `payroll_pay_runs{state="${state}"}`)).toMatch(state === 'calculated' ? / 1$/ : / 0$/);
    expect(sample(text, 'payroll_calculation_duration_seconds_count{mode="sync"}')).toMatch(/ 1$/);
  });

  it('has the chunk backlog, outbox lag and database pool figures', async () => {
    const text = await scrape();
    for (const name of ['payroll_chunks_pending', 'payroll_chunks_redispatched_pending', 'payroll_outbox_unpublished', 'payroll_outbox_lag_seconds']) {
      expect(sample(text, name)).toMatch(/ \d+(\.\d+)?(e[-+]\d+)?$/);
    }
    expect(sample(text, 'payroll_db_pool_max')).toMatch(/ 10$/);
    expect(sample(text, 'payroll_db_connections{state="idle"}') ?? sample(text, 'payroll_db_connections{state="active"}')).toBeTruthy();
    for (const name of ['payroll_chunk_deliveries_total', 'payroll_chunk_redeliveries_total', 'payroll_payment_actor_outcomes_total']) expect(text).toContain(`# TYPE ${name} counter`);
  });

  it('shows a metric another part of the service registers (as a webhook dispatcher would)', async () => {
    const deliveries = counter('payroll_webhook_deliveries_total', 'Webhook deliveries by outcome', ['outcome']);
    expect(counter('payroll_webhook_deliveries_total', 'asked twice: the same metric', ['outcome'])).toBe(deliveries);
    deliveries.inc({ outcome: 'delivered' });
    expect(sample(await scrape(), 'payroll_webhook_deliveries_total{outcome="delivered"}')).toMatch(/ 1$/);
  });
});

describe('/livez and /readyz', () => {
  it('answer on the API port and on the metrics port; /healthz stays as it was', async () => {
    for (const base of [service.port, service.metricsPort]) {
      expect(await (await fetch(`http://127.0.0.1:${base}/livez`)).json()).toEqual({ status: 'ok' });
      const ready = await fetch(`http://127.0.0.1:${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok', ready: true, database: true, bus: true, pending_migrations: [] });
    }
    expect(await (await fetch(`http://127.0.0.1:${service.port}/healthz`)).json()).toEqual({ status: 'ok' });
  });

  it('is not ready while a migration of this code is not applied', async () => {
    const [last] = await db.sql<{ version: string }[]>`select version from schema_migrations order by version desc limit 1`;
    await db.sql`delete from schema_migrations where version = ${last!.version}`;
    try {
      const ready = await operator('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', ready: false, database: true, pending_migrations: [last!.version] });
      expect((await operator('/livez')).status).toBe(200);
    } finally {
      await db.sql`insert into schema_migrations (version) values (${last!.version})`;
    }
  });
});
