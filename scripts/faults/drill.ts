import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import postgres from 'postgres';
import { connect, type NatsConnection } from 'nats';
import { connectDatabase, closeDatabase } from '../../db/connect.ts';
import { migrate } from '../../db/migrate.ts';
import { generateDataKeyBase64 } from '../../domain/sealing/dataKeyring.ts';
import { backgroundPricingStatuses } from '../../machines/payRun.ts';
import { settledPaymentStates } from '../../machines/paymentStatus.ts';
import { awaitingAttemptStates } from '../../machines/webhookDelivery.ts';
import { webhookEventTypes } from '../../machines/webhookEvents.ts';
import { benchTenant } from '../bench/benchDatabase.ts';
import { startNatsCluster, type NatsCluster } from './natsCluster.ts';
import { startPostgresInstance, type PostgresInstance } from './postgresInstance.ts';
import { scrapeCounters, startServiceProcess, type ServiceProcess } from './serviceProcess.ts';
import { startWebhookTally, type WebhookTally } from './webhookTally.ts';
import { freePort } from './freePort.ts';
import { deadLetterStream } from '../../actors/bus/natsBus.ts';
import { drillClient, type DrillClient } from './drillClient.ts';
import { deadLetterInvariant, outageInvariant, paymentInvariants, payslipInvariants, sumsInvariant, webhookInvariants, type Invariant, type ProbeAnswer } from './drillInvariants.ts';
import { drillFigureLines, type DrillReport, type FaultRecord } from './drillReport.ts';
import { startPaymentPhaseProfile, type PaymentPhaseProfile } from './paymentPhaseProfile.ts';

/**
 * Issue 30's fault drill: a payroll of `employees` calculated by `workers` worker processes and paid by rail (the
 * staging partner), on a three-node NATS cluster (replicas 3) and a PostgreSQL of its own, while it kills the
 * chunk stream's leader, then another node, then a worker (SIGKILL, replaced), then restarts PostgreSQL, probing
 * the API during that outage. Then it checks the invariants (drillInvariants.ts) and reports the figures.
 *   npx tsx scripts/faults/drill.ts [--employees 20000] [--workers 3] [--nats-outage-ms 10000] [--postgres-outage-ms 10000]
 *   npx tsx scripts/faults/drill.ts --employees 2000 --nats-nodes 1 --faults 0   # the payment phase profiled, quiet
 * Everything it starts lives in temporary directories and its own process groups, removed by `cleanup`.
 */
export interface DrillOptions {
  employees: number;
  workers: number;
  /** How long each killed NATS node stays down. */
  natsOutageMs: number;
  postgresOutageMs: number;
  chunkSize: number;
  /** Staging partner latency: stretches the payment phase so faults land while payments are out. */
  partnerLatencyMs: number;
  /** WORK_ACK_WAIT_MS of every process: how soon a killed worker's messages go to another. */
  ackWaitMs: number;
  /** NATS servers (1: a plain server, for profiling; 3: the cluster the issue asks for). Streams get as many replicas. */
  natsNodes?: number;
  /** false: no faults, only the work and its invariants (a profile of the payment phase on a quiet system). */
  faults?: boolean;
  /** Progress lines as the drill goes. */
  say?: (line: string) => void;
}

export const longForm: DrillOptions = { employees: 20_000, workers: 3, natsOutageMs: 10_000, postgresOutageMs: 10_000, chunkSize: 500, partnerLatencyMs: 0, ackWaitMs: 10_000 };

