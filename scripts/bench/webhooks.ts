import process from 'node:process';
import { loadavg } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { connectDatabase } from '../../db/connect.ts';
import { migrate } from '../../db/migrate.ts';
import { withTenant } from '../../db/tenant.ts';
import { createApi } from '../../api/app.ts';
import { serveHttp } from '../../service/serve.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { runAdminCommand } from '../../commands/admin/commands.ts';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { createEmployee } from '../../commands/employees/createEmployee.ts';
import { employeeCreateSchema } from '../../domain/employees/employeeWriteSchemas.ts';
import { assembleRuntime } from '../../service/runtime.ts';
import { startWebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import { webhookSettings } from '../../commands/webhooks/webhookSettings.ts';
import { configureBenchLog } from './benchDatabase.ts';

/**
 * Does a dead receiver slow anyone else? (issue 13 item 4.) The API's p95 over a mix of reads and state changes
 * that each produce webhook events, first with every receiver answering, then while one organization's receiver
 * accepts connections and never answers (each attempt runs into the 10 s timeout). Also the delivery delay seen by
 * another organization's healthy receiver in both phases. Prints figures; asserts nothing.
 *   npx tsx scripts/bench/webhooks.ts [--requests 300] [--employees 20]
 * Needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432).
 */
configureBenchLog();
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const requests = option('requests', 300);
const employees = option('employees', 20);

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `payroll_bench_webhooks_${Date.now()}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${database}`);
const url = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const sql = connectDatabase(url, { max: 20 });
/** The dispatcher's own client: every statement it sends is counted, to give queries per recorded event. */
let dispatcherQueries = 0;
const dispatcherSql = connectDatabase(url, { max: 10, onQuery: () => (dispatcherQueries += 1) });

