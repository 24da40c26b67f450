import type { Transaction } from '../../db/connect.ts';
import { finishImportChunk, lockPendingImportChunk } from '../../db/employeeImports.ts';

/** A chunk that could not be written after every delivery: its rows are reported failed, to be sent again. */
export async function failImportChunk(tx: Transaction, importId: string, chunk: number): Promise<void> {
  const pending = await lockPendingImportChunk(tx, importId, chunk);
  if (!pending) return;
  const errors = pending.row_numbers.map((row) => ({ row, fields: { body: 'could not be written; send this row again' } }));
  await finishImportChunk(tx, importId, chunk, errors);
}
