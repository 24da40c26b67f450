import type { Queryable } from './connect.ts';
import type { JsonBytes } from './jsonText.ts';
import { payslipPageOfRunJson, payslipPageShape } from './payslipsJson.ts';
import { payslipPageTag, payslipPageVersions } from './payslipPageVersion.ts';

/**
 * Payslip pages this process has built, kept by their entity tag. A tag names the page's bytes exactly (the SQL
 * that builds them, the limit and cursor, the run's and every fetched payslip's row version: db/payslipPageVersion.ts),
 * so the kept bytes of a tag are the bytes a fresh build under that tag would give. Reading the versions costs
 * PostgreSQL about 0.4 ms; building 100 payslips' JSON about 7–12 ms, which was the whole cost of the route
 * (issue 31 item 4). A page whose payslip moves on gets another tag and is built again; the stale entry ages out.
 */
// About 18 pages of 100 payslips: the API process sits near the 256 MB the issue allows (issue 31 item 2).
const budgetBytes = 8 * 1024 * 1024;

interface KeptPage {
  tag: string;
  body: Uint8Array;
}

/** In least recently served order (a Map keeps insertion order; a hit is moved to the end). */
const kept = new Map<string, KeptPage>();
let keptBytes = 0;
/** A page being built, so that clients asking for it at once wait for one build rather than each starting one. */
const building = new Map<string, Promise<KeptPage | undefined>>();

export interface ServedPayslipPage<Shape> {
  tag: string;
  body: JsonBytes<Shape>;
}

/**
 * The page's tag alone, or the page with its bytes: undefined when the organization has no such run. `wanted`
 * says, from the tag, whether the bytes are needed at all (If-None-Match), so a 304 builds nothing.
 */
export async function servedPayslipPage<Shape>(
  sql: Queryable,
  organizationId: string,
  payRunId: string,
  query: { limit: number; startingAfter?: string },
  wanted: (tag: string) => boolean,
): Promise<{ tag: string; body?: JsonBytes<Shape> } | undefined> {
  const versions = await payslipPageVersions(sql, organizationId, payRunId, query);
  if (!versions) return undefined;
  const tag = payslipPageTag(payslipPageShape, versions, query);
  if (!wanted(tag)) return { tag };
  const key = `${organizationId} ${payRunId} ${tag}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit as ServedPayslipPage<Shape>;
  }
  let pending = building.get(key);
  if (!pending) {
    pending = build(sql, organizationId, payRunId, query).finally(() => building.delete(key));
    building.set(key, pending);
  }
  return (await pending) as ServedPayslipPage<Shape> | undefined;
}

async function build(sql: Queryable, organizationId: string, payRunId: string, query: { limit: number; startingAfter?: string }): Promise<KeptPage | undefined> {
  const page = await payslipPageOfRunJson(sql, organizationId, payRunId, query);
  if (!page) return undefined;
  // The build reads its own snapshot: a payslip that moved on since the versions were read gives another tag,
  // served with these bytes and kept under it, never under the tag the versions gave.
  keep(`${organizationId} ${payRunId} ${page.tag}`, page);
  return page;
}

function keep(key: string, page: KeptPage): void {
  if (page.body.byteLength > budgetBytes / 4 || kept.has(key)) return;
  kept.set(key, page);
  keptBytes += page.body.byteLength;
  for (const [oldest, entry] of kept) {
    if (keptBytes <= budgetBytes) break;
    kept.delete(oldest);
    keptBytes -= entry.body.byteLength;
  }
}
