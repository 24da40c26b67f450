import type { Queryable } from './connect.ts';
import type { OrganizationSnapshot, PayslipRow } from './payslips.ts';
import { compactLines } from './payslipLines.ts';
import { rememberRuleSet, type RuleSet } from './ruleSets.ts';

/** What every payslip of one calculation of a run shares: sent once per statement, not once per row. */
export interface PayslipRunFacts {
  organization_id: string;
  pay_run_id: string;
  calculation: number;
  currency: string;
  tax_year_start: string;
  period_start: string;
  period_end: string;
  organization_snapshot: OrganizationSnapshot;
}

/** A payslip of its own: the engine's figures, what it printed and the sealed inputs. */
export type NewPayslip = Omit<
  PayslipRow,
  keyof PayslipRunFacts | 'payment_state' | 'payment_snapshot' | 'sent_at' | 'settled_at' | 'payment_note' | 'created_at' | 'updated_at' | 'rule_versions'
>;

type Column = keyof Omit<NewPayslip, 'line_items'> | 'lines';

// Each column of a row travels as one text, its values a line each (see `linesOf`); the order is the insert's.
const rowColumns: readonly (readonly [Column, string])[] = [
  ['id', 'uuid'], ['employee_id', 'uuid'], ['gross_minor', 'bigint'], ['net_minor', 'bigint'],
  ['employee_deductions_minor', 'bigint'], ['employer_cost_minor', 'bigint'], ['tax_minor', 'bigint'], ['payment_minor', 'bigint'],
  ['payment_currency', 'text'], ['fx_rate_used', 'text'], ['lines', 'json'], ['ytd_before', 'json'], ['ytd_after', 'json'],
  ['employee_snapshot', 'jsonb'], ['sealed_inputs', 'text'],
];
const isDocument = (type: string) => type === 'json' || type === 'jsonb';

/**
 * A column's values as one text, a line each, an empty line for null: PostgreSQL splits it with string_to_array,
 * which needs no escaping on either side (an array literal escapes every quote of a JSON document, and
 * json_to_recordset parsed each payslip's ~2 kB twice over: docs/performance.md "Calculation"). JSON text
 * never holds a line break nor is empty; a plain text value is checked.
 */
function linesOf(values: unknown[], document: boolean): string {
  return values
    .map((value) => {
      if (document) return JSON.stringify(value);
      if (value === null) return '';
      const text = String(value);
      if (text === '' || text.includes('\n')) throw new Error(`a payslip column value cannot be written as a line: ${JSON.stringify(text)}`);
      return text;
    })
    .join('\n');
}

/**
 * Writes payslips once: a chunk delivered twice finds its payslips there and writes nothing. One statement:
 * the rule set (written once, ever), then every row, the run's facts once and each other column as one text.
 * Row-level security applies.
 */
export async function insertPayslips(sql: Queryable, ruleSet: RuleSet, run: PayslipRunFacts, payslips: NewPayslip[]): Promise<number> {
  if (payslips.length === 0) return 0;
  const columns = rowColumns.map(([name, type]) => {
    const values = name === 'lines' ? payslips.map((p) => compactLines(p.line_items, ruleSet)) : payslips.map((p) => p[name]);
    const text = linesOf(values, isDocument(type));
    return sql`string_to_array(${text}::text, E'\\n', '')::${sql.unsafe(type)}[]`;
  });
  const moved = await sql`
    with rule_set as (
      insert into rule_sets (id, manifest_hash, jurisdiction, refs, lines)
      values (${ruleSet.id}, ${ruleSet.manifestHash}, ${ruleSet.jurisdiction}, ${ruleSet.refs}::text[], ${JSON.stringify(ruleSet.lines)}::text::json)
      on conflict (id) do nothing)
    insert into payslips (
      organization_id, pay_run_id, calculation, currency, rule_set_id, tax_year_start, period_start, period_end, organization_snapshot,
      ${sql.unsafe(rowColumns.map(([name]) => name).join(', '))})
    select ${run.organization_id}::uuid, ${run.pay_run_id}::uuid, ${run.calculation}::int, ${run.currency}::text, ${ruleSet.id}::uuid,
           ${run.tax_year_start}::date, ${run.period_start}::date, ${run.period_end}::date,
           (select ${JSON.stringify(run.organization_snapshot)}::text::jsonb), -- once, not once per row
           r.*
    from unnest(${columns.reduce((list, column) => sql`${list}, ${column}`)}) as r
    on conflict (pay_run_id, employee_id) do nothing`;
  rememberRuleSet(ruleSet);
  return moved.count;
}
