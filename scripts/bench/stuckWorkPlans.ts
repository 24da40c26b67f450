/**
 * EXPLAIN ANALYZE of the stuck work queries (commands/operations/stuckWork.ts, db/stuckWork.ts) over 100,000 pay
 * runs, 100,000 payslips, 100,000 filings, 100,000 webhook endpoints and 100,000 dead letters of two organizations, a handful of each
 * stuck: the very statements the Health page and the metrics send (captured as sent, then explained with their
 * parameters), for one organization and for every one. `npx tsx scripts/bench/stuckWorkPlans.ts`
 * (DATABASE_ADMIN_URL, default local trust).
 */
import postgres from 'postgres';
import { migrate } from '../../db/migrate.ts';
import { connectDatabase } from '../../db/connect.ts';
import { findStuckWork } from '../../commands/operations/stuckWork.ts';
import { stuckWorkThresholds } from '../../platform/config.ts';
import { backgroundPricingStatuses, payRunStatuses } from '../../machines/payRun.ts';
import { settledPaymentStates, withPartnerPaymentStates } from '../../machines/paymentStatus.ts';
import { awaitingAuthorityStatuses, filingStatuses } from '../../machines/filing.ts';
import { deadLetterStates } from '../../machines/deadLetter.ts';
import { countDeadLetters, listDeadLetters } from '../../db/deadLetters.ts';

const rows = 100_000;
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe('drop database if exists stuck_work_explain');
await admin.unsafe('create database stuck_work_explain');
await admin.end();
const url = adminUrl.replace(/\/[^/]*$/, '/stuck_work_explain');
const owner = connectDatabase(url);
await migrate(owner);