export interface Drill {
  report: Promise<DrillReport>;
  /** Kills every process the drill started (by process group) and removes its directories; safe to call twice. */
  cleanup(): Promise<void>;
  /** The same without waiting for anything, for an exit handler. */
  cleanupNow(): void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const scopes = ['employees.read', 'employees.write', 'payruns.read', 'payruns.run', 'payruns.approve', 'payruns.pay', 'payslips.read', 'webhooks.manage'];
const period = { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' };

export function startDrill(options: DrillOptions): Drill {
  const held: DrillHoldings = { processes: [] };
  let cleaned: Promise<void> | null = null;
  const cleanup = () =>
    (cleaned ??= (async () => {
      await Promise.all(held.processes.map((p) => p.stop('SIGKILL').catch(() => undefined)));
      await held.nats?.close().catch(() => undefined);
      await held.sql?.end({ timeout: 1 }).catch(() => undefined);
      await held.tally?.close().catch(() => undefined);
      await held.cluster?.stop().catch(() => undefined);
      await held.pg?.destroy().catch(() => undefined);
      if (held.dir) rmSync(held.dir, { recursive: true, force: true });
    })());
  const cleanupNow = () => {
    for (const p of held.processes) p.killNow();
    for (const node of held.cluster?.nodes ?? []) void node.kill();
    held.pg?.destroySync();
    if (held.dir) rmSync(held.dir, { recursive: true, force: true });
  };
  return { report: runDrill(options, held), cleanup, cleanupNow };
}

/** What the drill has started so far: what its clean-up stops and removes. */
interface DrillHoldings {
  pg?: PostgresInstance;
  cluster?: NatsCluster;
  tally?: WebhookTally;
  nats?: NatsConnection;
  sql?: postgres.Sql;
  processes: ServiceProcess[];
  dir?: string;
}

async function runDrill(options: DrillOptions, held: DrillHoldings): Promise<DrillReport> {
  const say = options.say ?? (() => {});
  const started = Date.now();
  const at = () => Date.now() - started;
  held.dir = mkdtempSync(join(tmpdir(), 'payroll-drill-'));
  const natsNodes = options.natsNodes ?? 3;
  [held.pg, held.cluster, held.tally] = await Promise.all([startPostgresInstance(), startNatsCluster(natsNodes), startWebhookTally()]);
  const { pg, cluster, tally } = held as Required<typeof held>;
  say(`PostgreSQL on ${pg.port}, NATS ${cluster.url}`);

  // The service's database, migrated once here so the processes do not race to; the drill reads it as superuser.
  const admin = postgres(pg.adminUrl, { max: 1, onnotice: () => {} });
  await admin`create database payroll_drill`;
  await admin.end();
  const databaseUrl = Object.assign(new URL(pg.adminUrl), { pathname: '/payroll_drill' }).toString();
  const setup = connectDatabase(databaseUrl, { max: 2 });
  await migrate(setup);
  const drillTenant = await benchTenant(setup, scopes, 'Drill Ltd');
  const quietTenant = await benchTenant(setup, scopes, 'Quiet Ltd');
  await closeDatabase(setup);
  const sql = (held.sql = postgres(databaseUrl, { max: 4, onnotice: () => {}, connect_timeout: 2 }));
  await sql`create extension if not exists pg_stat_statements`.catch(() => undefined);

  const namespace = `drill_${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const apiPort = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    NATS_URL: cluster.url,
    NATS_NAMESPACE: namespace,
    NATS_STREAM_REPLICAS: String(natsNodes),
    PAYROLL_DATA_KEY: generateDataKeyBase64(),
    PAYROLL_DATA_DIR: held.dir,
    PAYROLL_ENV: 'staging',
    PORT: String(apiPort),
    PAYRUN_CHUNK_SIZE: String(options.chunkSize),
    WORK_ACK_WAIT_MS: String(options.ackWaitMs),
    SIMULATED_PARTNER_LATENCY_MS: String(options.partnerLatencyMs),
    RATE_LIMIT_PER_SECOND: '100000',
    RATE_LIMIT_BURST: '100000',
  };
  let workerCount = 0;
  const startWorker = async () => {
    const worker = startServiceProcess(`worker-${++workerCount}`, 'worker', env, await freePort());
    held.processes.push(worker);
    return worker;
  };
  const api = startServiceProcess('api', 'api', env, await freePort());
  held.processes.push(api);
  await api.ready;
  const workers = await Promise.all(Array.from({ length: options.workers }, startWorker));
  await Promise.all(workers.map((w) => w.ready));
  say(`API on ${apiPort} and ${workers.length} workers ready (namespace ${namespace}, stream replicas ${natsNodes})`);

  // Counters of every process, scraped each second; a killed process keeps its last scrape.
  const lastScrape = new Map<string, Map<string, number>>();
  const scrapeAll = async () => {
    await Promise.all(held.processes.filter((p) => p.running()).map(async (p) => {
      const counters = await scrapeCounters(p.metricsPort);
      if (counters) lastScrape.set(p.name, counters);
    }));
  };
  const scraper = setInterval(() => void scrapeAll(), 1_000);

  try {
    const base = `http://127.0.0.1:${apiPort}/api/v1`;
    const drill = drillClient(base, drillTenant.token);
    const quiet = drillClient(base, quietTenant.token);
    const endpoints = [];
    for (const [path, events] of [['/all', [...webhookEventTypes]], ['/runs', ['pay_run.calculated', 'pay_run.approved', 'pay_run.paid']]] as const) {
      const endpoint = await drill.callUntilOk('POST', '/webhook_endpoints', { url: tally.url(path), events });
      endpoints.push({ id: endpoint.id as string, path });
    }
    const people = employeeLines(options.employees);
    await Promise.all([importEmployees(drill, people), importEmployees(quiet, people)]);
    say(`${options.employees} employees imported into each of two organizations (${at()} ms)`);

    held.nats = await connect({ servers: cluster.url.split(','), maxReconnectAttempts: -1 });
    const manager = await held.nats.jetstreamManager();
    const run = await drill.callUntilOk('POST', '/pay_runs', period);
    const progress = startProgressSampler(sql, drillTenant.organizationId, run.id);
    const phase = { now: 'calculating' as 'calculating' | 'approving and paying' | 'paying' | 'settled', calculatedAt: 0, settledAt: 0, paymentPhase: undefined as PaymentPhaseProfile | undefined };
    const workStarted = Date.now();
    await drill.callUntilOk('POST', `/pay_runs/${run.id}/calculate`);
    const workload = (async () => {
      await untilOutOfPricing(drill, run.id);
      phase.calculatedAt = Date.now() - workStarted;
      phase.now = 'approving and paying';
      say(`calculated after ${phase.calculatedAt} ms`);
      // Approving and paying move every payment of the run in one transaction: minutes at 20,000 on a loaded machine.
      await drill.callUntilOk('POST', `/pay_runs/${run.id}/approve`, undefined, undefined, 1_200_000);
      // A diagnostic, never a reason to fail the drill: a fault may leave PostgreSQL or a stream leader unreachable
      // just then, so it is tried for a while and the phase goes unprofiled if it cannot start.
      let profile: Awaited<ReturnType<typeof startPaymentPhaseProfile>> | undefined;
      for (let attempt = 0; attempt < 20 && !profile; attempt++) {
        profile = await startPaymentPhaseProfile(sql, manager, () => held.processes).catch(() => undefined);
        if (!profile) await sleep(500);
      }
      await drill.callUntilOk('POST', `/pay_runs/${run.id}/pay`, { method: 'payment_rail' }, undefined, 1_200_000);
      phase.now = 'paying';
      await untilQuery(sql, async () => {
        const [row] = await sql<{ n: number }[]>`select count(*)::int as n from payslips where pay_run_id = ${run.id} and payment_state <> all(${settledPaymentStates as unknown as string[]})`;
        return row!.n === 0;
      }, options.employees * 50 + 600_000);
      phase.settledAt = Date.now() - workStarted;
      phase.paymentPhase = await profile?.finish(options.employees).catch(() => undefined);
      phase.now = 'settled';
      say(`every payment settled after ${phase.settledAt} ms`);
    })();
    workload.catch(() => undefined);

    const faults = options.faults === false ? [] : await applyFaults({ options, cluster, pg, nats: held.nats, namespace, workers, startWorker, drill, runId: run.id, progress, phase: () => phase.now, say });
    await workload;
    progress.stop();

    // Webhooks: every fact published and heard, then every delivery attempted to the end (none waiting, none leased
    // out), before the tally is read. Deliveries alone could all be done while facts still sat in the outbox or the
    // consumer's backlog (it stalls after a leader kill): their deliveries, recorded after the wait, were then read as
    // expected but not yet sent (the short form's one lost run, docs/reliability.md). In this order, each step's
    // zero holds once the one before it has: a fact is published before it is marked, acknowledged after it commits.
    await untilQuery(sql, async () => {
      const [unpublished] = await sql<{ n: number }[]>`select count(*)::int as n from outbox where published_at is null`;
      if (unpublished!.n > 0) return false;
      const heard = await manager.consumers.info(`${namespace.toUpperCase()}_EVENTS`, `${namespace}_webhooks`);
      if (heard.num_pending > 0 || heard.num_ack_pending > 0) return false;
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from webhook_deliveries
        where organization_id = ${drillTenant.organizationId} and (status = any(${awaitingAttemptStates as unknown as string[]}) or leased_until > now())`;
      return row!.n === 0;
    }, 600_000);

    // The same inputs on a quiet system: the other organization's run, calculated after the faults.
    const quietRun = await quiet.callUntilOk('POST', '/pay_runs', period);
    await quiet.callUntilOk('POST', `/pay_runs/${quietRun.id}/calculate`);
    await untilOutOfPricing(quiet, quietRun.id);
    await scrapeAll();

    const payments = await paymentInvariants(sql, run.id, settledPaymentStates);
    const hooks = await webhookInvariants(sql, drillTenant.organizationId, tally, endpoints);
    const postgresFault = faults.find((f) => f.probes);
    const invariants: Invariant[] = [
      ...(await payslipInvariants(sql, drillTenant.organizationId, run.id, options.employees)),
      ...payments.invariants,
      ...hooks.invariants,
      await sumsInvariant(sql, run.id, quietRun.id),
      ...(options.faults === false ? [] : [outageInvariant(postgresFault?.probes ?? [])]),
      await deadLetterInvariant(sql, (await manager.streams.info(deadLetterStream(namespace))).state.messages),
    ];
    const counters = sumCounters(lastScrape);
    return {
      options: { ...options, say: undefined },
      namespace,
      loadAverage: loadavg(),
      calculatedMs: phase.calculatedAt,
      settledMs: phase.settledAt,
      paymentPhase: phase.paymentPhase,
      faults,
      invariants,
      figures: {
        redelivered: byLabel(counters, 'payroll_bus_redeliveries_total', 'consumer'),
        duplicatePublishes: byLabel(counters, 'payroll_bus_duplicate_publishes_total', 'stream'),
        duplicatesSuppressed: { ...byLabel(counters, 'payroll_duplicates_suppressed_total', 'what'), partner_payment: payments.partnerRepeats, webhook_receiver: hooks.repeats },
        webhookDeliveries: hooks.delivered,
      },
    };
  } catch (error) {
    const tails = held.processes.map((p) => `--- ${p.name}\n${p.tail().split('\n').slice(-15).join('\n')}`).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tails}`, { cause: error });
  } finally {
    clearInterval(scraper);
  }
}

/** Kenyan employees as import lines: mobile money numbers ending 1–9 (none 0, a name mismatch holds a payment). */
function employeeLines(count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    lines.push(JSON.stringify({
      jurisdiction: 'KE', denomination_currency: 'KES', full_name: `Wanjiru ${i} Kamau`, staff_id: `D${i}`, start_date: '2024-01-01',
      bank_details: { mobile_money_provider: 'mpesa', mobile_money_number: `+25471${String(i).padStart(6, '0')}${1 + (i % 9)}`, mobile_money_name: `Wanjiru ${i} Kamau` },
      tax_profile: { disability_exemption: false },
      compensation: [{ component_code: 'BASIC', amount_cents: 3_000_000 + (i % 700) * 50_000 }, { component_code: 'HOUSING', amount_cents: 500_000 + (i % 13) * 10_000 }],
    }));
  }
  return lines.join('\n');
}

async function importEmployees(client: DrillClient, lines: string) {
  const accepted = await client.callUntilOk('POST', '/employee_imports', lines, 'application/x-ndjson');
  for (;;) {
    const progress = await client.callUntilOk('GET', `/employee_imports/${accepted.id}`);
    if (progress.completed) {
      if (progress.rows_failed !== 0) throw new Error(`import failed rows: ${JSON.stringify(progress.errors?.slice(0, 3))}`);
      return;
    }
    await sleep(250);
  }
}

const pricing = new Set<string>(backgroundPricingStatuses);

async function untilOutOfPricing(client: DrillClient, runId: string) {
  for (;;) {
    const run = await client.callUntilOk('GET', `/pay_runs/${runId}`);
    if (!pricing.has(run.status)) return run;
    await sleep(250);
  }
}

/** Polls a read of the drill's own connection until it holds, riding out a PostgreSQL restart. */
async function untilQuery(sql: postgres.Sql, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error('timed out waiting for the drill to finish');
    await sleep(250);
  }
}

