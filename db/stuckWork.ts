import type { Queryable } from './connect.ts';

/**
 * Work sitting too long in one state, for the health page and the metrics. Each read is a count and the oldest
 * `limit` rows, through an index (plans in docs/operations.md), never every row.
 * `organizationId` null: every organization (the owner's connection, for the metrics).
 */
export interface StuckQuery {
  organizationId: string | null;
  /** The states in question, from the machine's tags. */
  states: readonly string[];
  olderThanSeconds: number;
  limit: number;
}

export interface StuckList<Row> {
  count: number;
  oldest: Row[];
}

const inOrganization = (sql: Queryable, organizationId: string | null) => (organizationId ? sql`and organization_id = ${organizationId}` : sql``);

async function listed<Row>(rows: Promise<Row[]>, count: Promise<{ count: number }[]>): Promise<StuckList<Row>> {
  const [oldest, [counted]] = await Promise.all([rows, count]);
  return { count: counted!.count, oldest };
}

export interface StuckRun {
  id: string;
  organization_id: string;
  status: string;
  since: Date;
  employees: number;
}

/** Runs in `states` (calculating) since before the threshold (updated_at is stamped by every transition): index pay_runs_status. */
export function stuckRuns(sql: Queryable, q: StuckQuery): Promise<StuckList<StuckRun>> {
  const where = sql`status = any(${q.states as string[]}) and updated_at < now() - make_interval(secs => ${q.olderThanSeconds}) ${inOrganization(sql, q.organizationId)}`;
  return listed(
    sql<StuckRun[]>`select id, organization_id, status, updated_at as since, payslip_count as employees from pay_runs where ${where} order by updated_at limit ${q.limit}`,
    sql<{ count: number }[]>`select count(*)::int as count from pay_runs where ${where}`,
  );
}

export interface StuckPayment {
  id: string;
  organization_id: string;
  pay_run_id: string;
  employee_id: string;
  since: Date;
}

/** Payments in `states` (sent) since before the settlement window: index payslips_state_sent_at (payment_state, sent_at). */
export function stuckPayments(sql: Queryable, q: StuckQuery): Promise<StuckList<StuckPayment>> {
  const where = sql`payment_state = any(${q.states as string[]}) and sent_at < now() - make_interval(secs => ${q.olderThanSeconds}) ${inOrganization(sql, q.organizationId)}`;
  return listed(
    sql<StuckPayment[]>`select id, organization_id, pay_run_id, employee_id, sent_at as since from payslips where ${where} order by sent_at limit ${q.limit}`,
    sql<{ count: number }[]>`select count(*)::int as count from payslips where ${where}`,
  );
}

export interface UnacknowledgedFiling {
  id: string;
  organization_id: string;
  type: string;
  tax_year: string;
  since: Date;
}

/** Filings in `states` (with the authority) that no correlation id acknowledged since before the threshold: index filings_awaiting. */
export function unacknowledgedFilings(sql: Queryable, q: StuckQuery): Promise<StuckList<UnacknowledgedFiling>> {
  const where = sql`status = any(${q.states as string[]}) and correlation_id is null and submitted_at < now() - make_interval(secs => ${q.olderThanSeconds}) ${inOrganization(sql, q.organizationId)}`;
  return listed(
    sql<UnacknowledgedFiling[]>`select id, organization_id, type, tax_year, submitted_at as since from filings where ${where} order by submitted_at limit ${q.limit}`,
    sql<{ count: number }[]>`select count(*)::int as count from filings where ${where}`,
  );
}

export interface FailingEndpoint {
  id: string;
  organization_id: string;
  url: string;
  since: Date;
}

/** Enabled endpoints whose every attempt has failed since before the threshold: index webhook_endpoints_failing. */
export function failingEndpoints(sql: Queryable, q: Omit<StuckQuery, 'states'>): Promise<StuckList<FailingEndpoint>> {
  const where = sql`failing_since < now() - make_interval(secs => ${q.olderThanSeconds}) and failing_since is not null and deleted_at is null and not disabled ${inOrganization(sql, q.organizationId)}`;
  return listed(
    sql<FailingEndpoint[]>`select id, organization_id, url, failing_since as since from webhook_endpoints where ${where} order by failing_since limit ${q.limit}`,
    sql<{ count: number }[]>`select count(*)::int as count from webhook_endpoints where ${where}`,
  );
}
