import type { Queryable } from './connect.ts';
import type { LedgerAccountMap } from '../domain/accounting/payrollJournal.ts';

export interface LedgerAccountMapRow extends LedgerAccountMap {
  updated_at: Date;
}

export async function findLedgerAccountMap(sql: Queryable, organizationId: string): Promise<LedgerAccountMapRow | undefined> {
  const [row] = await sql<LedgerAccountMapRow[]>`
    select lines, destinations, xero_tax_rate, updated_at from ledger_account_maps where organization_id = ${organizationId}`;
  return row;
}

/** PUT semantics: the map given replaces the organization's whole map. */
export async function replaceLedgerAccountMap(sql: Queryable, organizationId: string, map: LedgerAccountMap): Promise<LedgerAccountMapRow> {
  const [row] = await sql<LedgerAccountMapRow[]>`
    insert into ledger_account_maps (organization_id, lines, destinations, xero_tax_rate)
    values (${organizationId}, ${sql.json(map.lines)}, ${sql.json(map.destinations)}, ${map.xero_tax_rate})
    on conflict (organization_id) do update
      set lines = excluded.lines, destinations = excluded.destinations, xero_tax_rate = excluded.xero_tax_rate, updated_at = now()
    returning lines, destinations, xero_tax_rate, updated_at`;
  return row!;
}
