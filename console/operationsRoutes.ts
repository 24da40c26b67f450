import { Hono, type MiddlewareHandler } from 'hono';
import { memberActionPermissions } from '../domain/scopes.ts';
import type { ConsoleEnv, ConsoleRuntime } from './env.ts';
import type { LiveCounts } from './liveCounts.ts';
import { fragmentStream } from './liveFragments.ts';
import { deadLetterCursor, queuesFragments, queuesPage } from './pages/queues.ts';
import { healthFragments, healthPage } from './pages/health.ts';
import { replayDeadLetterAction } from './operationsActions.ts';

const needsOperations: MiddlewareHandler<ConsoleEnv> = async (c, next) => {
  if (!c.var.session.permissions.includes(memberActionPermissions.seeQueues)) return c.text(`Your permissions do not include ${memberActionPermissions.seeQueues}.`, 403);
  await next();
};

/** The operators' pages (issue 34): queues and dead letters, and stuck work; each behind operations.manage. */
export function operationsRoutes(runtime: ConsoleRuntime, live: LiveCounts) {
  const routes = new Hono<ConsoleEnv>();
  routes.use('/queues/*', needsOperations);
  routes.use('/queues', needsOperations);
  routes.use('/health/*', needsOperations);
  routes.use('/health', needsOperations);
  routes.get('/queues', (c) => queuesPage(c, runtime, { ok: c.req.query('replayed') ? 'Replayed: the message goes back on its subject once.' : undefined }));
  routes.get('/queues/live', (c) => fragmentStream(c, live, () => queuesFragments(runtime, c.var.session, deadLetterCursor(c.req.query('before'))), { refreshMs: 5_000 }));
  routes.post('/queues/dead-letters/:id/replay', (c) => replayDeadLetterAction(c, runtime));
  // Stuck work appears by time passing, not by an event: the page is read again at half the shortest threshold.
  const t = runtime.stuckWork;
  const refreshMs = Math.min(10_000, Math.max(1_000, (Math.min(t.calculatingSeconds, t.settlementWindowSeconds, t.filingAcknowledgementSeconds, t.endpointFailingSeconds) * 1000) / 2));
  routes.get('/health', (c) => healthPage(c, runtime));
  routes.get('/health/live', (c) => fragmentStream(c, live, () => healthFragments(runtime, c.var.session), { refreshMs }));
  return routes;
}
