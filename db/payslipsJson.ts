import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import type { Queryable } from './connect.ts';
import type { JsonBytes } from './jsonText.ts';
import { payslipShape, ruleSetTexts } from './payslipReadShape.ts';
import { pageSize } from './pageSize.ts';
import { payslipPageTag } from './payslipPageVersion.ts';

/**
 * The payslip read shape (db/payslipReadShape.ts) built by PostgreSQL as JSON text, key for key and byte for byte
 * what the presenter gives: a page of 100 payslips (about 450 KB) is not parsed into rows, expanded, presented and
 * serialised again by the API process, and leaves PostgreSQL as the bytes the response sends.
 */

export const payslipJson = payslipShape.sql();
// Built once: generating the texts at each request cost the API more CPU than the rest of the read.
export const pageRuleSetTexts = ruleSetTexts('s');
const oneRuleSetTexts = ruleSetTexts('rs');
/** What a page's entity tag names as its shape: a digest of the SQL that writes it, taken once. */
export const payslipPageShape = createHash('sha256').update(`${payslipJson}\n${pageRuleSetTexts}`).digest('hex');

// The money objects of one payslip end alike: `,"currency":"KES"}`.
export const moneyEnd = `cross join lateral (select ',"currency":' || to_json(p.currency)::text || '}' as currency) m`;

const payslipColumns = `p.id, p.pay_run_id, p.employee_id, p.currency, p.gross_minor, p.net_minor, p.employee_deductions_minor, p.employer_cost_minor,
  p.tax_minor, p.payment_minor, p.payment_currency, p.fx_rate_used, p.period_start, p.period_end, p.employee_snapshot, p.payment_state,
  p.sent_at, p.settled_at, p.payment_note, p.created_at, p.updated_at, p.rule_set_id, p.lines`;

const listOpen = Buffer.from('{"object":"list","data":[');
const comma = Buffer.from(',');

/**
 * A page of a pay run's payslips as the list envelope's JSON (api/pagination.ts listEnvelope over presentPayslip),
 * in one statement with the run's own lookup; undefined when the organization has no such pay run.
 * A row per payslip: PostgreSQL aggregating the page into one value took it longer than building the payslips
 * (each step of a growing 450 KB string is fresh memory to fault in); here they are joined in one copy.
 */
export async function listPayslipsOfRunJson<Shape>(
  sql: Queryable,
  organizationId: string,
  payRunId: string,
  query: { limit: number; startingAfter?: string },
): Promise<JsonBytes<Shape> | undefined> {
  return (await payslipPageOfRunJson<Shape>(sql, organizationId, payRunId, query))?.body;
}

/** The page as listPayslipsOfRunJson builds it, with its entity tag (db/payslipPageVersion.ts) from the same rows. */
export async function payslipPageOfRunJson<Shape>(
  sql: Queryable,
  organizationId: string,
  payRunId: string,
  query: { limit: number; startingAfter?: string },
): Promise<{ body: JsonBytes<Shape>; tag: string } | undefined> {
  const limit = pageSize(sql, query.limit);
  const fetched = pageSize(sql, query.limit + 1);
  // No row: no such run. One row without an id: the run, no payslips on this page. One row more than the limit:
  // another page follows (that payslip is fetched, not built).
  const rows = (await sql`
    with run as (
      select id, pay_date, xmin::text as version from pay_runs where organization_id = ${organizationId} and id = ${payRunId}
    ), page as materialized (
      select ${sql.unsafe(payslipColumns)}, p.xmin::text as version, row_number() over (order by p.id) as position
      from payslips p
      where p.pay_run_id = (select id from run) ${query.startingAfter ? sql`and p.id > ${query.startingAfter}` : sql``}
      order by p.id limit ${fetched}
    ), rule_set_texts as materialized (
      -- Materialized, so each rule set's texts are built once per page, not once per payslip. rule_set_id is a
      -- foreign key: the join below keeps every payslip.
      select s.id, ${sql.unsafe(pageRuleSetTexts)} from rule_sets s where s.id in (select rule_set_id from page)
    )
    select p.id, case when p.position <= ${limit} then ${sql.unsafe(payslipJson)} end as payslip, p.version, run.version
    from run left join (page p join rule_set_texts s on s.id = p.rule_set_id ${sql.unsafe(moneyEnd)}) on true
    order by p.id`.raw()) as unknown as [Buffer | null, Buffer | null, Buffer | null, Buffer][];
  if (rows.length === 0) return undefined;
  const found = rows[0]![0] === null ? [] : rows;
  const page = found.slice(0, query.limit);
  const hasMore = found.length > query.limit;
  const parts: Uint8Array[] = [listOpen];
  for (const [i, [, payslip]] of page.entries()) {
    if (i > 0) parts.push(comma);
    parts.push(payslip!);
  }
  const cursor = hasMore ? `"${page.at(-1)![0]!.toString()}"` : 'null';
  parts.push(Buffer.from(`],"has_more":${hasMore},"next_cursor":${cursor}}`));
  const versions = { run: rows[0]![3].toString(), rows: found.map(([id, , version]) => [id!.toString(), version!.toString()] as const) };
  return { body: Buffer.concat(parts), tag: payslipPageTag(payslipPageShape, versions, query) };
}

/** One payslip as presentPayslip's JSON, or undefined when the organization has no such payslip. */
export async function findPayslipJson<Shape>(sql: Queryable, organizationId: string, id: string): Promise<JsonBytes<Shape> | undefined> {
  const [row] = (await sql`
    select ${sql.unsafe(payslipJson)}
    from payslips p
    join pay_runs run on run.id = p.pay_run_id
    cross join lateral (select ${sql.unsafe(oneRuleSetTexts)} from rule_sets rs where rs.id = p.rule_set_id) s
    ${sql.unsafe(moneyEnd)}
    where p.organization_id = ${organizationId} and p.id = ${id}`.raw()) as unknown as [Buffer][];
  return row?.[0];
}
