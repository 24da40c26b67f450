import type { Queryable } from './connect.ts';
import type { OrganizationSnapshot, PayslipRow } from './payslips.ts';
import { compactLines, type CompactLine } from './payslipLines.ts';
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

/** A payslip of its own: the engine's figures and what it printed (its inputs are sealed with its chunk's). */
export type NewPayslip = Omit<
  PayslipRow,
  | keyof PayslipRunFacts | 'payment_state' | 'payment_snapshot' | 'sent_at' | 'settled_at' | 'payment_note' | 'created_at' | 'updated_at'
  | 'rule_versions' | 'sealed_inputs' | 'inputs_id'
>;

/** What priced a statement's payslips, sealed once for all of them (migration 073): the row each payslip names. */
export interface SealedPayslipInputs {
  id: string;
  sealed: string;
}

type Column = keyof Omit<NewPayslip, 'line_items'> | 'lines';

// Each column of a row travels as one text, its values a line each (see `linesOf`); the order is the insert's.
const rowColumns: readonly (readonly [Column, string])[] = [
  ['id', 'uuid'], ['employee_id', 'uuid'], ['gross_minor', 'bigint'], ['net_minor', 'bigint'],
  ['employee_deductions_minor', 'bigint'], ['employer_cost_minor', 'bigint'], ['tax_minor', 'bigint'], ['payment_minor', 'bigint'],
  ['payment_currency', 'text'], ['fx_rate_used', 'text'], ['lines', 'json'], ['ytd_before', 'json'], ['ytd_after', 'json'],
  ['employee_snapshot', 'jsonb'], ['standing_pay_inputs', 'text'],
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
      if (value === null || value === undefined) return ''; // undefined: a column the writer leaves empty
      const text = String(value);
      if (text === '' || text.includes('\n')) throw new Error(`a payslip column value cannot be written as a line: ${JSON.stringify(text)}`);
      return text;
    })
    .join('\n');
}

/** A written-out reference to a standing deduction, as the deduction's balance matched it (migration 070). */
const deductionReference = /^employee_deduction:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** What each payslip took per standing deduction: the sum of its lines whose reference names the deduction. */
function deductionTakes(ids: readonly string[], lines: readonly CompactLine[][]) {
  const takes = { payslipIds: [] as string[], deductionIds: [] as string[], amounts: [] as number[] };
  lines.forEach((payslipLines, i) => {
    const byDeduction = new Map<string, number>();
    for (const line of payslipLines) {
      const deduction = typeof line[3] === 'string' ? deductionReference.exec(line[3])?.[1] : undefined;
      if (deduction !== undefined) byDeduction.set(deduction, (byDeduction.get(deduction) ?? 0) + line[0]);
    }
    for (const [deduction, amount] of byDeduction) {
      takes.payslipIds.push(ids[i]!);
      takes.deductionIds.push(deduction);
      takes.amounts.push(amount);
    }
  });
  return takes;
}

/**
 * Writes payslips once: a chunk delivered twice finds its payslips there and writes nothing. One statement:
 * the rule set (written once, ever), then every row, the run's facts once and each other column as one text,
 * the sealed inputs they name, and what each payslip inserted took per standing deduction (the inputs and the
 * takes only for rows inserted: a duplicate writes neither). Row-level security applies.
 */
export async function insertPayslips(
  sql: Queryable, ruleSet: RuleSet, run: PayslipRunFacts, payslips: NewPayslip[], inputs: SealedPayslipInputs,
): Promise<number> {
  if (payslips.length === 0) return 0;
  const lines = payslips.map((p) => compactLines(p.line_items, ruleSet));
  const columns = rowColumns.map(([name, type]) => {
    const values = name === 'lines' ? lines : payslips.map((p) => p[name]);
    const text = linesOf(values, isDocument(type));
    return sql`string_to_array(${text}::text, E'\\n', '')::${sql.unsafe(type)}[]`;
  });
  const takes = deductionTakes(payslips.map((p) => p.id), lines);
  const takenRows = takes.payslipIds.length === 0 ? sql`` : sql`,
      taken as (
        insert into payslip_deduction_takes (payslip_id, deduction_id, organization_id, employee_id, pay_run_id, amount_minor)
        select t.payslip_id, t.deduction_id, ${run.organization_id}::uuid, i.employee_id, ${run.pay_run_id}::uuid, t.amount_minor
        from unnest(${takes.payslipIds}::uuid[], ${takes.deductionIds}::uuid[], ${takes.amounts}::bigint[]) as t (payslip_id, deduction_id, amount_minor)
        join inserted i on i.id = t.payslip_id)`;
  const [row] = await sql<{ count: number }[]>`
    with rule_set as (
      insert into rule_sets (id, manifest_hash, jurisdiction, refs, lines)
      values (${ruleSet.id}, ${ruleSet.manifestHash}, ${ruleSet.jurisdiction}, ${ruleSet.refs}::text[], ${JSON.stringify(ruleSet.lines)}::text::json)
      on conflict (id) do nothing),
    inserted as (
      insert into payslips (
        organization_id, pay_run_id, calculation, currency, rule_set_id, tax_year_start, period_start, period_end, organization_snapshot,
        inputs_id, ${sql.unsafe(rowColumns.map(([name]) => name).join(', '))})
      select ${run.organization_id}::uuid, ${run.pay_run_id}::uuid, ${run.calculation}::int, ${run.currency}::text, ${ruleSet.id}::uuid,
             ${run.tax_year_start}::date, ${run.period_start}::date, ${run.period_end}::date,
             (select ${JSON.stringify(run.organization_snapshot)}::text::jsonb), -- once, not once per row
             ${inputs.id}::uuid, r.*
      from unnest(${columns.reduce((list, column) => sql`${list}, ${column}`)}) as r
      on conflict (pay_run_id, employee_id) do nothing
      returning id, employee_id),
    sealed_inputs as (
      insert into payslip_inputs (id, organization_id, pay_run_id, sealed)
      select ${inputs.id}::uuid, ${run.organization_id}::uuid, ${run.pay_run_id}::uuid, ${inputs.sealed}::text
      where exists (select from inserted))${takenRows}
    select count(*)::int as count from inserted`;
  rememberRuleSet(ruleSet);
  return row!.count;
}
