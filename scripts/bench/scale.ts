import process from 'node:process';
import net from 'node:net';
import { readFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { generateDataKeyBase64 } from '../../domain/sealing/dataKeyring.ts';
import { benchOption, benchTenant, openBenchDatabase, postgresCpuMs } from './benchDatabase.ts';
import { cpuMs, cpuProfileArgs, peakRssMiB, resetPeakRss, roleNodeArgs } from './processUsage.ts';
import { backgroundPricingStatuses, payRunMachine } from '../../machines/payRun.ts';
import { stateTakes } from '../../machines/lifecycle.ts';
import { unsentPaymentStates } from '../../machines/paymentStatus.ts';
import { pdfTurns, pdfTurnsSummary } from './pdfTurns.ts';

/**
 * The service at scale, as a client sees it (issue 31 items 2 and 3): the API and W workers each in its own
 * process, started the way `npm run api` / `npm run worker` start them (the same heap caps, read from
 * package.json), then:
 *   1. N employees onboarded through POST /employee_imports (uploads of at most 100,000 lines), timed to the last
 *      import's completion;
 *   2. GET /employees?limit=100 and GET /payslips/{id} at C keep-alive clients (their own process) while nothing runs;
 *   3. one pay run of all of them calculated by the workers, timed to the commit that leaves `calculating`, with the
 *      same two reads driven while it calculates, then 50 of its payslips' PDFs in turn (pdfClient.ts);
 *   4. the run streamed whole (GET /pay_runs/{id}/payslips.ndjson);
 *   5. the run approved, its payment file (GET /pay_runs/{id}/payment_file) and journal read whole, then paid by the
 *      payment rail: the pay request, and the payments until the partner has taken every one (at most --pay-wait s);
 * and prints wall times, CPU per employee of each process and of PostgreSQL, and each process's peak RSS per phase
 * (each phase's own peak: the peak is started again from the process's resident memory at the phase's start).
 *   npx tsx scripts/bench/scale.ts [--employees 100000] [--workers 2] [--concurrency 16] [--seconds 4] [--through 5]
 * WORKER_NICENESS in the environment reaches the workers (0: at the API's priority). BENCH_CPU_PROFILE=<dir>: the api and
 * every worker write a CPU profile there when they stop (read with profileTop.ts).
 */
const option = benchOption;
const employees = option('employees', 100_000);
const workerCount = option('workers', 2);
const clients = option('concurrency', 16);
const seconds = option('seconds', 4);
const payWaitSeconds = option('pay-wait', 600);
// The last phase to run (3: onboarding and the run's calculation, 4: the export, 5: approval to payment): a million
// employees' onboarding and calculation can be timed without waiting for the phases after them.
const through = option('through', 5);
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const nodeFlags = (script: string) => scripts[script]!.split(' ').filter((word) => word.startsWith('--max-'));

const bench = await openBenchDatabase('scale', 4);
const { sql, url } = bench;
const processes: ChildProcess[] = [];
try {
  const dataKey = generateDataKeyBase64();
  const tenant = await benchTenant(sql, ['employees.read', 'employees.write', 'payruns.run', 'payruns.read', 'payruns.approve', 'payruns.pay', 'payslips.read']);
  const namespace = `bench_scale_${Date.now()}`;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATABASE_URL: url, NATS_URL: natsUrl, NATS_NAMESPACE: namespace, PAYROLL_DATA_KEY: dataKey, PORT: String(port),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', RATE_LIMIT_PER_SECOND: '1000000', RATE_LIMIT_BURST: '1000000',
  };
  const api = await startProcess('api', env, async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok === true);
  const workers: ChildProcess[] = [];
  for (let i = 0; i < workerCount; i++) workers.push(await startProcess('worker', env, undefined));
  const base = `http://127.0.0.1:${port}/api/v1`;
  const auth = { Authorization: `Bearer ${tenant.token}` };
  const call = async <T>(method: string, path: string, body?: unknown) =>
    (await (await fetch(`${base}${path}`, { method, headers: { ...auth, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json()) as T;
  console.log(`scale: ${employees} employees, api + ${workerCount} workers (heap: api ${nodeFlags('api').join(' ')}, worker ${nodeFlags('worker').join(' ')}), WORKER_NICENESS ${process.env.WORKER_NICENESS ?? 'default'}; load average ${load()}`);

  const overallPeaks: number[] = [];
  // 1. Onboarding.
  let usage = await usageNow();
  let started = performance.now();
  for (let first = 0; first < employees; first += 100_000) {
    const count = Math.min(100_000, employees - first);
    const lines: string[] = [];
    for (let i = first; i < first + count; i++) {
      lines.push(JSON.stringify({
        jurisdiction: 'KE', denomination_currency: 'KES', full_name: `Wanjiru ${i} Kamau`, staff_id: `B${i}`, start_date: '2024-01-01',
        phone: '+254 712 345 678', bank_details: { iban: 'GB82 WEST 1234 5698 7654 32' }, tax_profile: { disability_exemption: false },
        compensation: [{ component_code: 'BASIC', amount_cents: 5_000_000 + (i % 500) * 100_000 }, { component_code: 'HOUSING', amount_cents: 1_000_000 }],
      }));
    }
    const response = await fetch(`${base}/employee_imports`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/x-ndjson', 'Idempotency-Key': `scale-${first}-${Date.now()}` }, body: lines.join('\n') });
    const accepted = (await response.json()) as { id: string };
    if (response.status !== 202) throw new Error(`import: ${response.status} ${JSON.stringify(accepted)}`);
    for (;;) {
      const progress = await call<{ completed: boolean; rows_failed: number }>('GET', `/employee_imports/${accepted.id}`);
      if (progress.completed) { if (progress.rows_failed) throw new Error(`import: ${JSON.stringify(progress)}`); break; }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await report('onboarding (POST /employee_imports)', (performance.now() - started) / 1000, await usageSince(usage));

  await sql`analyze`; // as autovacuum would have done by now (this machine's PostgreSQL runs with it off)
  const idleEmployees = await drive(`${base}/employees?limit=100`);

  // 3. The run, with reads driven while it calculates.
  const run = await call<{ id: string }>('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' });
  usage = await usageNow();
  started = performance.now();
  await call('POST', `/pay_runs/${run.id}/calculate`);
  let calculatedAt = 0;
  const watch = (async () => {
    while ((backgroundPricingStatuses as readonly string[]).includes((await sql<{ status: string }[]>`select status from pay_runs where id = ${run.id}`)[0]!.status)) {
      await new Promise((r) => setTimeout(r, 10));
    }
    calculatedAt = performance.now();
  })();
  let payslipId: string | undefined;
  while (!payslipId && !calculatedAt) {
    payslipId = (await sql<{ id: string }[]>`select id from payslips where pay_run_id = ${run.id} limit 1`)[0]?.id;
    if (!payslipId) await new Promise((r) => setTimeout(r, 20));
  }
  const during: string[] = [];
  for (const path of ['/employees?limit=100', `/payslips/${payslipId}`]) {
    if (calculatedAt) break;
    const result = await drive(`${base}${path}`);
    during.push(`GET ${path.startsWith('/payslips') ? '/payslips/{id}' : path}: ${result}${calculatedAt ? ' (the run ended meanwhile)' : ''}`);
  }
  await watch;
  const [ended] = await sql<{ status: string; failure: unknown }[]>`select status, failure from pay_runs where id = ${run.id}`;
  if (!stateTakes(payRunMachine, ended!.status, 'APPROVE')) throw new Error(`the run ended ${ended!.status}, not priced: ${JSON.stringify(ended!.failure)}`);
  const runUsage = await usageSince(usage);
  await report(`calculation of ${employees}`, (calculatedAt - started) / 1000, runUsage);
  console.log(`  reads while nothing runs: GET /employees?limit=100: ${idleEmployees}`);
  for (const line of during) console.log(`  reads while the run calculates: ${line}`);
  if (during.length === 0) console.log('  (the run ended before the reads could start)');
  const idlePayslip = await drive(`${base}/payslips/${payslipId}`);
  console.log(`  after it: GET /payslips/{id}: ${idlePayslip}`);
  // Issue 31 item 5 at this size: 50 of the run's payslips as PDFs, in turn, each one's first render.
  const firstPage = await call<{ data: { id: string }[] }>('GET', `/pay_runs/${run.id}/payslips?limit=50`);
  const pdfs = await pdfTurns(tenant.token, `${base}/pay_runs/${run.id}`, firstPage.data.map(({ id }) => `${base}/payslips/${id}/pdf`));
  console.log(`  after it: GET /payslips/{id}/pdf, ${pdfs.times_ms.length} different payslips in turn: ${pdfTurnsSummary(pdfs)}`);

  if (through >= 4) {
    // 4. The run streamed whole.
    usage = await usageNow();
    started = performance.now();
    const response = await fetch(`${base}/pay_runs/${run.id}/payslips.ndjson`, { headers: auth });
    let lines = 0;
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
    }
    if (lines !== employees) throw new Error(`export: ${lines} lines`);
    await report(`export (payslips.ndjson, ${(bytes / 1e6).toFixed(0)} MB)`, (performance.now() - started) / 1000, await usageSince(usage));
  }

  if (through >= 5) {
    // 5. Approval, the payment file and the journal, then payment by rail.
    await sql`update organizations set debtor_iban = 'DE89370400440532013000', debtor_bic = 'COBADEFFXXX' where id = ${tenant.organizationId}`;
    const timed = async (what: string, work: () => Promise<string | void>) => {
      const before = await usageNow();
      const at = performance.now();
      const note = await work();
      await report(`${what}${note ? ` (${note})` : ''}`, (performance.now() - at) / 1000, await usageSince(before));
    };
    const move = async (action: string, body?: unknown) => {
      const answer = await fetch(`${base}/pay_runs/${run.id}/${action}`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': `scale-${action}-${run.id}` }, body: JSON.stringify(body ?? {}) });
      if (answer.status !== 200) throw new Error(`${action}: ${answer.status} ${await answer.text()}`);
    };
    const download = async (path: string) => {
      const answer = await fetch(`${base}/pay_runs/${run.id}/${path}`, { headers: auth });
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
      let size = 0;
      for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) size += chunk.length;
      return `${(size / 1e6).toFixed(1)} MB`;
    };
    await timed('approve (POST /pay_runs/{id}/approve)', () => move('approve'));
    await timed('payment file (GET /pay_runs/{id}/payment_file)', () => download('payment_file'));
    await timed('journal (GET /pay_runs/{id}/journal)', () => download('journal'));
    await timed('pay by rail (POST /pay_runs/{id}/pay)', () => move('pay', { method: 'payment_rail' }));
    await timed('payments taken by the partner', async () => {
      const deadline = performance.now() + payWaitSeconds * 1000;
      // Polled for one unsent payslip, not counted: a count reads the whole run's index every time, which at a
      // million employees is PostgreSQL work of the bench's own beside the payments it watches.
      const unsent = () => sql`from payslips where pay_run_id = ${run.id} and payment_state = any(${[...unsentPaymentStates]}::text[])`;
      for (;;) {
        if ((await sql`select 1 ${unsent()} limit 1`).length === 0) return 'every payment sent';
        if (performance.now() > deadline) {
          const [count] = await sql<{ n: number }[]>`select count(*)::int as n ${unsent()}`;
          return `${count!.n} of ${employees} still unsent after ${payWaitSeconds} s: stopped waiting`;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    });
  }

  const peaks = overallPeaks;
  console.log(`peak RSS over all phases: api ${peaks[0]} MiB, workers (calculators and importers) ${peaks.slice(1).map((p) => `${p} MiB`).join(', ')}; load average ${load()}`);

  interface Usage { api: number; workers: number; postgres: number }
  async function usageNow(): Promise<Usage> {
    return { api: await cpuMs(api.pid!), workers: (await Promise.all(workers.map((w) => cpuMs(w.pid!)))).reduce((a, b) => a + b, 0), postgres: await postgresCpuMs(sql) };
  }
  async function usageSince(before: Usage): Promise<Usage> {
    const now = await usageNow();
    return { api: now.api - before.api, workers: now.workers - before.workers, postgres: now.postgres - before.postgres };
  }
  async function report(what: string, wall: number, cpu: Usage) {
    const per = (ms: number) => `${((ms * 1000) / employees).toFixed(0)} µs`;
    console.log(`${what}: ${wall.toFixed(1)} s (${(employees / wall).toFixed(0)}/s, ${((wall * 1e6) / employees).toFixed(0)} µs wall per employee); ` +
      `CPU per employee: api ${per(cpu.api)}, workers ${per(cpu.workers)}, PostgreSQL ${per(cpu.postgres)}; load average ${load()}`);
    const children = [api, ...workers];
    const peaks = await Promise.all(children.map((p) => peakRssMiB(p.pid!)));
    peaks.forEach((peak, i) => (overallPeaks[i] = Math.max(overallPeaks[i] ?? 0, peak)));
    console.log(`  peak RSS in this phase: api ${peaks[0]} MiB, workers ${peaks.slice(1).map((p) => `${p} MiB`).join(', ')}`);
    await Promise.all(children.map((p) => resetPeakRss(p.pid!)));
  }
  function drive(target: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/loadClient.ts', target, tenant.token, String(clients), String(seconds)], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('exit', (code) => {
        if (code !== 0) return reject(new Error(`load client exited with ${code}`));
        const r = JSON.parse(out.trim().split('\n').pop()!) as { requests: number; seconds: number; errors: number; firstError: string; p50: number; p95: number };
        resolve(`${(r.requests / r.seconds).toFixed(0)} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms${r.errors ? `, ERRORS ${r.errors}: ${r.firstError}` : ''}`);
      });
    });
  }
} finally {
  for (const child of processes) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await bench.drop();
}

function load() {
  return loadavg().map((l) => l.toFixed(1)).join(' ');
}

/** A role started as its npm script starts it (node, the script's heap flags, the compiled service), ready once `ready` says so. */
function startProcess(role: 'api' | 'worker', env: NodeJS.ProcessEnv, ready: (() => Promise<boolean>) | undefined): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...cpuProfileArgs(), ...roleNodeArgs(role)], { env: role === 'worker' ? { ...env, LOG_LEVEL: 'info' } : env, stdio: ['ignore', 'pipe', 'inherit'] });
  processes.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
    if (ready) {
      const poll = async () => ((await ready()) ? resolve(child) : setTimeout(poll, 100));
      void poll();
    } else {
      child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('pricing pay run chunks')) resolve(child); });
    }
    child.stdout!.resume();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
