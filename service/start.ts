import { createApi } from '../api/app.ts';
import { readConfig, type ServiceConfig } from './config.ts';
import { openServiceDatabase } from './database.ts';
import { openServiceBus } from './bus.ts';
import { serveHttp } from './serve.ts';
import { openDataKeyring } from './dataKeyring.ts';

export interface RunningService {
  port: number;
  stop(): Promise<void>;
}

/** The composition root: database, bus and HTTP API in one process. */
export async function startService(config: ServiceConfig = readConfig(), role: 'all' | 'api' = 'all'): Promise<RunningService> {
  const keyring = await openDataKeyring(config);
  const database = await openServiceDatabase(config, { migrate: true });
  const bus = await openServiceBus(config, role);
  const api = createApi({
    sql: database.sql,
    bus,
    deployment: config.PAYROLL_ENV,
    rateLimit: { rate: config.RATE_LIMIT_PER_SECOND, burst: config.RATE_LIMIT_BURST },
    keyring,
  });
  const server = await serveHttp(api.fetch, config.PORT);
  return {
    port: server.port,
    async stop() {
      await server.close();
      await bus.close();
      await database.close();
    },
  };
}
