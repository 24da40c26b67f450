import type { CommandContext } from '../context.ts';
import { checkedBy, employeeCreateSchemaOn, type CheckedEmployeeCreate } from '../../domain/employees/employeeWriteSchemas.ts';
import { newId } from '../../domain/ids.ts';
import { insertCompensationChunkRows, insertEmployeeChunkRows, type CompensationRowRecord, type StoredEmployee } from '../../db/employeeWrites.ts';
import { finishImportChunk, lockPendingImportChunk, type ImportRowError } from '../../db/employeeImports.ts';
import { checkReferencesOfMany } from './checkReferences.ts';
import { newCompensationRows, newEmployeeRow } from './newEmployeeRecord.ts';

/**
 * Validates and writes one chunk of an employee import, set-wise: every line gets POST /employees's schema
 * (employeeCreateSchema: shape, jurisdiction rules, compensation plan), then its references (one query per table
 * for the whole chunk); the rows that pass go in with one statement per table; the rows that fail write nothing and are listed with their
 * row number and fields. The chunk is locked and marked done in the same transaction, so a redelivery (a crash
 * mid-chunk, a duplicate message) finds it done and writes nothing twice. Returns false when it was done already.
 */
export async function importEmployeeChunk(ctx: Pick<CommandContext, 'tx' | 'organizationId' | 'keyring'>, importId: string, chunk: number): Promise<boolean> {
  const pending = await lockPendingImportChunk(ctx.tx, importId, chunk);
  if (!pending) return false;
  const errors: ImportRowError[] = [];
  const passed: { row: number; employeeId: string; checked: CheckedEmployeeCreate }[] = [];
  const schema = employeeCreateSchemaOn(new Date().toISOString().slice(0, 10)); // today once per chunk, not once per row
  pending.lines.forEach((line, i) => {
    const row = pending.row_numbers[i]!;
    let body: unknown;
    try {
      body = JSON.parse(line);
    } catch {
      errors.push({ row, fields: { body: 'is not valid JSON' } });
      return;
    }
    const checked = checkedBy(schema, body);
    if (checked.ok) passed.push({ row, employeeId: newId(), checked: checked.value });
    else errors.push({ row, fields: checked.fields });
  });

  const missing = await checkReferencesOfMany(ctx, passed.map(({ checked, employeeId }) => ({ write: checked.write, employeeId })));
  const writable = passed.filter(({ row }, i) => {
    if (Object.keys(missing[i]!).length === 0) return true;
    errors.push({ row, fields: missing[i]! });
    return false;
  });
  const employees: StoredEmployee[] = [];
  const compensation: CompensationRowRecord[] = [];
  for (const { employeeId, checked } of writable) {
    employees.push(newEmployeeRow(ctx.keyring, ctx.organizationId, employeeId, checked.write));
    compensation.push(...newCompensationRows(ctx.keyring, ctx.organizationId, employeeId, checked.compensation));
  }
  await insertEmployeeChunkRows(ctx.tx, employees);
  await insertCompensationChunkRows(ctx.tx, compensation);
  errors.sort((a, b) => a.row - b.row);
  await finishImportChunk(ctx.tx, importId, chunk, errors);
  return true;
}
