import type { Transaction } from '../db/connect.ts';
import type { DataKeyring } from '../domain/sealing/dataKeyring.ts';

/** What every command runs with: the caller's tenant transaction and the keys that seal write-only data. */
export interface CommandContext {
  tx: Transaction;
  organizationId: string;
  keyring: DataKeyring;
}
