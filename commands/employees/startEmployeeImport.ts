import type { CommandContext } from '../context.ts';
import { employeeImportDedupeId } from '../../ports/employeeImportMessages.ts';
import { chunkImportLines, importChunkSize, maxImportRows } from '../../domain/employees/importLines.ts';
import { invalidFields } from '../../domain/rejection.ts';
import { newId } from '../../domain/ids.ts';
import { insertEmployeeImport } from '../../db/employeeImports.ts';

/**
 * POST /employee_imports: keeps the upload in chunks and, once that commits, hands each chunk to the import
 * actors. Nothing is validated here beyond the row count, so the answer comes at once; rows are checked
 * where they are written.
 */
export async function startEmployeeImport(
  ctx: Pick<CommandContext, 'tx' | 'organizationId' | 'afterCommit' | 'employeeImportQueue'>,
  text: string,
  chunkSize = importChunkSize,
): Promise<string> {
  const queue = ctx.employeeImportQueue;
  if (!queue) throw new Error('this process has no employee import queue');
  const { rowsTotal, chunks } = chunkImportLines(text, chunkSize);
  if (rowsTotal === 0) throw invalidFields({ body: 'must hold at least one employee, one JSON object per line' });
  if (rowsTotal > maxImportRows) throw invalidFields({ body: `must hold at most ${maxImportRows} employees; split the file` });
  const id = newId();
  await insertEmployeeImport(ctx.tx, { id, organization_id: ctx.organizationId, rows_total: rowsTotal, chunks });
  // Published together: one at a time, each waiting for JetStream's ack, held the 202 for a round trip per chunk.
  ctx.afterCommit(async () => {
    await Promise.all(
      chunks.map(({ chunk }) => {
        const message = { organizationId: ctx.organizationId, importId: id, chunk };
        return queue.publish(message, employeeImportDedupeId(message, 1));
      }),
    );
  });
  return id;
}
