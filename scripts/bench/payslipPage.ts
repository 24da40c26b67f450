import process from 'node:process';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { withTenant } from '../../db/tenant.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { listPayslipsOfRun } from '../../db/payslips.ts';
import { listPayslipsOfRunJson } from '../../db/payslipsJson.ts';
import { listEnvelope } from '../../api/pagination.ts';
import { presentPayslip } from '../../commands/presenters/payslip.ts';
import { createApi } from '../../api/app.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { assembleRuntime } from '../../service/runtime.ts';
import { benchOption, benchTenant, configureBenchLog, openBenchDatabase, postgresCpuMs, seedBenchEmployees } from './benchDatabase.ts';

/**
 * One page of GET /pay_runs/{id}/payslips?limit=100 built two ways, one request at a time, in alternating rounds:
 * the former path (the run's lookup, then rows parsed by postgres.js, lines expanded and presented in JavaScript,
 * the JSON encoded to UTF-8 as the socket did), or built by PostgreSQL in one statement (db/payslipsJson.ts).
 * Prints this process's CPU time per page (what the API process spends), PostgreSQL's, and the wall time. The
 * tables are analyzed first, so both paths get the plans statistics give them.
 *   npx tsx scripts/bench/payslipPage.ts [--employees 10000] [--pages 200] [--rounds 3]
 */
const employees = benchOption('employees', 10_000);
const pages = benchOption('pages', 200);
const rounds = benchOption('rounds', 3);
configureBenchLog();
const bench = await openBenchDatabase('payslip_page');
const { sql } = bench;
try {
  const keyring = await loadDataKeyring(generateDataKeyBase64());
  const tenant = await benchTenant(sql, ['payruns.run', 'payruns.read', 'payslips.read']);
  const { organizationId } = tenant;
  await seedBenchEmployees(sql, organizationId, keyring, employees);
  const runtime = await assembleRuntime({ sql, bus: createInProcessBus(), keyring, queueOptions: { ackWaitMs: 30_000, maxDeliveries: 5, retryDelayMs: 1_000 }, syncLimit: employees, chunkSize: 500 });
  const api = createApi({ runtime, deployment: 'staging', rateLimit: { rate: 1e6, burst: 1e6 } });
  const call = async (path: string, body?: unknown) =>
    (await (await api.request(`/api/v1${path}`, { method: 'POST', headers: { Authorization: `Bearer ${tenant.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) })).json()) as { id: string };
  const run = await call('/pay_runs', { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' });
  await call(`/pay_runs/${run.id}/calculate`);
  await sql`analyze`;
  const query = { limit: 100 };
  const ways: [string, () => Promise<Uint8Array>][] = [
    ['presented in JavaScript', () => withTenant(sql, organizationId, async (tx) => {
      const found = await findPayRun(tx, organizationId, run.id);
      return Buffer.from(JSON.stringify(listEnvelope(await listPayslipsOfRun(tx, found!.id, query), query.limit, presentPayslip)));
    }, { readOnly: true })],
    ['built by PostgreSQL', async () => (await withTenant(sql, organizationId, (tx) => listPayslipsOfRunJson(tx, organizationId, run.id, query), { readOnly: true }))!],
  ];
  const [former, built] = [await ways[0]![1](), await ways[1]![1]()];
  if (!Buffer.from(former).equals(Buffer.from(built))) throw new Error('the two pages differ');
  const { loadavg } = await import('node:os');
  console.log(`payslip pages of 100 (${former.byteLength} bytes) from ${employees} payslips, ${pages} pages a round; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (const [, page] of ways) for (let i = 0; i < 20; i++) await page(); // warm-up: JIT, prepared statements
  for (let round = 1; round <= rounds; round++) {
    for (const [name, page] of ways) {
      const cpu = process.cpuUsage();
      const postgres = await postgresCpuMs(sql);
      const started = performance.now();
      for (let i = 0; i < pages; i++) await page();
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpu);
      const postgresUsed = (await postgresCpuMs(sql)) - postgres;
      console.log(
        `round ${round}  ${name.padEnd(24)} CPU ${((used.user + used.system) / 1000 / pages).toFixed(2)} ms/page` +
          (postgresUsed > 0 ? `  PostgreSQL CPU ${(postgresUsed / pages).toFixed(2)} ms/page` : '') +
          `  wall ${(wall / pages).toFixed(2)} ms/page`,
      );
    }
  }
  await runtime.close();
} finally {
  await bench.drop();
}
