import { Buffer } from 'node:buffer';
import type { Queryable } from './connect.ts';
import { isoInstant, type JsonBytes } from './jsonText.ts';
import { providerNames } from '../domain/employees/bankDetails/maskedDestination.ts';
import { pageSize } from './pageSize.ts';

/**
 * The payslip read shape of commands/presenters/payslip.ts, built by PostgreSQL as JSON text, key for key and byte
 * for byte: a page of 100 payslips (about 450 KB) is not parsed into rows, expanded, presented and serialised
 * again by the API process, and leaves PostgreSQL as the bytes the response sends.
 * test/api/payslipsJson.test.ts holds it to JSON.stringify of presentPayslip over the rows db/payslips.ts reads.
 *
 * How each value keeps presentPayslip's bytes:
 * - strings go through to_json or jsonb's output, whose escapes are JSON.stringify's (", \, \b \f \n \r \t, other
 *   controls as \u00xx, nothing else);
 * - the scalars of the `lines` json column (integers, strings, null) are written back by jsonb as JSON.stringify
 *   wrote them; an object in it (a proration basis) is written key by key from the json text, so in the order
 *   the presenter's JSON.parse met them, and without the spaces of the payslips migration 014 wrote through jsonb;
 * - the snapshot's statutory facts and payment destination are jsonb objects of scalars: keys in jsonb's order,
 *   as postgres.js hands them to the presenter;
 * - dates as text, as postgres.js receives them; timestamps as toISOString writes them; int8 as digits.
 */

const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;
const jsonOrNull = (expression: string) => `coalesce(to_json(${expression})::text, 'null')`;

/** A flat jsonb object (scalar values) as JSON.stringify writes it after JSON.parse: keys in jsonb's order. */
const flatJsonbMembers = (object: string) =>
  `(select string_agg(to_json(member.key)::text || ':' || member.value::text, ',' order by member.n)
    from jsonb_each(${object}) with ordinality as member(key, value, n))`;

/** paymentDestinationText (domain/employees/bankDetails/maskedDestination.ts), `d` the destination as jsonb. */
const institution = `coalesce(d->>'institution', 'null')`;
const providerText = `coalesce(case d->>'institution' ${Object.entries(providerNames).map(([slug, name]) => `when ${sqlLiteral(slug)} then ${sqlLiteral(name)}`).join(' ')} end,
  replace(coalesce(d->>'institution', ''), '_', ' '))`;
const printedDestination = `
  case d->>'scheme'
    when 'iban' then case when coalesce(d->>'institution', '') <> '' then 'IBAN ' || (d->>'institution') || ' ' else 'IBAN ' end
    when 'clabe' then 'CLABE, bank ' || ${institution} || ' '
    when 'nuban' then 'Bank code ' || ${institution} || ' '
    when 'aba' then 'Routing number ' || ${institution} || ' '
    when 'sort_code' then 'Sort code ' || ${institution} || ' '
    when 'canadian' then 'Institution and transit ' || ${institution} || ' '
    when 'mobile_money' then ${providerText} || ' wallet '
  end || '••••' || coalesce(d->>'account_ending', 'null')`;

/** `{...destination, printed}`, or null when the snapshot has none. */
const paymentDestination = `
  (select case jsonb_typeof(d)
            when 'object' then '{' || concat_ws(',', ${flatJsonbMembers('d')}, '"printed":' || to_json(${printedDestination})::text) || '}'
            else 'null' end
   from (select p.employee_snapshot->'payment_destination' as d) destination)`;

const statutoryFacts = `
  coalesce((select string_agg('{' || coalesce(${flatJsonbMembers('fact.value')}, '') || '}', ',' order by fact.n)
    from jsonb_array_elements(
      case when jsonb_typeof(p.employee_snapshot->'identifiers') = 'array' then p.employee_snapshot->'identifiers' else '[]' end ||
      case when jsonb_typeof(p.employee_snapshot->'statutory_facts') = 'array' then p.employee_snapshot->'statutory_facts' else '[]' end
    ) with ordinality as fact(value, n)), '')`;

/**
 * A rule set's catalogue lines as the start of a line item (code, kind, description), and its references as JSON
 * strings, each at its index + 1: what db/payslipLines.ts expandLines looks up, looked up once per rule set.
 */
const ruleSetTexts = (ruleSet: string) => `
  array(select concat('{"code":', entry->0, ',"kind":', entry->1, ',"description":', entry->2)
        from json_array_elements(${ruleSet}.lines) with ordinality as catalogue(entry, n) order by n) as heads,
  array(select ${jsonOrNull('ref')} from unnest(${ruleSet}.refs) with ordinality as refs(ref, n) order by n) as refs`;

/**
 * The line items of `p.lines` (compact, migration 014) against the rule set texts `s`: expandLines, then the
 * presenter's line. A line is [amount, base, rate, ref, catalogue index, extra?] or
 * [amount, base, rate, ref, code, kind, description, extra?]; ref an index into refs or the reference written out.
 * The array is read as jsonb once: `->` on json parses the text again at every step, which cost PostgreSQL more
 * than the rest of the page together.
 */
