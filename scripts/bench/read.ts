import process from 'node:process';
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { Hono } from 'hono';
import { createApi } from '../../api/app.ts';
import { serveHttp } from '../../service/serve.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { assembleRuntime } from '../../service/runtime.ts';
import { benchOption, benchTenant, configureBenchLog, openBenchDatabase, postgresCpuMs, seedBenchEmployees } from './benchDatabase.ts';
import { payRunMachine } from '../../machines/payRun.ts';
import { stateTakes } from '../../machines/lifecycle.ts';
import { warmPayslipPdf } from '../../documents/payslipPdfWarmUp.ts';
import { threadCpuMs, threadCpuPer } from './processUsage.ts';
import { withTenant } from '../../db/tenant.ts';
import { findPayslipToPrint } from '../../db/payslips.ts';
import { payslipDocument } from '../../documents/payslipDocument.ts';
import { renderPayslipPdf } from '../../documents/payslipPdf.ts';
import { pdfTurns, pdfTurnsSummary } from './pdfTurns.ts';

/**
 * Reads (issue 16 item 4): req/s and p50/p95 for GET /organization, GET /employees?limit=100,
 * GET /pay_runs/{id}/payslips?limit=100 and GET /payslips/{id} with C concurrent keep-alive clients (one key, rate
 * limit raised), next to a bare Hono route served by the same process (the ceiling), also serving the two pages'
 * bytes. The client runs in its own process (loadClient.ts); the server's CPU time per request is printed too,
 * since wall figures swing with the machine's load, and so is PostgreSQL's (its backends serving the bench
 * database, read from /proc when PostgreSQL runs on this machine): a response PostgreSQL builds moves work there,
 * not away. The load client's CPU time per request is printed as well: it shares the machine's two cores with the
 * server and PostgreSQL.
 * With --profile, a CPU profile of the server per endpoint goes to .data/profiles/read-<n>.cpuprofile
 * (open it in Chrome DevTools, or summarise it with scripts/bench/profileTop.ts).
 *   npx tsx scripts/bench/read.ts [--employees 10000] [--concurrency 16] [--seconds 5] [--pool 10] [--profile] [--export-only] [--pdf] [--pdf-only]
 */
const option = benchOption;
const employees = option('employees', 10_000);
const concurrency = option('concurrency', 16);
const seconds = option('seconds', 5);
const profile = process.argv.includes('--profile');
// --pdf-only: item 5 alone (no paged reads, no export).
const pdfOnly = process.argv.includes('--pdf-only');
// Connections of the server's pool (the service's default is 10).
const pool = option('pool', 10);

const logLevel = configureBenchLog();

const bench = await openBenchDatabase('read', pool);
const { sql } = bench;

