import type { PayslipRow, StoredLineItem } from './payslips.ts';
import type { CompactLine } from './payslipLines.ts';
import type { RuleSet } from './ruleSets.ts';
import { isoInstant } from './jsonText.ts';
import { jsonObjectShape } from './jsonReadShape.ts';
import {
  accountMask,
  destinationWording,
  paymentDestinationText,
  providerNames,
} from '../domain/employees/bankDetails/maskedDestination.ts';

/**
 * The payslip read shape (interface 2.6), the one definition of it: the API's presenter (commands/presenters/payslip.ts,
 * webhooks' `data.object`) and the SQL that builds the same JSON text in PostgreSQL (db/payslipsJson.ts, the list and
 * read responses) are both generated from the members below, and api/schemas/payslip.ts documents exactly these keys.
 * test/api/payslipsJson.test.ts holds the SQL's bytes to JSON.stringify of the presenter's object.
 *
 * In the SQL, `p` is the payslips row, `run` its pay run, `m.currency` the end of its money objects
 * (`,"currency":"KES"}`) and `s` its rule set's texts (ruleSetTexts). How each value keeps JSON.stringify's bytes:
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
const quoted = (expression: string) => [`'"'`, expression, `'"'`];

/** A flat jsonb object (scalar values) as JSON.stringify writes it after JSON.parse: keys in jsonb's order. */
const flatJsonbMembers = (object: string) =>
  `(select string_agg(to_json(member.key)::text || ':' || member.value::text, ',' order by member.n)
    from jsonb_each(${object}) with ordinality as member(key, value, n))`;

/** paymentDestinationText, from its wording table, over `d` the destination as jsonb (the whole text: printedDestinationSql). */
const providerText = `coalesce(case d->>'institution' ${Object.entries(providerNames).map(([slug, name]) => `when ${sqlLiteral(slug)} then ${sqlLiteral(name)}`).join(' ')} end,
  replace(coalesce(d->>'institution', ''), '_', ' '))`;
const namedInstitution = (rule: (typeof destinationWording)[keyof typeof destinationWording]['institution'], after: string) => {
  switch (rule) {
    case 'always':
      return `coalesce(d->>'institution', 'null') || ${sqlLiteral(`${after} `)}`;
    case 'if_given':
      return `case when coalesce(d->>'institution', '') <> '' then (d->>'institution') || ${sqlLiteral(`${after} `)} else '' end`;
    case 'provider':
      return `${providerText} || ${sqlLiteral(`${after} `)}`;
  }
};
export const printedDestinationSql = `
  case d->>'scheme'
    ${Object.entries(destinationWording).map(([scheme, wording]) => `when ${sqlLiteral(scheme)} then ${sqlLiteral(wording.lead)} || ${namedInstitution(wording.institution, wording.after)}`).join('\n    ')}
  end || ${sqlLiteral(accountMask)} || coalesce(d->>'account_ending', 'null')`;

/** `{...destination, printed}`, or null when the snapshot has none. */
const paymentDestinationSql = `
  (select case jsonb_typeof(d)
            when 'object' then '{' || concat_ws(',', ${flatJsonbMembers('d')}, '"printed":' || to_json(${printedDestinationSql})::text) || '}'
            else 'null' end
   from (select p.employee_snapshot->'payment_destination' as d) destination)`;

const statutoryFactsSql = [`'['`, `
  coalesce((select string_agg('{' || coalesce(${flatJsonbMembers('fact.value')}, '') || '}', ',' order by fact.n)
    from jsonb_array_elements(
      case when jsonb_typeof(p.employee_snapshot->'identifiers') = 'array' then p.employee_snapshot->'identifiers' else '[]' end ||
      case when jsonb_typeof(p.employee_snapshot->'statutory_facts') = 'array' then p.employee_snapshot->'statutory_facts' else '[]' end
    ) with ordinality as fact(value, n)), '')`, `']'`];

/**
 * Where a line item's SQL finds its values: JSON text expressions. `moneyEnd` ends its money objects;
 * `prorationObject` is the proration basis written key by key from the json text.
 */
interface LineSource {
  code: string;
  kind: string;
  description: string;
  amount: string;
  base: string;
  rate: string;
  rateKind: string;
  ref: string;
  proration: string;
  moneyEnd: string;
}