export interface ProgressSampler {
  /** Ms from `since` to the first sample after it that moved on from the value at `since`, or null. */
  firstProgressAfter(since: number): number | null;
  stop(): void;
}

/** Payslips written plus transitions logged in the drill's organization, every 250 ms: the work moving on. */
function startProgressSampler(sql: postgres.Sql, organizationId: string, runId: string): ProgressSampler {
  const samples: { at: number; value: number }[] = [];
  const timer = setInterval(() => {
    void sql<{ n: number }[]>`
      select (select count(*) from payslips where pay_run_id = ${runId})::int + (select count(*) from transitions where organization_id = ${organizationId})::int as n`
      .then(([row]) => samples.push({ at: Date.now(), value: row!.n }), () => undefined);
  }, 250);
  return {
    firstProgressAfter(since) {
      const before = [...samples].reverse().find((s) => s.at <= since)?.value ?? 0;
      const moved = samples.find((s) => s.at > since && s.value > before);
      return moved ? moved.at - since : null;
    },
    stop: () => clearInterval(timer),
  };
}

interface FaultParts {
  options: DrillOptions;
  cluster: NatsCluster;
  pg: PostgresInstance;
  nats: NatsConnection;
  namespace: string;
  workers: ServiceProcess[];
  startWorker(): Promise<ServiceProcess>;
  drill: DrillClient;
  runId: string;
  progress: ProgressSampler;
  phase(): string;
  say(line: string): void;
}

