import type { Database, Transaction } from './connect.ts';

/**
 * Runs `work` in a transaction as payroll_app with the organization set, so row-level security confines
 * every query to that organization even if the query itself forgets to.
 */
export function withTenant<T>(sql: Database, organizationId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`select set_config('role', 'payroll_app', true), set_config('app.organization_id', ${organizationId}, true)`;
    return work(tx);
  }) as Promise<T>;
}
