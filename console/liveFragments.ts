import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ConsoleEnv } from './env.ts';
import type { Markup } from './layout.ts';
import type { LiveCounts } from './liveCounts.ts';
import { logOf } from '../platform/log.ts';

/** Parts of a page by element id, rendered on the server; the console's script swaps each one in. */
export type Fragments = () => Promise<Record<string, Markup>>;

/**
 * Server-sent events for an operator page: its parts again whenever the events stream says something of the
 * organization moved (at most every `settleMs`), and every `refreshMs` for what moves without an event (time
 * passing a threshold, a queue's figures).
 */
export function fragmentStream(c: Context<ConsoleEnv>, live: LiveCounts, render: Fragments, options: { settleMs?: number; refreshMs: number }) {
  const organizationId = c.var.session.organization_id;
  return streamSSE(c, async (stream) => {
    let closed = false;
    let pending: ReturnType<typeof setTimeout> | null = null;
    const send = async () => {
      pending = null;
      if (closed) return;
      const parts = await render();
      const data: Record<string, string> = {};
      for (const [id, markup] of Object.entries(parts)) data[id] = String(await markup);
      if (!closed) await stream.writeSSE({ event: 'fragments', data: JSON.stringify(data) }).catch(() => (closed = true));
    };
    const failed = (error: unknown) => logOf('console', { path: c.req.path }).error({ err: error }, 'live fragments failed');
    const unsubscribe = await live.listen((event) => {
      if (event.organizationId !== organizationId || closed) return;
      pending ??= setTimeout(() => void send().catch(failed), options.settleMs ?? 300);
    });
    stream.onAbort(() => {
      closed = true;
      unsubscribe();
    });
    await send();
    while (!closed) {
      await stream.sleep(options.refreshMs);
      if (!closed) await send().catch(failed);
    }
    if (pending) clearTimeout(pending);
    unsubscribe();
  });
}
