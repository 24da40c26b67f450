import { setPriority } from 'node:os';
import { readFileSync } from 'node:fs';
import type { Database } from '../db/connect.ts';
import { logOf } from '../platform/log.ts';
import { startPollLoop, type PollLoop } from '../actors/pollLoop.ts';

/** How often new connections of the work pool are looked for: postgres.js opens them lazily, as work needs them. */
const everyMs = 2_000;

/**
 * Lowers the scheduling priority (nice) of the PostgreSQL backends serving a work pool, found by the pool's
 * application name, so that calculation inside PostgreSQL yields shared cores to the backends serving reads, as the
 * worker process itself does (service/priority.ts). Only where PostgreSQL runs on this machine (`local`), and only
 * for a process that is PostgreSQL's: the embedded PostgreSQL runs as the service's own user, so `npm start` may
 * always do it; a PostgreSQL of another user needs the privilege, and without it the backends keep their priority
 * (said once). Returns the loop that looks, or null where there is nothing to do.
 */
export function yieldBackendsToReads(sql: Database, options: { applicationName: string; niceness: number; local: boolean }): PollLoop | null {
  if (!options.local || options.niceness <= 0) return null;
  const lowered = new Set<number>();
  let refused = false;
  return startPollLoop({
    name: 'service.backendPriority',
    pollMs: everyMs,
    onFailure: 'could not look for the work pool\'s PostgreSQL backends; the next round tries again',
    round: async () => {
      if (refused) return;
      const rows = await sql<{ pid: number }[]>`
        select pid from pg_stat_activity where datname = current_database() and application_name = ${options.applicationName}`;
      const live = new Set(rows.map((row) => row.pid));
      for (const pid of lowered) if (!live.has(pid)) lowered.delete(pid);
      for (const pid of live) {
        if (lowered.has(pid) || !isPostgresProcess(pid)) continue;
        try {
          setPriority(pid, options.niceness);
          lowered.add(pid);
        } catch (error) {
          refused = true;
          logOf('service').warn({ err: error, niceness: options.niceness }, 'could not lower the priority of the work pool\'s PostgreSQL backends; they keep theirs');
          return;
        }
      }
    },
  });
}

/** The process is one of PostgreSQL's (its command line names it), not another that happens to have that pid. */
function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').startsWith('postgres');
  } catch {
    return false;
  }
}

/** PostgreSQL at this URL runs on this machine: a loopback host or a Unix socket. */
export function isLocalDatabase(url: string): boolean {
  const { hostname, searchParams } = new URL(url);
  const host = searchParams.get('host') ?? hostname;
  return host === '' || host.startsWith('/') || host === 'localhost' || host === '[::1]' || host === '::1' || /^127\./.test(host);
}
