import type { Database, Transaction } from './connect.ts';

/**
 * Runs `work` in a transaction as payroll_app with the organization set, so row-level security confines
 * every query to that organization even if the query itself forgets to.
 */
export function withTenant<T>(sql: Database, organizationId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return sql.begin((tx) => {
    // Sent before `work` issues anything, so it travels in the same round trip as work's first query and
    // PostgreSQL runs it first; if it failed, the aborted transaction would refuse everything after it.
    const entered = enterTenant(tx, organizationId);
    return Promise.all([entered, work(tx)]).then(([, result]) => result);
  }) as Promise<T>;
}

/**
 * Turns the rest of an open transaction into the organization's: used where the owner first creates the
 * organization itself in the same transaction (the demo seed), so nothing is left behind if a later step fails.
 */
export async function enterTenant(tx: Transaction, organizationId: string): Promise<void> {
  await tx`select set_config('role', 'payroll_app', true), set_config('app.organization_id', ${organizationId}, true)`;
}
