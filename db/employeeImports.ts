import type { Database, Queryable } from './connect.ts';

export interface ImportRowError {
  /** 1-based line number in the uploaded file. */
  row: number;
  fields: Record<string, string>;
}

export interface EmployeeImportChunkRow {
  chunk: number;
  /** "<row>\t<json>", one per non-blank line of the upload. */
  numbered_lines: string[];
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

export async function insertEmployeeImport(
  sql: Queryable,
  row: { id: string; organization_id: string; rows_total: number; chunks: EmployeeImportChunkRow[] },
): Promise<void> {
  await sql`insert into employee_imports (id, organization_id, rows_total, chunk_count)
            values (${row.id}, ${row.organization_id}, ${row.rows_total}, ${row.chunks.length})`;
  // One text per chunk: a JSON line never holds a raw newline.
  const chunks = row.chunks.map((c) => ({
    organization_id: row.organization_id,
    import_id: row.id,
    chunk: c.chunk,
    first_row: Number(c.numbered_lines[0]!.slice(0, c.numbered_lines[0]!.indexOf('\t'))),
    row_count: c.numbered_lines.length,
    lines: c.numbered_lines.join('\n'),
  }));
  for (let i = 0; i < chunks.length; i += 1000) await sql`insert into employee_import_chunks ${sql(chunks.slice(i, i + 1000))}`;
}

/** The chunk's lines with their first row number, locked for this transaction; undefined once written. */
export async function lockPendingImportChunk(
  sql: Queryable,
  importId: string,
  chunk: number,
): Promise<{ first_row: number; row_numbers: number[]; lines: string[] } | undefined> {
  const [row] = await sql<{ first_row: number; lines: string }[]>`
    select first_row, lines from employee_import_chunks
    where import_id = ${importId} and chunk = ${chunk} and done_at is null
    for update`;
  if (!row) return undefined;
  return { first_row: row.first_row, ...unnumberLines(row.lines) };
}

/** Stored as "<row>\t<json>" per line, so blank lines dropped at upload keep every row's number. */
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
