import type { Database } from '../db/connect.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/**
 * When a delivery failed because PostgreSQL could not be reached (a restart, a failover), waits until it answers
 * again, at most `maxMs`, before the message is handed back. The message stays this consumer's meanwhile (the bus
 * keeps it in progress), so an outage spends one delivery, not all of them one retry delay apart; spent, the
 * message would wait for a sweep, minutes later. Other failures return at once.
 */
export async function waitOutDatabaseOutage(sql: Database, error: unknown, maxMs: number): Promise<boolean> {
  if (!isDatabaseUnavailable(error)) return false;
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    // postgres.js reconnects after a back-off of its own (up to 20 s): a probe waits no longer than the deadline.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), deadline - Date.now())));
    const answered = await Promise.race([sql`select 1`.then(() => true, () => false), late]);
    clearTimeout(timer);
    if (answered) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return true;
}
