import type { CommandContext } from '../context.ts';
import { employeeImportDedupeId } from '../../ports/employeeImportMessages.ts';
import { ImportLineCutter, importChunkSize, maxImportRows, type ImportChunkSlice } from '../../domain/employees/importLines.ts';
import { invalidFields } from '../../domain/rejection.ts';
import { newId } from '../../domain/ids.ts';
import { finishEmployeeImport, insertEmployeeImport, insertEmployeeImportChunk } from '../../db/employeeImports.ts';

/**
 * POST /employee_imports: stores the upload chunk by chunk as it arrives (one chunk in memory at a time) and,
 * once that commits, hands each chunk to the import actors. Nothing is validated here beyond the row count, so
 * the answer comes as soon as the upload is in; rows are checked where they are written.
 */
export async function startEmployeeImport(
  ctx: Pick<CommandContext, 'tx' | 'organizationId' | 'afterCommit' | 'employeeImportQueue'>,
  upload: string | AsyncIterable<string>,
  chunkSize = importChunkSize,
): Promise<string> {
  const queue = ctx.employeeImportQueue;
  if (!queue) throw new Error('this process has no employee import queue');
  const id = newId();
  await insertEmployeeImport(ctx.tx, { id, organization_id: ctx.organizationId });
  const cutter = new ImportLineCutter(chunkSize);
  const chunks: number[] = [];
  const store = async (done: ImportChunkSlice[]) => {
    if (cutter.rowsTotal > maxImportRows) throw invalidFields({ body: `must hold at most ${maxImportRows} employees; split the file` });
    for (const chunk of done) {
      await insertEmployeeImportChunk(ctx.tx, { import_id: id, organization_id: ctx.organizationId, chunk });
      chunks.push(chunk.chunk);
    }
  };
  for await (const piece of typeof upload === 'string' ? [upload] : upload) await store(cutter.push(piece));
  await store(cutter.finish());
  if (cutter.rowsTotal === 0) throw invalidFields({ body: 'must hold at least one employee, one JSON object per line' });
  await finishEmployeeImport(ctx.tx, { id, rows_total: cutter.rowsTotal, chunk_count: chunks.length });
  // Published together: one at a time, each waiting for JetStream's ack, held the 202 for a round trip per chunk.
  ctx.afterCommit(async () => {
    await Promise.all(
      chunks.map((chunk) => {
        const message = { organizationId: ctx.organizationId, importId: id, chunk };
        return queue.publish(message, employeeImportDedupeId(message, 1));
      }),
    );
  });
  return id;
}
