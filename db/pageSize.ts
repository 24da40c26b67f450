import type { Queryable } from './connect.ts';

/**
 * A page's size written into the statement as a literal, not bound: bound, PostgreSQL judged the generic plan of
 * a page query dearer than a custom one and planned the statement again at every request, a quarter to half of
 * its time on a page. One prepared statement per size (a client keeps to one) is planned once.
 */
export function pageSize(sql: Queryable, rows: number) {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`a page size must be a positive integer, not ${rows}`);
  return sql.unsafe(String(rows));
}