const lineItems = `
  coalesce((select string_agg(
      case when line.catalogued then s.heads[(line.value->>4)::int + 1]
           else concat('{"code":', line.value->4, ',"kind":', line.value->5, ',"description":', line.value->6) end
      || ',"amount":{"amount_minor":' || (line.value->0)::text || m.currency
      || ',"base":{"amount_minor":' || (line.value->1)::text || m.currency
      || ',"rate_applied":' || (line.value->2)::text
      || ',"rate_kind":' || coalesce((line.extra->'rate_kind')::text, 'null')
      || ',"rule_version_ref":' || case jsonb_typeof(line.value->3) when 'number' then s.refs[(line.value->>3)::int + 1] else (line.value->3)::text end
      || ',"proration":' || case jsonb_typeof(line.extra->'proration')
           when 'object' then '{' || coalesce((select string_agg(to_json(member.key)::text || ':' || member.value::text, ',' order by member.n)
                                               from json_each(p.lines->(line.n - 1)::int->(case when line.catalogued then 5 else 7 end)->'proration')
                                                    with ordinality as member(key, value, n)), '') || '}'
           else coalesce((line.extra->'proration')::text, 'null') end
      || '}', ',' order by line.n)
    from jsonb_array_elements(p.lines::jsonb) with ordinality as element(value, n)
    cross join lateral (
      select element.value, element.n, jsonb_typeof(element.value->4) = 'number' as catalogued,
             case when jsonb_typeof(element.value->4) = 'number' then element.value->5 else element.value->7 end as extra
    ) line), '')`;

/** presentPayslip's JSON of `p` (a payslips row), with `s` its rule set texts, `m` the end of its money objects and `run` its pay run. */
const payslipJson = `concat(
  '{"id":"', p.id, '","object":"payslip","pay_run_id":"', p.pay_run_id, '","employee_id":"', p.employee_id, '","currency":', to_json(p.currency),
  ',"gross":{"amount_minor":', p.gross_minor, m.currency,
  ',"net":{"amount_minor":', p.net_minor, m.currency,
  ',"employee_deductions":{"amount_minor":', p.employee_deductions_minor, m.currency,
  ',"employer_cost":{"amount_minor":', p.employer_cost_minor, m.currency,
  ',"tax":{"amount_minor":', p.tax_minor, m.currency,
  ',"payment":{"amount_minor":', p.payment_minor, ',"currency":', to_json(p.payment_currency), '}',
  ',"fx_rate_used":', ${jsonOrNull('p.fx_rate_used')},
  ',"period_start":"', p.period_start::text, '","period_end":"', p.period_end::text, '","pay_date":', ${jsonOrNull('run.pay_date::text')},
  ',"statutory_facts":[', ${statutoryFacts}, ']',
  ',"payment_destination":', ${paymentDestination},
  ',"payment_status":{"state":', to_json(p.payment_state), ',"sent_at":', ${jsonOrNull(isoInstant('p.sent_at'))},
  ',"settled_at":', ${jsonOrNull(isoInstant('p.settled_at'))}, ',"note":', ${jsonOrNull('p.payment_note')}, '}',
  ',"line_items":[', ${lineItems}, ']',
  ',"created_at":"', ${isoInstant('p.created_at')}, '","updated_at":"', ${isoInstant('p.updated_at')}, '"}')`;

// The money objects of one payslip end alike: `,"currency":"KES"}`.
const moneyEnd = `cross join lateral (select ',"currency":' || to_json(p.currency)::text || '}' as currency) m`;

const columns = `p.id, p.pay_run_id, p.employee_id, p.currency, p.gross_minor, p.net_minor, p.employee_deductions_minor, p.employer_cost_minor,
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
  const limit = pageSize(sql, query.limit);
  const fetched = pageSize(sql, query.limit + 1);
  // No row: no such run. One row without an id: the run, no payslips on this page. One row more than the limit:
  // another page follows (that payslip is fetched, not built).
  const rows = (await sql`
    with run as (
      select id, pay_date from pay_runs where organization_id = ${organizationId} and id = ${payRunId}
    ), page as materialized (
      select ${sql.unsafe(columns)}, row_number() over (order by p.id) as position
      from payslips p
      where p.pay_run_id = (select id from run) ${query.startingAfter ? sql`and p.id > ${query.startingAfter}` : sql``}
      order by p.id limit ${fetched}
    ), rule_set_texts as materialized (
      -- Materialized, so each rule set's texts are built once per page, not once per payslip. rule_set_id is a
      -- foreign key: the join below keeps every payslip.
      select s.id, ${sql.unsafe(ruleSetTexts('s'))} from rule_sets s where s.id in (select rule_set_id from page)
    )
    select p.id, case when p.position <= ${limit} then ${sql.unsafe(payslipJson)} end as payslip
    from run left join (page p join rule_set_texts s on s.id = p.rule_set_id ${sql.unsafe(moneyEnd)}) on true
    order by p.id`.raw()) as unknown as [Buffer | null, Buffer | null][];
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
  return Buffer.concat(parts);
}

/** One payslip as presentPayslip's JSON, or undefined when the organization has no such payslip. */
export async function findPayslipJson<Shape>(sql: Queryable, organizationId: string, id: string): Promise<JsonBytes<Shape> | undefined> {
  const [row] = (await sql`
    select ${sql.unsafe(payslipJson)}
    from payslips p
    join pay_runs run on run.id = p.pay_run_id
    cross join lateral (select ${sql.unsafe(ruleSetTexts('rs'))} from rule_sets rs where rs.id = p.rule_set_id) s
    ${sql.unsafe(moneyEnd)}
    where p.organization_id = ${organizationId} and p.id = ${id}`.raw()) as unknown as [Buffer][];
  return row?.[0];
}
