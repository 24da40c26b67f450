import { Hono } from 'hono';
import type { Database } from '../db/connect.ts';
import type { Bus } from '../ports/bus.ts';
import { metricsRegistry } from '../platform/metrics.ts';
import { observeDatabase } from './databaseGauges.ts';
import { checkReadiness } from '../db/readiness.ts';
import { observeStuckWork } from './stuckWorkGauges.ts';
import { stuckWorkThresholds, type StuckWorkThresholds } from '../platform/config.ts';

/**
 * The operator's port (METRICS_PORT): GET /metrics in Prometheus text format, /livez and /readyz. Apart from
 * the API port so it is never exposed with it and needs no key; every process (API or worker) serves its own.
 */
export function metricsApp(sql: Database, bus: Pick<Bus, 'healthy' | 'queueFigures'>, thresholds: StuckWorkThresholds = stuckWorkThresholds()) {
  observeDatabase(sql);
  observeStuckWork(sql, bus, thresholds);
  return new Hono()
    .get('/metrics', async (c) => c.body(await metricsRegistry.metrics(), 200, { 'Content-Type': metricsRegistry.contentType }))
    .get('/livez', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      const readiness = await checkReadiness(sql, bus);
      return c.json({ status: readiness.ready ? 'ok' : 'unavailable', ...readiness }, readiness.ready ? 200 : 503);
    });
}
