import type { Database } from './connect.ts';
import type { Bus } from '../ports/bus.ts';
import { pendingMigrations } from './migrate.ts';

export interface Readiness {
  ready: boolean;
  database: boolean;
  bus: boolean;
  /** Migration files not applied yet (empty when the schema is this code's). */
  pending_migrations: string[];
}

/** Ready to serve: the database answers, the bus answers, and every migration of this code is applied. */
export async function checkReadiness(sql: Database, bus: Pick<Bus, 'healthy'>): Promise<Readiness> {
  const [pending, busAnswers] = await Promise.all([pendingMigrations(sql).catch(() => null), bus.healthy().catch(() => false)]);
  const database = pending !== null;
  return { ready: database && busAnswers && pending.length === 0, database, bus: busAnswers, pending_migrations: pending ?? [] };
}