const orgs = ['00000000-0000-7000-8000-000000000001', '00000000-0000-7000-8000-000000000002'];
// States from the machines: a few stuck, the rest in a state the query does not ask for.
const calculating = backgroundPricingStatuses[0];
const calculated = payRunStatuses.find((s) => !(backgroundPricingStatuses as readonly string[]).includes(s))!;
const withPartner = withPartnerPaymentStates[0];
const settled = settledPaymentStates[0];
const submitted = awaitingAuthorityStatuses[0];
const decided = filingStatuses.find((s) => !(awaitingAuthorityStatuses as readonly string[]).includes(s))!;
await owner.begin(async (tx) => {
  await tx`set local session_replication_role = replica`;
  await tx`insert into organizations (id, name, country_code, default_currency, kyc_status) select unnest(${orgs}::uuid[]), 'Org', 'KE', 'KES', 'verified'`;
  await tx`insert into rule_sets (id, refs) values ('00000000-0000-7002-0000-000000000001', '{KE/paye}')`;
  await tx`insert into employees (id, organization_id, first_name, jurisdiction, denomination_currency, payment_currency, read_json)
    select ('00000000-0000-7003-0000-' || lpad(to_hex(g), 12, '0'))::uuid, (${orgs}::uuid[])[g], 'E', 'KE', 'KES', 'KES', '{}' from generate_series(1, 2) g`;
  // One in 20,000 stuck, spread over both organizations; old enough for every threshold.
  await tx`insert into pay_runs (id, organization_id, jurisdiction, currency, period_start, period_end, pay_date, as_of_date, status, machine_snapshot, updated_at)
    select ('00000000-0000-7001-0000-' || lpad(to_hex(g), 12, '0'))::uuid, (${orgs}::uuid[])[1 + g % 2], 'KE', 'KES', '2025-07-01', '2025-07-31', '2025-07-28', '2025-07-28',
      case when g % 20000 = 0 then ${calculating} else ${calculated} end, '{}'::jsonb, now() - interval '3 days' + g * interval '1 second'
    from generate_series(1, ${rows}) g`;
  await tx`insert into payslips (id, organization_id, pay_run_id, employee_id, calculation, currency, gross_minor, net_minor, employee_deductions_minor,
      employer_cost_minor, tax_minor, payment_minor, payment_currency, rule_set_id, lines, tax_year_start, period_start, period_end, ytd_before, ytd_after,
      employee_snapshot, organization_snapshot, sealed_inputs, payment_state, payment_snapshot, sent_at)
    select gen_random_uuid(), r.organization_id, r.id, ('00000000-0000-7003-0000-' || lpad(to_hex(1 + (r.organization_id = ${orgs[1]!})::int), 12, '0'))::uuid, 1, 'KES', 100, 90, 10, 5, 10, 90, 'KES',
      '00000000-0000-7002-0000-000000000001', '[]'::json, '2025-01-01', '2025-07-01', '2025-07-31', '{}'::json, '{}'::json, '{}'::jsonb, '{}'::jsonb, 'x',
      case when row_number() over () % 20000 = 0 then ${withPartner} else ${settled} end, '{}'::jsonb, r.updated_at
    from pay_runs r`;
  await tx`insert into filings (id, organization_id, jurisdiction, type, tax_year, period_start, period_end, due_on, status, machine_snapshot, submitted_at)
    select gen_random_uuid(), (${orgs}::uuid[])[1 + g % 2], 'GB', 'fps', '2025-26', '2025-07-01', '2025-07-31', '2025-08-22',
      case when g % 20000 = 0 then ${submitted} else ${decided} end, '{}'::jsonb, now() - interval '3 days'
    from generate_series(1, ${rows}) g`;
  await tx`insert into webhook_endpoints (id, organization_id, url, events, failing_since)
    select gen_random_uuid(), (${orgs}::uuid[])[1 + g % 2], 'https://example.com/hook', '{}', case when g % 20000 = 0 then now() - interval '3 days' end
    from generate_series(1, ${rows}) g`;
  await tx`insert into dead_letters (id, organization_id, letter_key, subject, stream, consumer, deliveries, error, data, dead_lettered_at, status, machine_snapshot)
    select gen_random_uuid(), (${orgs}::uuid[])[1 + g % 2], 'L:' || g, 'payroll.payments.work', 'PAYROLL_PAYMENTS', 'payroll_payments_workers', 1, 'no payslip',
      '{}', now() - g * interval '1 second', (${deadLetterStates as unknown as string[]}::text[])[1 + g % 3], '{}'::jsonb
    from generate_series(1, ${rows}) g`;
});
// As autovacuum leaves a table: statistics and the visibility map (index-only scans) up to date.
await owner`vacuum analyze`;

// The statements findStuckWork sends, captured with their parameters, then explained as sent.
const captured: { query: string; parameters: unknown[] }[] = [];
const capturing = postgres(url, { max: 1, onnotice: () => {}, debug: (_c, query, parameters) => void captured.push({ query, parameters: parameters as unknown[] }) });
for (const organizationId of [orgs[0]!, null]) {
  captured.length = 0;
  const work = await findStuckWork(capturing, organizationId, stuckWorkThresholds(), []);
  // The Queues page's dead letters: one organization's newest page, and its count per state.
  if (organizationId) await listDeadLetters(capturing, organizationId, { limit: 50 });
  if (organizationId) await countDeadLetters(capturing, organizationId);
  console.log(`=== ${organizationId ? 'one organization' : 'every organization'}: ${work.runs.count} runs, ${work.payments.count} payments, ${work.filings.count} filings, ${work.endpoints.count} endpoints`);
  // The driver's own catalogue query (array types) is not ours to explain.
  for (const { query, parameters } of captured.filter((c) => !c.query.includes('pg_catalog'))) {
    const plan = await owner.unsafe(`explain (analyze, buffers off) ${query}`, parameters as never[]);
    console.log(`--- ${query.replace(/\s+/g, ' ').slice(0, 110)}\n${plan.map((r) => `    ${String(r['QUERY PLAN']).slice(0, 150)}`).join('\n')}`);
  }
}
await capturing.end();
await owner.end();
const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} });
if (!process.env.BENCH_KEEP_DATABASE) await dropper.unsafe('drop database if exists stuck_work_explain with (force)');
await dropper.end();
