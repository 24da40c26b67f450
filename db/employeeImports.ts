import type { Database, Queryable } from './connect.ts';
import { numberImportLines, type ImportChunkSlice } from '../domain/employees/importLines.ts';

export interface ImportRowError {
  /** 1-based line number in the uploaded file. */
  row: number;
  fields: Record<string, string>;
}


export interface EmployeeImportProgress {
  id: string;
  rows_total: number;
  rows_done: number;
  rows_failed: number;
  chunks_left: number;
  created_at: Date;
  completed_at: Date | null;
}

/**
 * The import's row, before its chunks arrive: its totals are placeholders (rows_total must be 1 to 100,000) that
 * `finishEmployeeImport` sets, in the same transaction, before anyone can see the row.
 */
export async function insertEmployeeImport(sql: Queryable, row: { id: string; organization_id: string }): Promise<void> {
  await sql`insert into employee_imports (id, organization_id, rows_total, chunk_count) values (${row.id}, ${row.organization_id}, 1, 0)`;
}

/** One chunk of an upload, stored as soon as the upload has filled it. */
export async function insertEmployeeImportChunk(sql: Queryable, row: { import_id: string; organization_id: string; chunk: ImportChunkSlice }): Promise<void> {
  const c = row.chunk;
  await sql`insert into employee_import_chunks (organization_id, import_id, chunk, first_row, first_line, row_count, lines)
            values (${row.organization_id}, ${row.import_id}, ${c.chunk}, ${c.first_line}, ${c.first_line}, ${c.row_count}, ${c.text})`;
}

export async function finishEmployeeImport(sql: Queryable, row: { id: string; rows_total: number; chunk_count: number }): Promise<void> {
  await sql`update employee_imports set rows_total = ${row.rows_total}, chunk_count = ${row.chunk_count} where id = ${row.id}`;
}

/** The chunk's rows with their line numbers, locked for this transaction; undefined once written. */
export async function lockPendingImportChunk(
  sql: Queryable,
  importId: string,
  chunk: number,
): Promise<{ row_numbers: number[]; lines: string[] } | undefined> {
  const [row] = await sql<{ first_line: number | null; lines: string }[]>`
    select first_line, lines from employee_import_chunks
    where import_id = ${importId} and chunk = ${chunk} and done_at is null
    for update`;
  if (!row) return undefined;
  return row.first_line === null ? unnumberLines(row.lines) : numberImportLines(row.lines, row.first_line);
}

/** Chunks stored before migration 016: "<row>\t<json>" per line. */
function unnumberLines(text: string): { row_numbers: number[]; lines: string[] } {
  const rowNumbers: number[] = [];
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    rowNumbers.push(Number(line.slice(0, tab)));
    lines.push(line.slice(tab + 1));
  }
  return { row_numbers: rowNumbers, lines };
}

export async function finishImportChunk(sql: Queryable, importId: string, chunk: number, errors: ImportRowError[]): Promise<void> {
  await sql`
    update employee_import_chunks
    set done_at = now(), lines = null, rows_failed = ${errors.length}, errors = ${sql.json(errors as never)}
    where import_id = ${importId} and chunk = ${chunk}`;
}

export async function findEmployeeImport(sql: Queryable, organizationId: string, id: string): Promise<EmployeeImportProgress | undefined> {
  const [row] = await sql<EmployeeImportProgress[]>`
    select i.id, i.rows_total, i.created_at,
           coalesce(sum(c.row_count) filter (where c.done_at is not null), 0)::int as rows_done,
           coalesce(sum(c.rows_failed), 0)::int as rows_failed,
           count(*) filter (where c.done_at is null)::int as chunks_left,
           case when count(*) filter (where c.done_at is null) = 0 then max(c.done_at) end as completed_at
    from employee_imports i join employee_import_chunks c on c.import_id = i.id
    where i.organization_id = ${organizationId} and i.id = ${id}
    group by i.id`;
  return row;
}

/** Failed rows after `afterRow`, in row order, at most `limit`. */
export async function listImportErrors(sql: Queryable, importId: string, afterRow: number, limit: number): Promise<ImportRowError[]> {
  return sql<ImportRowError[]>`
    select (e->>'row')::int as row, e->'fields' as fields
    from employee_import_chunks c, jsonb_array_elements(c.errors) e
    where c.import_id = ${importId} and c.rows_failed > 0 and (e->>'row')::int > ${afterRow}
    order by c.chunk, (e->>'row')::int
    limit ${limit}`;
}

/** Chunks still not written this long after their last dispatch (a message lost between commit and publish). */
export async function redispatchStaleImportChunks(sql: Database, olderThanMs: number): Promise<{ organization_id: string; import_id: string; chunk: number; dispatches: number }[]> {
  return sql`
    update employee_import_chunks set dispatched_at = now(), dispatches = dispatches + 1
    where done_at is null and dispatched_at < now() - make_interval(secs => ${olderThanMs / 1000})
    returning organization_id, import_id, chunk, dispatches`;
}
