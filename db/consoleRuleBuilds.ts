import type { Queryable } from './connect.ts';

/** A rules build (and jurisdiction) the organization's payslips were priced with, and how many of them. */
export interface RuleBuildUse {
  rule_set_id: string;
  /** inputsHash of the rules build; null for payslips priced before builds were recorded. */
  manifest_hash: string | null;
  jurisdiction: string | null;
  refs: string[];
  payslips: number;
  pay_run_ids: string[];
  first_period_start: string;
  last_period_end: string;
}

/** Newest first (by the latest period priced), at most `limit` builds; the payslips' own rule_set_id says which. */
export async function ruleBuildsUsed(sql: Queryable, organizationId: string, jurisdiction: string | null, limit = 50): Promise<RuleBuildUse[]> {
  return sql<RuleBuildUse[]>`
    select rs.id as rule_set_id, rs.manifest_hash, rs.jurisdiction, rs.refs,
           count(*)::int as payslips,
           (array_agg(distinct p.pay_run_id::text))[1:20] as pay_run_ids,
           min(p.period_start)::text as first_period_start,
           max(p.period_end)::text as last_period_end
    from payslips p join rule_sets rs on rs.id = p.rule_set_id
    where p.organization_id = ${organizationId}
      ${jurisdiction === null ? sql`` : sql`and rs.jurisdiction = ${jurisdiction}`}
    group by rs.id, rs.manifest_hash, rs.jurisdiction, rs.refs
    order by max(p.period_end) desc, rs.id
    limit ${limit}`;
}