try {
  const keyring = await loadDataKeyring(generateDataKeyBase64());
  const tenant = await benchTenant(sql, ['payruns.run', 'payruns.read', 'employees.read', 'payslips.read']);
  await seedBenchEmployees(sql, tenant.organizationId, keyring, employees);

  // Every payslip priced in the request: the bench reads them, it does not time their calculation.
  const runtime = await assembleRuntime({ sql, bus: createInProcessBus(), keyring, queueOptions: { ackWaitMs: 30_000, maxDeliveries: 5, retryDelayMs: 1_000 }, syncLimit: employees, chunkSize: 500 });
  const api = createApi({ runtime, deployment: 'staging', rateLimit: { rate: 1e6, burst: 1e6 } });
  await warmPayslipPdf(); // as service/start.ts does before the API listens
  const server = await serveHttp(api.fetch, 0);
  // The ceiling three times: a small body, and the bytes of the employee page and of the payslip page themselves,
  // served from memory.
  let employeePage = new Uint8Array();
  let payslipPage = new Uint8Array();
  const bare = new Hono()
    .get('/bare', (c) => c.json({ object: 'organization', id: tenant.organizationId }))
    .get('/bare/page', (c) => c.body(employeePage, 200, { 'Content-Type': 'application/json' }))
    .get('/bare/payslips', (c) => c.body(payslipPage, 200, { 'Content-Type': 'application/json' }));
  const bareServer = await serveHttp(bare.fetch, 0);
  const base = `http://127.0.0.1:${server.port}/api/v1`;
  const call = async (method: string, path: string, body?: unknown) =>
    (await (await fetch(`${base}${path}`, { method, headers: { Authorization: `Bearer ${tenant.token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json()) as { id: string; status: string };
  const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' });
  const calculated = await call('POST', `/pay_runs/${run.id}/calculate`);
  if (!stateTakes(payRunMachine, calculated.status, 'APPROVE')) throw new Error(`pay run not calculated: ${JSON.stringify(calculated)}`);

  // Statistics as autovacuum keeps them in service; this machine's PostgreSQL runs with autovacuum off
  // (conf.d/90-ci.conf), so nothing would ever analyze the bench's tables. --no-analyze reads without them.
  if (!process.argv.includes('--no-analyze')) await sql`analyze`;
  employeePage = new Uint8Array(await (await fetch(`${base}/employees?limit=100`, { headers: { Authorization: `Bearer ${tenant.token}` } })).arrayBuffer());
  payslipPage = new Uint8Array(await (await fetch(`${base}/pay_runs/${run.id}/payslips?limit=100`, { headers: { Authorization: `Bearer ${tenant.token}` } })).arrayBuffer());
  const [payslip] = ((await (await fetch(`${base}/pay_runs/${run.id}/payslips?limit=1`, { headers: { Authorization: `Bearer ${tenant.token}` } })).json()) as { data: { id: string }[] }).data;

  const load = await loadAverage();
  console.log(`reads: ${employees} employees, ${concurrency} concurrent clients, ${seconds} s each, pool ${pool}, log level ${logLevel}; load average ${load}`);
  const pagePath = `${base}/pay_runs/${run.id}/payslips?limit=100`;
  const pageTag = (await fetch(pagePath, { headers: { Authorization: `Bearer ${tenant.token}` } })).headers.get('ETag');
  const targets: [string, string, string, string?][] = [
    ['bare Hono route (ceiling)', `http://127.0.0.1:${bareServer.port}/bare`, '-'],
    [`bare Hono route, the employee page's ${Math.round(employeePage.length / 1000)} KB`, `http://127.0.0.1:${bareServer.port}/bare/page`, '-'],
    [`bare Hono route, the payslip page's ${Math.round(payslipPage.length / 1000)} KB`, `http://127.0.0.1:${bareServer.port}/bare/payslips`, '-'],
    ['GET /organization', `${base}/organization`, tenant.token],
    ['GET /employees?limit=100', `${base}/employees?limit=100`, tenant.token],
    ['GET /pay_runs/{id}/payslips?limit=100', `${base}/pay_runs/${run.id}/payslips?limit=100`, tenant.token],
    ['the same with If-None-Match (304)', pagePath, tenant.token, `If-None-Match: ${pageTag}`],
    ['GET /payslips/{id}', `${base}/payslips/${payslip!.id}`, tenant.token],
  ];
  // --export-only: just the streamed export (at 100,000 employees the paged reads are measured at 10,000).
  for (const [index, [name, target, token, header]] of (process.argv.includes('--export-only') || pdfOnly ? [] : targets).entries()) {
    await drive(target, token, 4, 1, header); // warm-up: JIT, connections, prepared statements
    const profiler = profile ? await startProfile() : undefined;
    const cpuBefore = process.cpuUsage();
    const postgresBefore = await postgresCpuMs(sql);
    const result = await drive(target, token, concurrency, seconds, header);
    if (header && result.not_modified !== result.requests) throw new Error(`expected only 304s: ${JSON.stringify(result)}`);
    const cpu = process.cpuUsage(cpuBefore);
    const postgresCpu = (await postgresCpuMs(sql)) - postgresBefore;
    if (profiler) console.log(`  profile: ${await profiler.stop(`read-${index}`)}`);
    const serverCpuPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests);
    console.log(
      `${name.padEnd(40)} ${(result.requests / result.seconds).toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(6)} ms  p95 ${String(result.p95).padStart(6)} ms  ` +
        `server CPU ${serverCpuPerRequest.toFixed(2)} ms/req (system ${(cpu.system / 1000 / Math.max(1, result.requests)).toFixed(2)})` +
        (postgresCpu > 0 ? `  PostgreSQL CPU ${(postgresCpu / Math.max(1, result.requests)).toFixed(2)} ms/req` : '') +
        `  load client CPU ${(result.client_cpu_ms / Math.max(1, result.requests)).toFixed(2)} ms/req` +
        `${result.errors ? `  ERRORS ${result.errors}: ${result.firstError}` : ''}`,
    );
  }
  // A page kept by its tag is served from memory (db/keptPayslipPages.ts); its first read is still built by
  // PostgreSQL. Every page of the run once, in turn, at limit=99 (pages no read above built): what a first read costs.
  if (!pdfOnly && !process.argv.includes('--export-only')) {
    const cpuBefore = process.cpuUsage();
    const postgresBefore = await postgresCpuMs(sql);
    const times: number[] = [];
    for (let after = ''; ;) {
      const started = performance.now();
      const page = (await (await fetch(`${base}/pay_runs/${run.id}/payslips?limit=99${after ? `&starting_after=${after}` : ''}`, { headers: { Authorization: `Bearer ${tenant.token}` } })).json()) as { has_more: boolean; next_cursor: string | null };
      times.push(performance.now() - started);
      if (!page.has_more) break;
      after = page.next_cursor!;
    }
    const cpu = process.cpuUsage(cpuBefore);
    const postgresCpu = (await postgresCpuMs(sql)) - postgresBefore;
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
    console.log(
      `every page of the run read once (limit=99, ${times.length} pages, one client): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms; ` +
        `server CPU ${((cpu.user + cpu.system) / 1000 / times.length).toFixed(2)} ms/page (client included), PostgreSQL CPU ${(postgresCpu / times.length).toFixed(2)} ms/page`,
    );
  }

  // Item 5: 50 different payslips' PDFs in turn over HTTP from a client in its own process (keep-alive), the first
  // request of each included (each is the process's first render of that payslip), then the first again:
  // byte-identical on re-render. The server's and PostgreSQL's CPU per PDF beside the wall figures.
  if (process.argv.includes('--pdf') || pdfOnly) {
    const firstPage = (await (await fetch(`${base}/pay_runs/${run.id}/payslips?limit=50`, { headers: { Authorization: `Bearer ${tenant.token}` } })).json()) as { data: { id: string }[] };
    // What the server spends with no request at all (the runtime's own timers): under load a PDF takes longer, and
    // so carries more of it.
    const idleBefore = await threadCpuMs();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    console.log(`  the server idle, CPU per second: ${threadCpuPer(idleBefore, await threadCpuMs(), 3)} ms`);
    const cpuBefore = process.cpuUsage();
    const threadsBefore = await threadCpuMs();
    const postgresBefore = await postgresCpuMs(sql);
    const profiler = profile ? await startProfile() : undefined;
    const result = await pdfTurns(tenant.token, `${base}/pay_runs/${run.id}`, firstPage.data.map(({ id }) => `${base}/payslips/${id}/pdf`));
    if (profiler) console.log(`  profile: ${await profiler.stop('read-pdf')}`);
    const cpu = process.cpuUsage(cpuBefore);
    const threads = threadCpuPer(threadsBefore, await threadCpuMs(), result.times_ms.length + 1);
    const postgresCpu = (await postgresCpuMs(sql)) - postgresBefore;
    const requests = result.times_ms.length + 1;
    console.log(
      `GET /payslips/{id}/pdf, ${result.times_ms.length} different payslips in turn (client in its own process): ${pdfTurnsSummary(result)}; ` +
        `server CPU ${((cpu.user + cpu.system) / 1000 / requests).toFixed(2)} ms/PDF, PostgreSQL CPU ${(postgresCpu / requests).toFixed(2)} ms/PDF; server CPU by thread, ms/PDF: ${threads}`,
    );
    // The render alone, in this process, of the run's next 50 payslips (new to it, as each PDF above was): what the
    // route adds is the difference.
    const nextPage = (await (await fetch(`${base}/pay_runs/${run.id}/payslips?limit=50&starting_after=${firstPage.data.at(-1)!.id}`, { headers: { Authorization: `Bearer ${tenant.token}` } })).json()) as { data: { id: string }[] };
    const printed = await Promise.all(nextPage.data.map(({ id }) => withTenant(sql, tenant.organizationId, (tx) => findPayslipToPrint(tx, tenant.organizationId, id), { readOnly: true })));
    const renderBefore = await threadCpuMs();
    for (const found of printed) await renderPayslipPdf(payslipDocument(found!.payslip, found!.run));
    console.log(`  the same render alone, ${printed.length} more payslips in this process, CPU ms/PDF: ${threadCpuPer(renderBefore, await threadCpuMs(), printed.length)}`);
  }

  // The whole run streamed (GET /pay_runs/{id}/payslips.ndjson) to a client in its own process, twice; the server's
  // resident memory sampled meanwhile shows whether it grows with the run.
  for (let round = 1; round <= (pdfOnly ? 0 : 2); round++) {
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
    const cpuBefore = process.cpuUsage();
    const postgresBefore = await postgresCpuMs(sql);
    const threadsBefore = await threadCpuMs();
    const profiler = profile ? await startProfile() : undefined;
    const exported = await streamClient(`${base}/pay_runs/${run.id}/payslips.ndjson`, tenant.token);
    if (profiler) console.log(`  profile: ${await profiler.stop(`read-export-${round}`)}`);
    const threads = threadCpuPer(threadsBefore, await threadCpuMs(), exported.lines / 1000);
    clearInterval(sampler);
    const cpu = process.cpuUsage(cpuBefore);
    const postgresCpu = (await postgresCpuMs(sql)) - postgresBefore;
    if (exported.status !== 200 || exported.lines !== employees) throw new Error(`export: ${JSON.stringify(exported)}`);
    console.log(
      `GET /pay_runs/{id}/payslips.ndjson, round ${round}: ${exported.lines} payslips, ${(exported.bytes / 1e6).toFixed(1)} MB in ${exported.seconds.toFixed(2)} s ` +
        `(first byte ${exported.first_byte_ms} ms, ${(exported.lines / exported.seconds).toFixed(0)} payslips/s); server CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms, ` +
        `PostgreSQL CPU ${postgresCpu.toFixed(0)} ms; server RSS ${mib(rssBefore)} MiB before, ${mib(rssPeak)} MiB at most during; client peak RSS ${exported.peak_rss_mib} MiB, client CPU ${exported.cpu_ms} ms; server CPU by thread, ms per 1,000 payslips: ${threads}`,
    );
  }
  await server.close();
  await bareServer.close();
  await runtime.close();
} finally {
  await bench.drop();
}

interface LoadResult { requests: number; seconds: number; errors: number; firstError: string; not_modified: number; p50: number; p95: number; client_cpu_ms: number }

function mib(bytes: number) {
  return Math.round(bytes / 1024 / 1024);
}

function streamClient(target: string, token: string): Promise<{ status: number; bytes: number; lines: number; seconds: number; first_byte_ms: number; peak_rss_mib: number; cpu_ms: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/streamClient.ts', target, token], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`stream client exited with ${code}`))));
  });
}

function drive(target: string, token: string, clients: number, duration: number, header?: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/loadClient.ts', target, token, String(clients), String(duration), ...(header ? [header] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!) as LoadResult) : reject(new Error(`load client exited with ${code}`))));
  });
}

async function loadAverage(): Promise<string> {
  const { loadavg } = await import('node:os');
  return loadavg().map((l) => l.toFixed(1)).join(' ');
}


/** The server's CPU profile from now until `stop`, written where stop says. */
async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const { mkdir, writeFile } = await import('node:fs/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    async stop(name: string): Promise<string> {
      const { profile: taken } = await session.post('Profiler.stop');
      session.disconnect();
      await mkdir('.data/profiles', { recursive: true });
      const file = `.data/profiles/${name}.cpuprofile`;
      await writeFile(file, JSON.stringify(taken));
      return file;
    },
  };
}
