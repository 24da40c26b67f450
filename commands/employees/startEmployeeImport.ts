import type { CommandContext } from '../context.ts';
import type { WorkQueue } from '../../ports/workQueue.ts';
import { employeeImportDedupeId, type EmployeeImportChunkMessage } from '../../ports/employeeImportMessages.ts';
import { chunkImportLines, maxImportRows } from '../../domain/employees/importLines.ts';
import { invalidFields } from '../../domain/rejection.ts';
import { newId } from '../../domain/ids.ts';
import { insertEmployeeImport } from '../../db/employeeImports.ts';

export interface ImportContext extends Pick<CommandContext, 'tx' | 'organizationId'> {
  afterCommit: (work: () => Promise<void>) => void;
  queue: WorkQueue<EmployeeImportChunkMessage>;
  chunkSize: number;
}

/**
 * POST /employee_imports: keeps the upload in chunks and, once that commits, hands each chunk to the import
 * actors. Nothing is validated here beyond the row count, so the answer comes at once; rows are checked
 * where they are written.
 */
export async function startEmployeeImport(ctx: ImportContext, text: string): Promise<string> {
  const { rowsTotal, chunks } = chunkImportLines(text, ctx.chunkSize);
  if (rowsTotal === 0) throw invalidFields({ body: 'must hold at least one employee, one JSON object per line' });
  if (rowsTotal > maxImportRows) throw invalidFields({ body: `must hold at most ${maxImportRows} employees; split the file` });
  const id = newId();
  await insertEmployeeImport(ctx.tx, { id, organization_id: ctx.organizationId, rows_total: rowsTotal, chunks });
  // Published together: one at a time, each waiting for JetStream's ack, held the 202 for a round trip per chunk.
  ctx.afterCommit(async () => {
    await Promise.all(
      chunks.map(({ chunk }) => {
        const message = { organizationId: ctx.organizationId, importId: id, chunk };
        return ctx.queue.publish(message, employeeImportDedupeId(message, 1));
      }),
    );
  });
  return id;
}
