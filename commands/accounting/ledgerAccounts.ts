import type { CommandContext } from '../context.ts';
import { findLedgerAccountMap, replaceLedgerAccountMap, type LedgerAccountMapRow } from '../../db/ledgerAccounts.ts';
import type { LedgerAccountMap } from '../../domain/accounting/payrollJournal.ts';

/** PUT /accounting/accounts: the organization's whole map, replaced. */
export function replaceLedgerAccounts(ctx: Pick<CommandContext, 'tx' | 'organizationId'>, map: LedgerAccountMap): Promise<LedgerAccountMapRow> {
  return replaceLedgerAccountMap(ctx.tx, ctx.organizationId, map);
}

/** GET /accounting/accounts: an organization that never mapped an account has an empty map. */
export async function ledgerAccountsOf(ctx: Pick<CommandContext, 'tx' | 'organizationId'>): Promise<LedgerAccountMap & { updated_at: Date | null }> {
  return (await findLedgerAccountMap(ctx.tx, ctx.organizationId)) ?? { lines: {}, destinations: {}, xero_tax_rate: null, updated_at: null };
}
