import process from 'node:process';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createApi } from '../../api/app.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { generateDataKeyBase64, loadDataKeyring, type DataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { sealContext, sealValueNow } from '../../domain/sealing/sealedValue.ts';
import type { BankDetails } from '../../domain/employees/bankDetails/bankDetails.ts';
import { paymentDestinationOf } from '../../domain/employees/bankDetails/maskedDestination.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/connect.ts';
import { assembleRuntime } from '../../service/runtime.ts';
import { runCommand } from '../../commands/context.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { priceEmployees } from '../../commands/payRuns/priceEmployees.ts';
import { benchOption, benchTenant, configureBenchLog, openBenchDatabase, postgresCpuMs, seedBenchEmployees } from './benchDatabase.ts';

/**
 * One calculator chunk, priced again and again in this process (each in a transaction rolled back): what a
 * chunk costs the worker and the database, without start-up, queues or other chunks sharing the cores.
 *   npx tsx scripts/bench/priceChunk.ts [--chunk 500] [--employees 500] [--parallel 1] [--analyze] [--repeat 12] [--profile <file.cpuprofile>]
 * --parallel prices that many chunks at once (each its own employees and transaction), as a worker's calculators
 * do: what concurrent chunks cost the database beyond the work itself.
 * --employees seeds that many (the chunk is the first of them): a chunk's cost must not grow with the organization.
 * --profile writes a CPU profile of the repeats only (not the seeding or the first, cold, chunk).
 * --sealed-fields gives each employee a sealed birthdate, tax profile and bank details besides the sealed BASIC, as
 * an imported employee has: four values to open per payslip rather than one.
 */
const chunk = benchOption('chunk', 500);
const repeat = benchOption('repeat', 12);
const parallel = benchOption('parallel', 1);
const employees = Math.max(chunk * parallel, benchOption('employees', chunk));
const args = process.argv.slice(2);
const profileFile = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : undefined;

configureBenchLog();
const bench = await openBenchDatabase('price_chunk', 2 + benchOption('parallel', 1));
const { sql } = bench;
try {
  const keyring = await loadDataKeyring(generateDataKeyBase64());
  const tenant = await benchTenant(sql, ['payruns.run', 'payruns.read']);
  await seedBenchEmployees(sql, tenant.organizationId, keyring, employees);
  if (args.includes('--sealed-fields')) await sealEmployeeFields(sql, tenant.organizationId, keyring);
  // --analyze: with statistics, as an organization has some time after its import; without, just after it.
  if (args.includes('--analyze')) await sql`analyze`;
  const bus = createInProcessBus();
  const runtime = await assembleRuntime({ sql, bus, keyring, queueOptions: { ackWaitMs: 30_000, maxDeliveries: 5, retryDelayMs: 1_000 }, syncLimit: 0, chunkSize: chunk });
  const api = createApi({ runtime, deployment: 'staging', rateLimit: { rate: 1e6, burst: 1e6 } });
  const created = await api.request('/api/v1/pay_runs', {
    method: 'POST',
    headers: { Authorization: `Bearer ${tenant.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' }),
  });
  const { id } = (await created.json()) as { id: string };
  const ids = (await sql<{ id: string }[]>`select id from employees order by id limit ${chunk * parallel}`).map((row) => row.id);
  const rolledBack = new Error('rolled back');
  const priceOnce = () => Promise.all(Array.from({ length: parallel }, (_, i) => priceChunk(ids.slice(i * chunk, (i + 1) * chunk))));
  const priceChunk = (ids: string[]) =>
    runCommand(runtime, tenant.organizationId, 'calculator', async (ctx) => {
      const run = (await findPayRun(ctx.tx, tenant.organizationId, id))!;
      const written = await priceEmployees(ctx, run, ids);
      if (written !== ids.length) throw new Error(`wrote ${written} of ${ids.length}`);
      throw rolledBack;
    }).catch((error) => { if (error !== rolledBack) throw error; });

  const coldCpu = process.cpuUsage();
  const coldStarted = performance.now();
  await priceOnce(); // cold: JIT, prepared statements, the rule set
  const cold = process.cpuUsage(coldCpu);
  console.log(`  the first (cold) round: ${(performance.now() - coldStarted).toFixed(0)} ms wall, ${((cold.user + cold.system) / 1000).toFixed(0)} ms calculator CPU`);
  const session = profileFile ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const databaseBefore = await postgresCpuMs(sql);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < repeat; i++) await priceOnce();
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const database = (await postgresCpuMs(sql)) - databaseBefore;
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(profileFile!, JSON.stringify(profile));
    console.log(`  profile of the repeats: ${profileFile}`);
  }
  const per = (ms: number) => `${((ms * 1000) / (repeat * chunk * parallel)).toFixed(1)} µs`;
  console.log(`chunk of ${chunk}, ${repeat} times, ${parallel} at once: per payslip ${per(wall)} wall, ${per((cpu.user + cpu.system) / 1000)} calculator CPU, ${per(database)} database CPU`);
  await runtime.close();
  await bus.close();
} finally {
  await bench.drop();
}

async function sealEmployeeFields(sql: Database, organizationId: string, keyring: DataKeyring): Promise<void> {
  await withTenant(sql, organizationId, async (tx) => {
    const ids = (await tx<{ id: string }[]>`select id from employees`).map((row) => row.id);
    const seal = (id: string, field: string, value: unknown) => sealValueNow(keyring, sealContext('employee', id, field), value);
    const birthdates = ids.map((id) => seal(id, 'birthdate', '1988-04-12'));
    const profiles = ids.map((id) => seal(id, 'tax_profile', {}));
    const bank: BankDetails = { scheme: 'mobile_money', mobile_money_provider: 'mpesa', mobile_money_number: '+254712345678', mobile_money_name: 'Wanjiru Mwangi' };
    const banks = ids.map((id) => seal(id, 'bank_details', bank));
    // With its mask, as every employee write keeps it (migration 072).
    await tx`
      update employees e set sealed_birthdate = f.birthdate, sealed_tax_profile = f.profile, sealed_bank_details = f.bank,
                             masked_payment_destination = ${JSON.stringify(paymentDestinationOf(bank))}::jsonb
      from unnest(${ids}::uuid[], ${birthdates}::text[], ${profiles}::text[], ${banks}::text[]) as f (id, birthdate, profile, bank)
      where e.id = f.id`;
  });
}
