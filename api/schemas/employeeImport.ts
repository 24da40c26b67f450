import { z } from '@hono/zod-openapi';
import { DateTime, Uuid } from './common.ts';
import type { EmployeeImportProgress, ImportRowError } from '../../db/employeeImports.ts';

export const importErrorsPageSize = 1000;

export const EmployeeImport = z
  .object({
    object: z.literal('employee_import'),
    id: Uuid,
    rows_total: z.number().int().openapi({ description: 'Employees in the upload (non-blank lines)' }),
    rows_done: z.number().int().openapi({ description: 'Rows validated so far, written or failed' }),
    rows_failed: z.number().int().openapi({ description: 'Rows refused, each listed in errors with its line number and fields; they wrote nothing' }),
    completed: z.boolean().openapi({ description: 'Every row is done' }),
    errors: z
      .array(z.object({ row: z.number().int().openapi({ description: 'Line number in the upload, from 1' }), fields: z.record(z.string(), z.string()) }))
      .openapi({ description: `Failed rows in row order, at most ${importErrorsPageSize}; ask again with errors_after=<last row> for more` }),
    has_more_errors: z.boolean().openapi({ description: 'More failed rows follow this page of errors' }),
    created_at: DateTime,
    completed_at: DateTime.nullable().openapi({ description: 'When the last row was done; null while the import runs' }),
  })
  .openapi('EmployeeImport');

export function presentEmployeeImport(progress: EmployeeImportProgress, errors: ImportRowError[]) {
  const page = errors.slice(0, importErrorsPageSize);
  return {
    object: 'employee_import' as const,
    id: progress.id,
    rows_total: progress.rows_total,
    rows_done: progress.rows_done,
    rows_failed: progress.rows_failed,
    completed: progress.chunks_left === 0,
    errors: page,
    has_more_errors: errors.length > importErrorsPageSize,
    created_at: progress.created_at.toISOString(),
    completed_at: progress.completed_at?.toISOString() ?? null,
  };
}