/**
 * A worker started in place of a killed one, and started again if it exits before it is ready, as compose's
 * `restart: unless-stopped` does: just after two NATS nodes were bounced, the cluster may still be electing stream
 * leaders, and a worker that cannot set up its streams at start exits (seen once under CI's load).
 */
async function replaceWorker(parts: FaultParts, attempts = 3): Promise<ServiceProcess> {
  for (let attempt = 1; ; attempt++) {
    const worker = await parts.startWorker();
    try {
      await worker.ready;
      return worker;
    } catch (error) {
      if (attempt === attempts) throw error;
      parts.say(`${worker.name} exited before it was ready; started again (attempt ${attempt + 1} of ${attempts})`);
    }
  }
}

/** The faults, one after the other, each once the work has moved on after the one before (or 30 s). */
async function applyFaults(parts: FaultParts): Promise<FaultRecord[]> {
  const { options, cluster, pg, say, progress } = parts;
  const records: FaultRecord[] = [];
  const record = async (name: string, apply: () => Promise<{ restoredAt: number; extra?: Partial<FaultRecord> }>) => {
    const phase = parts.phase();
    const startedAt = Date.now();
    say(`fault: ${name} (${phase})`);
    const { restoredAt, extra } = await apply();
    // Recovery: the first progress after the fault was undone (or after it began, for a worker replaced at once).
    for (let waited = 0; waited < 30_000 && progress.firstProgressAfter(restoredAt) === null && parts.phase() !== 'settled'; waited += 250) await sleep(250);
    const entry: FaultRecord = {
      name, phase, downMs: restoredAt - startedAt,
      progressAfterFaultMs: progress.firstProgressAfter(startedAt),
      progressAfterRestoreMs: progress.firstProgressAfter(restoredAt),
      ...extra,
    };
    records.push(entry);
    say(`  ${JSON.stringify({ ...entry, probes: entry.probes?.length })}`);
  };
  const streamLeader = async (queue: string) => {
    const manager = await parts.nats.jetstreamManager();
    const info = await manager.streams.info(`${parts.namespace.toUpperCase()}_${queue.toUpperCase()}`);
    return info.cluster?.leader;
  };
  const bounce = async (node: NatsCluster['nodes'][number]) => {
    await node.kill();
    await sleep(options.natsOutageMs);
    await node.start();
    return { restoredAt: Date.now() };
  };

  const chunkLeader = await streamLeader('payrun_chunks');
  const first = cluster.nodes.find((n) => n.name === chunkLeader) ?? cluster.nodes[0]!;
  await record(`NATS stream leader ${first.name} (payrun_chunks) killed for ${options.natsOutageMs} ms`, () => bounce(first));
  const paymentsLeader = await streamLeader('payments').catch(() => undefined);
  const second = cluster.nodes.find((n) => n.name === paymentsLeader && n !== first) ?? cluster.nodes.find((n) => n !== first)!;
  await record(`NATS node ${second.name} killed for ${options.natsOutageMs} ms`, () => bounce(second));

  const victim = parts.workers[Math.floor(Math.random() * parts.workers.length)]!;
  await record(`worker ${victim.name} killed (SIGKILL) and replaced`, async () => {
    await victim.stop('SIGKILL');
    await replaceWorker(parts);
    return { restoredAt: Date.now() };
  });

  await record(`PostgreSQL stopped (immediate) for ${options.postgresOutageMs} ms and started again`, async () => {
    await pg.kill();
    const down = Date.now();
    const probes: ProbeAnswer[] = [];
    // Probes every 200 ms, each on its own (an answer slower than the outage is still counted, as 0 if none).
    const probing = (async () => {
      const pending: Promise<void>[] = [];
      while (Date.now() - down < options.postgresOutageMs - 250) {
        pending.push(parts.drill.call('GET', `/pay_runs/${parts.runId}`, undefined, undefined, 10_000)
          .then((answer) => void probes.push({ status: answer.status, retryAfter: answer.headers.get('retry-after') }),
            () => void probes.push({ status: 0, retryAfter: null })));
        await sleep(200);
      }
      await Promise.all(pending);
    })();
    await sleep(Math.max(0, options.postgresOutageMs - (Date.now() - down)));
    await pg.start();
    await probing;
    const restoredAt = Date.now();
    let apiBackMs: number | null = null;
    for (let i = 0; i < 600 && apiBackMs === null; i++) {
      const answer = await parts.drill.call('GET', `/pay_runs/${parts.runId}`).catch(() => ({ status: 0 }));
      if (answer.status === 200) apiBackMs = Date.now() - restoredAt;
      else await sleep(100);
    }
    return { restoredAt, extra: { probes, apiBackMs } };
  });
  return records;
}

