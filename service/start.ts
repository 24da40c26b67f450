import { listenHost, readConfig, stuckWorkThresholds, type ServiceConfig, type ServiceRole } from '../platform/config.ts';
import { openServiceDatabase } from './database.ts';
import { openServiceBus } from './bus.ts';
import { deploymentIdOf } from '../db/deploymentIdentity.ts';
import { openDataKeyring } from './dataKeyring.ts';
import { assembleRuntime, startPayRunActors } from './runtime.ts';
import { transactionEngineGateway } from '../actors/gateways/transactionEngine.ts';
import { webhookSettings } from '../commands/webhooks/webhookSettings.ts';
import { configureLog } from '../platform/log.ts';
import { yieldCpuToReads } from './priority.ts';
import { yieldBackendsToReads } from './backendPriority.ts';

export interface RunningService {
  /** The HTTP port, when the role serves the API. */
  port: number | null;
  /** The metrics port (METRICS_PORT), when one is served. */
  metricsPort: number | null;
  stop(): Promise<void>;
}

/**
 * The composition root. `all` (npm start) runs the API and the pay run actors in one process; `api` and
 * `worker` run one half each, any number of them, coordinated over NATS and one PostgreSQL.
 */
export async function startService(config: ServiceConfig = readConfig(), role: ServiceRole = 'all'): Promise<RunningService> {
  configureLog({ level: config.LOG_LEVEL, pretty: config.LOG_FORMAT === undefined ? undefined : config.LOG_FORMAT === 'pretty' });
  const keyring = await openDataKeyring(config);
  // One process serving requests and running actors keeps them on two pools: a request never queues for a
  // connection behind calculation work.
  const database = await openServiceDatabase(config, { migrate: true, role });
  if (role === 'worker' && config.WORKER_NICENESS > 0) yieldCpuToReads(config.WORKER_NICENESS);
  const bus = await openServiceBus(config, role, await deploymentIdOf(database.sql)).catch(async (error) => {
    await database.close();
    throw error;
  });
  const runtime = await assembleRuntime({
    sql: database.work,
    bus,
    keyring,
    queueOptions: { ackWaitMs: config.WORK_ACK_WAIT_MS, maxDeliveries: 5, retryDelayMs: 1_000 },
    chunkSize: config.PAYRUN_CHUNK_SIZE,
    syncLimit: config.PAYRUN_SYNC_LIMIT,
    simulatePartner: config.PAYROLL_ENV === 'staging',
    simulatedPartnerLatencyMs: config.SIMULATED_PARTNER_LATENCY_MS,
    filingGateway:
      config.PAYROLL_ENV === 'production' && config.FILING_GATEWAY_URL && config.FILING_GATEWAY_SENDER_ID && config.FILING_GATEWAY_PASSWORD
        ? transactionEngineGateway({ url: config.FILING_GATEWAY_URL, senderId: config.FILING_GATEWAY_SENDER_ID, password: config.FILING_GATEWAY_PASSWORD, gatewayTest: config.FILING_GATEWAY_TEST === '1' })
        : undefined,
    webhooks: webhookSettings(config.PAYROLL_ENV, { eventRetentionMs: config.WEBHOOK_EVENT_RETENTION_DAYS * 24 * 3600 * 1000 }),
    stuckWork: stuckWorkThresholds(config),
  });
  const stops: (() => Promise<void>)[] = [];
  let port: number | null = null;
  let metricsPort: number | null = null;

  if (config.METRICS_PORT !== undefined) {
    const [{ serveHttp }, { metricsApp }] = await Promise.all([import('./serve.ts'), import('./metricsServer.ts')]);
    const metrics = await serveHttp(metricsApp(database.sql, bus, runtime.stuckWork).fetch, config.METRICS_PORT, listenHost(config)).catch(async (error) => {
      await runtime.close();
      await bus.close();
      await database.close();
      throw new Error(String(error instanceof Error ? error.message : error).replace(/PORT/g, 'METRICS_PORT'));
    });
    metricsPort = metrics.port;
    stops.push(() => metrics.close());
  }

  if (role !== 'api') {
    const yielding = yieldBackendsToReads(database.work, { applicationName: database.workApplicationName, niceness: config.WORKER_NICENESS, local: database.local });
    if (yielding) stops.push(() => yielding.stop());
    const actors = await startPayRunActors(runtime, { concurrency: config.WORKER_CONCURRENCY, paymentConcurrency: config.PAYMENT_CONCURRENCY });
    stops.push(() => actors.stop());
  }
  if (role !== 'worker') {
    // Imported here, not above: every module a process loads stays resident, and a worker needs no HTTP stack (issue 31).
    const [{ createHttpApp }, { serveHttp }, { warmPayslipPdf }] = await Promise.all([import('./httpApp.ts'), import('./serve.ts'), import('../documents/payslipPdfWarmUp.ts')]);
    const api = createHttpApp({
      runtime: { ...runtime, sql: database.sql },
      deployment: config.PAYROLL_ENV,
      rateLimit: { rate: config.RATE_LIMIT_PER_SECOND, burst: config.RATE_LIMIT_BURST },
    });
    // Before listening: a client's first payslip PDF would otherwise pay the process's cold start.
    await warmPayslipPdf();
    const server = await serveHttp(api.fetch, config.PORT, listenHost(config)).catch(async (error) => {
      // Nothing half-started is left behind (an embedded PostgreSQL above all).
      for (const stop of stops) await stop();
      await runtime.close();
      await bus.close();
      await database.close();
      throw error;
    });
    port = server.port;
    stops.unshift(() => server.close());
  }
  return {
    port,
    metricsPort,
    async stop() {
      for (const stop of stops) await stop();
      await runtime.close();
      await bus.close();
      await database.close();
    },
  };
}