type LineRow = { line: StoredLineItem; currency: string };

/**
 * A compact line (db/payslipLines.ts) as the export's writer reads it: what expandLines would make of it, the
 * reference already JSON text (the rule set's, written once per rule set), `moneyEnd` the payslip's money end.
 */
export interface LineText {
  code: string;
  kind: StoredLineItem['kind'];
  description: string | null;
  amount: number;
  base: number;
  rate: string | null;
  ref: string;
  extra: Record<string, unknown> | undefined;
  moneyEnd: string;
}

export const lineItemShape = jsonObjectShape<LineRow, LineSource, LineText>()({
  code: { present: ({ line }) => line.code, sql: (s) => s.code, text: (t) => JSON.stringify(t.code) },
  kind: { present: ({ line }) => line.kind, sql: (s) => s.kind, text: (t) => JSON.stringify(t.kind) },
  description: { present: ({ line }) => line.description, sql: (s) => s.description, text: (t) => JSON.stringify(t.description) },
  amount: {
    present: ({ line, currency }) => ({ amount_minor: line.amount_minor, currency }),
    sql: (s) => [`'{"amount_minor":'`, s.amount, s.moneyEnd],
    text: (t) => `{"amount_minor":${t.amount}${t.moneyEnd}`,
  },
  base: {
    present: ({ line, currency }) => ({ amount_minor: line.base_minor, currency }),
    sql: (s) => [`'{"amount_minor":'`, s.base, s.moneyEnd],
    text: (t) => `{"amount_minor":${t.base}${t.moneyEnd}`,
  },
  rate_applied: { present: ({ line }) => line.rate_applied, sql: (s) => s.rate, text: (t) => JSON.stringify(t.rate) },
  rate_kind: { present: ({ line }) => line.rate_kind ?? null, sql: (s) => s.rateKind, text: (t) => JSON.stringify(t.extra?.rate_kind ?? null) },
  rule_version_ref: { present: ({ line }) => line.rule_version_ref, sql: (s) => s.ref, text: (t) => t.ref },
  proration: { present: ({ line }) => line.proration ?? null, sql: (s) => s.proration, text: (t) => JSON.stringify(t.extra?.proration ?? null) },
});

/** What a rule set's catalogue line gives: the start of a line item, built once per rule set (ruleSetTexts). */
const lineHead = ['code', 'kind', 'description'] as const;

/**
 * A rule set's catalogue lines as the start of a line item (code, kind, description), and its references as JSON
 * strings, each at its index + 1: what db/payslipLines.ts expandLines looks up, looked up once per rule set.
 */
export const ruleSetTexts = (ruleSet: string) => `
  array(select concat('{', ${lineItemShape.sqlMembers({ code: 'entry->0', kind: 'entry->1', description: 'entry->2' } as LineSource, lineHead).join(', ')})
        from json_array_elements(${ruleSet}.lines) with ordinality as catalogue(entry, n) order by n) as heads,
  array(select ${jsonOrNull('ref')} from unnest(${ruleSet}.refs) with ordinality as refs(ref, n) order by n) as refs`;

/**
 * The line items of `p.lines` (compact, migration 014) against the rule set texts `s`: expandLines, then the
 * presenter's line. A line is [amount, base, rate, ref, catalogue index, extra?] or
 * [amount, base, rate, ref, code, kind, description, extra?]; ref an index into refs or the reference written out.
 * The array is read as jsonb once: `->` on json parses the text again at every step, which cost PostgreSQL more
 * than the rest of the page together.
 */