function sumCounters(scrapes: Map<string, Map<string, number>>): Map<string, number> {
  const sum = new Map<string, number>();
  for (const counters of scrapes.values()) for (const [key, value] of counters) sum.set(key, (sum.get(key) ?? 0) + value);
  return sum;
}

/** A counter's total per value of one label, e.g. redeliveries by consumer. */
function byLabel(counters: Map<string, number>, metric: string, label: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of counters) {
    if (!key.startsWith(`${metric}{`) && key !== metric) continue;
    const name = new RegExp(`${label}="([^"]*)"`).exec(key)?.[1] ?? 'all';
    out[name] = (out[name] ?? 0) + value;
  }
  return out;
}

function option(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  const env = process.env[`DRILL_${name.toUpperCase().replace(/-/g, '_')}`];
  return i >= 0 ? Number(args[i + 1]) : env ? Number(env) : fallback;
}

// `npx tsx scripts/faults/drill.ts`: the operator's long form, flags or DRILL_* variables for its size and outages.
if (import.meta.url === `file://${process.argv[1]}`) {
  const options: DrillOptions = {
    employees: option('employees', longForm.employees),
    workers: option('workers', longForm.workers),
    natsOutageMs: option('nats-outage-ms', longForm.natsOutageMs),
    postgresOutageMs: option('postgres-outage-ms', longForm.postgresOutageMs),
    chunkSize: option('chunk-size', longForm.chunkSize),
    partnerLatencyMs: option('partner-latency-ms', longForm.partnerLatencyMs),
    ackWaitMs: option('ack-wait-ms', longForm.ackWaitMs),
    natsNodes: option('nats-nodes', 3),
    faults: option('faults', 1) !== 0,
    say: (line) => console.log(line),
  };
  const drill = startDrill(options);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void drill.cleanup().then(() => process.exit(130)));
  process.once('exit', () => drill.cleanupNow());
  try {
    const report = await drill.report;
    for (const line of drillFigureLines(report)) console.log(line);
    process.exitCode = report.invariants.every((i) => i.ok) ? 0 : 1;
  } finally {
    await drill.cleanup();
  }
}
