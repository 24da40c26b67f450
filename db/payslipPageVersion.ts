import { createHash } from 'node:crypto';
import type { Queryable } from './connect.ts';
import { pageSize } from './pageSize.ts';

/**
 * A payslip page's entity tag, computed from what its bytes follow from without building them: each fetched row's
 * id and row version (`xmin`, which every update of the row changes: a payment's progress, a recalculation), the
 * run's row version (its pay date is on every payslip), the page's limit and cursor, and the text of the SQL that
 * builds the page (a release that changes the shape changes every tag). Rule sets are never updated.
 * Two snapshots with the same tag give the same bytes, so the tag is strong (RFC 9110 8.8.3).
 */
export interface PageVersions {
  run: string;
  /** Up to limit + 1 rows, in page order: the extra one decides has_more. */
  rows: readonly (readonly [id: string, version: string])[];
}

export function payslipPageTag(shape: string, versions: PageVersions, query: { limit: number; startingAfter?: string }): string {
  const hash = createHash('sha256').update(shape).update(`\n${query.limit}\n${query.startingAfter ?? ''}\n${versions.run}`);
  for (const [id, version] of versions.rows) hash.update(`\n${id}:${version}`);
  return `"${hash.digest('base64url').slice(0, 32)}"`;
}

/**
 * The versions of a page, one indexed range of at most limit + 1 payslips: undefined when the organization has no
 * such run. What `If-None-Match` is compared with before a page is built.
 */
export async function payslipPageVersions(
  sql: Queryable,
  organizationId: string,
  payRunId: string,
  query: { limit: number; startingAfter?: string },
): Promise<PageVersions | undefined> {
  const fetched = pageSize(sql, query.limit + 1);
  const rows = await sql<{ run_version: string; id: string | null; version: string | null }[]>`
    with run as (
      select id, xmin::text as version from pay_runs where organization_id = ${organizationId} and id = ${payRunId}
    )
    select run.version as run_version, p.id, p.version
    from run left join lateral (
      select p.id, p.xmin::text as version from payslips p
      where p.pay_run_id = run.id ${query.startingAfter ? sql`and p.id > ${query.startingAfter}` : sql``}
      order by p.id limit ${fetched}
    ) p on true
    order by p.id`;
  if (rows.length === 0) return undefined;
  return { run: rows[0]!.run_version, rows: rows.filter((row) => row.id !== null).map((row) => [row.id!, row.version!] as const) };
}