let hangingNow = 0;
const healthyDelays: number[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (c: Buffer) => chunks.push(c));
  request.on('end', () => {
    if (request.url === '/hang') {
      hangingNow += 1;
      response.on('close', () => (hangingNow -= 1));
      return; // never answers
    }
    const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { created_at: string };
    healthyDelays.push(Date.now() - Date.parse(event.created_at));
    response.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverPort = (receiver.address() as AddressInfo).port;

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

try {
  await migrate(sql);
  const keyring = await loadDataKeyring(generateDataKeyBase64());
  const scopes = 'payruns.run,payruns.read,payruns.approve,employees.read,webhooks.manage';
  async function organization(name: string) {
    const org = (await runAdminCommand(sql, ['org', 'create', '--name', name, '--country', 'KE', '--currency', 'KES', '--kyc', 'verified'], 'staging')) as { id: string };
    const member = (await runAdminCommand(sql, ['member', 'create', '--org', org.id, '--email', `${name}@bench.test`, '--permissions', `integrations.manage,${scopes}`], 'staging')) as { id: string };
    const key = (await runAdminCommand(sql, ['key', 'create', '--org', org.id, '--member', member.id, '--scopes', scopes], 'staging')) as { token: string };
    await withTenant(sql, org.id, async (tx) => {
      for (let i = 0; i < employees; i++) {
        await createEmployee({ tx, organizationId: org.id, keyring }, employeeCreateSchema.parse({
          jurisdiction: 'KE', denomination_currency: 'KES', first_name: `Worker${i}`, last_name: 'Bench', start_date: '2024-01-01',
          compensation: [{ component_code: 'BASIC', amount_cents: 5_000_000 + i * 10_000 }],
        }));
      }
    });
    return { id: org.id, token: key.token };
  }
  const slow = await organization('slow');
  const healthy = await organization('healthy');

  const webhooks = webhookSettings('staging');
  const runtime = await assembleRuntime({ sql, bus: createInProcessBus(), keyring, queueOptions: { ackWaitMs: 30_000, maxDeliveries: 5, retryDelayMs: 1_000 }, syncLimit: 200, chunkSize: 500, webhooks });
  const dispatcher = await startWebhookDispatcher({ ...runtime, sql: dispatcherSql });
  const api = createApi({ runtime, deployment: 'staging', rateLimit: { rate: 1e6, burst: 1e6 } });
  const server = await serveHttp(api.fetch, 0);
  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { id: string; status: string };
  };
  const allEvents = ['pay_run.calculated', 'pay_run.approved', 'payslip.payment_status_changed'];
  const runOf = async (token: string) => {
    const run = await call(token, 'POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' });
    await call(token, 'POST', `/pay_runs/${run.id}/calculate`);
    return run.id;
  };
  const slowRun = await runOf(slow.token);
  const healthyRun = await runOf(healthy.token);
  await call(healthy.token, 'POST', '/webhook_endpoints', { url: `http://127.0.0.1:${receiverPort}/ok`, events: allEvents });

  /** The measured mix: reads, and approve/reopen, each of which produces one event per payslip and one per run. */
  const eventsRecorded = async () => (await sql<{ n: number }[]>`select count(*)::int as n from events`)[0]!.n;
  async function phase(label: string) {
    healthyDelays.length = 0;
    const queriesBefore = dispatcherQueries;
    const eventsBefore = await eventsRecorded();
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const [token, run] = i % 2 === 0 ? [slow.token, slowRun] : [healthy.token, healthyRun];
      const step = Math.floor(i / 2) % 4;
      const started = performance.now();
      if (step === 0) await call(token, 'POST', `/pay_runs/${run}/approve`);
      else if (step === 2) await call(token, 'POST', `/pay_runs/${run}/reopen`);
      else await call(token, 'GET', step === 1 ? `/pay_runs/${run}` : '/employees?limit=25');
      times.push(performance.now() - started);
    }
    // Until every fact is recorded and the healthy organization's deliveries are all made (at most 3 minutes),
    // so the delay counts the backlog too.
    for (let waited = 0, stable = 0, last = -1; waited < 180_000 && stable < 3; waited += 500) {
      await new Promise((r) => setTimeout(r, 500));
      const [{ open } = { open: 0 }] = await sql<{ open: number }[]>`
        select (select count(*) from outbox where published_at is null)::int
             + (select count(*) from webhook_deliveries where organization_id = ${healthy.id} and next_attempt_at is not null)::int as open`;
      const now = await eventsRecorded();
      stable = open === 0 && now === last ? stable + 1 : 0;
      last = now;
    }
    const events = (await eventsRecorded()) - eventsBefore;
    console.log(
      `${label}: API p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms over ${requests} requests; ` +
        `healthy organization's deliveries: ${healthyDelays.length}, delay p50 ${percentile(healthyDelays, 0.5).toFixed(0)} ms, p95 ${percentile(healthyDelays, 0.95).toFixed(0)} ms; ` +
        `attempts hanging now: ${hangingNow}; dispatcher: ${events} events, ${((dispatcherQueries - queriesBefore) / events).toFixed(1)} queries per event ` +
        `(load average ${loadavg().map((l) => l.toFixed(2)).join(' ')})`,
    );
  }

  await phase('every receiver answering');
  await call(slow.token, 'POST', '/webhook_endpoints', { url: `http://127.0.0.1:${receiverPort}/hang`, events: allEvents });
  await phase('one organization\'s receiver hanging');
  const [{ waiting } = { waiting: 0 }] = await sql<{ waiting: number }[]>`select count(*)::int as waiting from webhook_deliveries where next_attempt_at is not null`;
  console.log(`deliveries still waiting (the hanging receiver's, retried on the schedule): ${waiting}; per-endpoint cap ${webhooks.perEndpointConcurrency} attempts per process`);
  await server.close();
  receiver.closeAllConnections();
  await dispatcher.stop();
  await runtime.close();
} finally {
  receiver.close();
  await dispatcherSql.end({ timeout: 1 });
  await sql.end({ timeout: 1 });
  await admin.unsafe(`drop database if exists ${database} with (force)`);
  await admin.end();
}
