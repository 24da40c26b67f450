import { createApi } from '../api/app.ts';
import { readConfig, type ServiceConfig } from './config.ts';
import { openServiceDatabase } from './database.ts';
import { openServiceBus } from './bus.ts';
import { serveHttp } from './serve.ts';
import { openDataKeyring } from './dataKeyring.ts';
import { loadRulesEngine } from '../rules-wasm/host/engine.ts';
import { openChunkQueue, type PayRunWorkers } from '../actors/payRunWorkers.ts';
import { startCalculator } from '../actors/calculator.ts';
import { startCoordinator } from '../actors/coordinator.ts';

export type ServiceRole = 'all' | 'api' | 'worker';

export interface RunningService {
  /** The HTTP port, when the role serves the API. */
  port: number | null;
  stop(): Promise<void>;
}

/**
 * The composition root. `all` (npm start) runs the API and the pay run actors in one process; `api` and
 * `worker` run one half each, any number of them, coordinated over NATS and one PostgreSQL.
 */
export async function startService(config: ServiceConfig = readConfig(), role: ServiceRole = 'all'): Promise<RunningService> {
  const keyring = await openDataKeyring(config);
  const rules = await loadRulesEngine();
  const database = await openServiceDatabase(config, { migrate: true });
  const bus = await openServiceBus(config, role);
  const queueOptions = { ackWaitMs: config.WORK_ACK_WAIT_MS, maxDeliveries: 5, retryDelayMs: 1_000 };
  const workers: PayRunWorkers = {
    sql: database.sql,
    keyring,
    rules,
    chunkQueue: await openChunkQueue(bus, queueOptions),
    chunkSize: config.PAYRUN_CHUNK_SIZE,
    queueOptions,
  };
  const stops: (() => Promise<void>)[] = [];
  let port: number | null = null;

  if (role !== 'api') {
    const calculator = await startCalculator(workers, config.WORKER_CONCURRENCY);
    const coordinator = startCoordinator(workers, {
      intervalMs: 5_000,
      redispatchAfterMs: queueOptions.ackWaitMs * (queueOptions.maxDeliveries + 1),
      maxDispatches: 3,
    });
    stops.push(() => calculator.stop(), () => coordinator.stop());
  }
  if (role !== 'worker') {
    const api = createApi({
      sql: database.sql,
      bus,
      deployment: config.PAYROLL_ENV,
      rateLimit: { rate: config.RATE_LIMIT_PER_SECOND, burst: config.RATE_LIMIT_BURST },
      keyring,
      payroll: { rules, chunkQueue: workers.chunkQueue, syncLimit: config.PAYRUN_SYNC_LIMIT, chunkSize: config.PAYRUN_CHUNK_SIZE },
    });
    const server = await serveHttp(api.fetch, config.PORT);
    port = server.port;
    stops.unshift(() => server.close());
  }
  return {
    port,
    async stop() {
      for (const stop of stops) await stop();
      await bus.close();
      await database.close();
    },
  };
}