const lineSource: LineSource = {
  code: 'line.value->4',
  kind: 'line.value->5',
  description: 'line.value->6',
  amount: '(line.value->0)::text',
  base: '(line.value->1)::text',
  rate: '(line.value->2)::text',
  rateKind: `coalesce((line.extra->'rate_kind')::text, 'null')`,
  ref: `case jsonb_typeof(line.value->3) when 'number' then s.refs[(line.value->>3)::int + 1] else (line.value->3)::text end`,
  proration: `case jsonb_typeof(line.extra->'proration')
           when 'object' then '{' || coalesce((select string_agg(to_json(member.key)::text || ':' || member.value::text, ',' order by member.n)
                                               from json_each(p.lines->(line.n - 1)::int->(case when line.catalogued then 5 else 7 end)->'proration')
                                                    with ordinality as member(key, value, n)), '') || '}'
           else coalesce((line.extra->'proration')::text, 'null') end`,
  moneyEnd: 'm.currency',
};
const lineItemsSql = [`'['`, `
  coalesce((select string_agg(
      case when line.catalogued then s.heads[(line.value->>4)::int + 1] else concat('{', ${lineItemShape.sqlMembers(lineSource, lineHead).join(', ')}) end
      || ${lineItemShape.sqlMembers(lineSource, lineItemShape.keys.filter((key) => !(lineHead as readonly string[]).includes(key)), false).join(' || ')} || '}', ',' order by line.n)
    from jsonb_array_elements(p.lines::jsonb) with ordinality as element(value, n)
    cross join lateral (
      select element.value, element.n, jsonb_typeof(element.value->4) = 'number' as catalogued,
             case when jsonb_typeof(element.value->4) = 'number' then element.value->5 else element.value->7 end as extra
    ) line), '')`, `']'`];

/** A rule set's texts for the export's writer: each catalogue line's item head (`{"code":…,"kind":…,"description":…`) and each reference as JSON. */
export interface RuleSetLineTexts {
  heads: string[];
  refs: string[];
}

const lineHeadText = lineItemShape.textMembers(lineHead);
const lineTailText = lineItemShape.textMembers(lineItemShape.keys.filter((key) => !(lineHead as readonly string[]).includes(key)), false);
const lineTexts = new WeakMap<RuleSet, RuleSetLineTexts>();

/** Written once per rule set (rule sets are cached by db/ruleSets.ts): the same texts as ruleSetTexts in SQL. */
export function ruleSetLineTexts(set: RuleSet): RuleSetLineTexts {
  let texts = lineTexts.get(set);
  if (!texts) {
    const heads = set.lines.map(([code, kind, description]) => `{${lineHeadText({ code, kind, description } as LineText)}`);
    texts = { heads, refs: set.refs.map((ref) => JSON.stringify(ref)) };
    lineTexts.set(set, texts);
  }
  return texts;
}

// One line at a time, written before the next is read: the writer's source object is reused, not made per line.
const line: LineText = { code: '', kind: 'earning', description: null, amount: 0, base: 0, rate: null, ref: '', extra: undefined, moneyEnd: '' };

/** The line items of compact lines, as the presenter's JSON of expandLines' items: lineItemsSql in JavaScript. */
function lineItemsText(lines: readonly CompactLine[], texts: RuleSetLineTexts, moneyEnd: string): string {
  let out = '[';
  for (let i = 0; i < lines.length; i++) {
    const compact = lines[i]!;
    const ref = compact[3];
    const catalogued = typeof compact[4] === 'number';
    line.amount = compact[0];
    line.base = compact[1];
    line.rate = compact[2];
    line.ref = typeof ref === 'number' ? texts.refs[ref]! : JSON.stringify(ref);
    line.extra = (catalogued ? compact[5] : compact[7]) as LineText['extra'];
    line.moneyEnd = moneyEnd;
    let head: string;
    if (catalogued) head = texts.heads[compact[4] as number]!;
    else {
      line.code = compact[4] as string;
      line.kind = compact[5] as StoredLineItem['kind'];
      line.description = compact[6] as string | null;
      head = `{${lineHeadText(line)}`;
    }
    out += `${i === 0 ? '' : ','}${head}${lineTailText(line)}}`;
  }
  return `${out}]`;
}

/**
 * A payslip as the export's writer reads it: only what the members this process writes read (payslipExportText:
 * the snapshot for the statutory facts and destination, the compact lines with its rule set's texts and its money
 * end `,"currency":"KES"}`). A member moved to this side must add what it reads here.
 */
export type PayslipTextRow = Pick<PayslipRow, 'employee_snapshot'> & { lines: CompactLine[]; ruleSet: RuleSetLineTexts; moneyEnd: string };

