import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ConsoleEnv } from './env.ts';
import type { LiveCounts } from './liveCounts.ts';

/** Entities whose events also move a record page of this kind (a run's payments, an event's deliveries). */
const followedEntities: Record<string, readonly string[]> = {
  pay_run: ['payslip_payment', 'pay_run_chunk'],
  employee: ['payslip_payment'],
  webhook_event: ['webhook_delivery'],
  webhook_endpoint: ['webhook_delivery'],
};

/**
 * Server-sent events for a record page: `changed` each time an event about the record (or what its page counts)
 * arrives on the events stream, at most every 300 ms (1 s for what it follows). The page then fetches its body again and swaps it in,
 * without a reload; the database is read only when something moved.
 */
export function recordChanges(c: Context<ConsoleEnv>, live: LiveCounts) {
  const session = c.var.session;
  const id = (c.req.param('id') ?? '').toLowerCase();
  const followed = followedEntities[c.req.query('kind') ?? ''] ?? [];
  return streamSSE(c, async (stream) => {
    let closed = false;
    let pending: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = await live.listen((event) => {
      if (closed || event.organizationId !== session.organization_id) return;
      const own = event.entityId === id;
      if (!own && !followed.includes(event.entity)) return;
      // A run's 100,000 payments moving recount its payslips at most once a second (an index-only scan, ~0.1 s).
      pending ??= setTimeout(() => {
        pending = null;
        if (!closed) void stream.writeSSE({ event: 'changed', data: event.type }).catch(() => (closed = true));
      }, own ? 300 : 1_000);
    });
    stream.onAbort(() => {
      closed = true;
      unsubscribe();
    });
    await stream.writeSSE({ event: 'listening', data: id });
    while (!closed) {
      await stream.sleep(15_000);
      if (!closed) await stream.write(': keep-alive\n\n').catch(() => (closed = true));
    }
    if (pending) clearTimeout(pending);
    unsubscribe();
  });
}