const paymentStatusShape = jsonObjectShape<PayslipRow>()({
  state: { present: (row) => row.payment_state, sql: () => 'to_json(p.payment_state)::text' },
  sent_at: { present: (row) => row.sent_at?.toISOString() ?? null, sql: () => jsonOrNull(isoInstant('p.sent_at')) },
  settled_at: { present: (row) => row.settled_at?.toISOString() ?? null, sql: () => jsonOrNull(isoInstant('p.settled_at')) },
  note: { present: (row) => row.payment_note, sql: () => jsonOrNull('p.payment_note') },
});

type MinorColumn = 'gross_minor' | 'net_minor' | 'employee_deductions_minor' | 'employer_cost_minor' | 'tax_minor';
/** An amount in the payslip's currency. */
const money = (column: MinorColumn) => ({
  present: (row: PayslipRow) => ({ amount_minor: row[column], currency: row.currency }),
  sql: () => [`'{"amount_minor":'`, `p.${column}`, 'm.currency'],
});

// The export's writer (payslipExportText) writes line items by `text`, the facts and destination as JSON.stringify of
// their presented value; the other members are PostgreSQL's.
export const payslipShape = jsonObjectShape<PayslipRow, void, PayslipTextRow>()({
  id: { present: (row) => row.id, sql: () => quoted('p.id') },
  object: { present: () => 'payslip' as const, sql: () => `'"payslip"'` },
  pay_run_id: { present: (row) => row.pay_run_id, sql: () => quoted('p.pay_run_id') },
  employee_id: { present: (row) => row.employee_id, sql: () => quoted('p.employee_id') },
  currency: { present: (row) => row.currency, sql: () => 'to_json(p.currency)::text' },
  gross: money('gross_minor'),
  net: money('net_minor'),
  employee_deductions: money('employee_deductions_minor'),
  employer_cost: money('employer_cost_minor'),
  tax: money('tax_minor'),
  payment: {
    present: (row) => ({ amount_minor: row.payment_minor, currency: row.payment_currency }),
    sql: () => [`'{"amount_minor":'`, 'p.payment_minor', `',"currency":'`, 'to_json(p.payment_currency)', `'}'`],
  },
  fx_rate_used: { present: (row) => row.fx_rate_used, sql: () => jsonOrNull('p.fx_rate_used') },
  period_start: { present: (row) => row.period_start, sql: () => quoted('p.period_start::text') },
  period_end: { present: (row) => row.period_end, sql: () => quoted('p.period_end::text') },
  pay_date: { present: (row) => row.pay_date ?? null, sql: () => jsonOrNull('run.pay_date::text') },
  statutory_facts: {
    present: (row) => [...(row.employee_snapshot.identifiers ?? []), ...(row.employee_snapshot.statutory_facts ?? [])],
    sql: () => statutoryFactsSql,
  },
  payment_destination: {
    present: (row) => {
      const destination = row.employee_snapshot.payment_destination ?? null;
      return destination && { ...destination, printed: paymentDestinationText(destination) };
    },
    sql: () => paymentDestinationSql,
  },
  payment_status: { present: (row) => paymentStatusShape.present(row), sql: () => paymentStatusShape.sqlPieces() },
  line_items: {
    present: (row) => row.line_items.map((line) => lineItemShape.present({ line, currency: row.currency })),
    sql: () => lineItemsSql,
    text: (row) => lineItemsText(row.lines, row.ruleSet, row.moneyEnd),
  },
  created_at: { present: (row) => row.created_at.toISOString(), sql: () => quoted(isoInstant('p.created_at')) },
  updated_at: { present: (row) => row.updated_at.toISOString(), sql: () => quoted(isoInstant('p.updated_at')) },
});

/**
 * A payslip's JSON as the export writes it: PostgreSQL the members that are its columns' text (`columns`, over the
 * SQL's `p`, `run` and `m.currency`), this process the statutory facts and destination (jsonb taken apart) and
 * the line items (compact lines against the rule set's texts, written once per rule set).
 */
export const payslipExportText = payslipShape.split(undefined, ['statutory_facts', 'payment_destination', 'line_items']);

/** The payslip's JSON as the API returns it. */
export type PayslipJson = ReturnType<typeof payslipShape.present>;
export type LineItemJson = ReturnType<typeof lineItemShape.present>;
