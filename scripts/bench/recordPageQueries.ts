import postgres from 'postgres';
import { connectDatabase, type Queryable } from '../../db/connect.ts';
import { migrate } from '../../db/migrate.ts';
import * as reads from '../../db/recordReads.ts';
import { kindOfId } from '../../db/recordLookup.ts';
import { paymentStates } from '../../machines/paymentStatus.ts';

// The payslips spread over every payment state the machine has; one transition each, from its initial state.
const spread = `array[${paymentStates.map((state) => `'${state}'`).join(',')}]`;
const [first, second] = paymentStates;

/**
 * EXPLAIN ANALYZE of the console's record page queries (issue 34) over one run of 100,000 payslips among another
 * organization's 100,000, with a transition and an outbox fact per payslip: the statements db/recordReads.ts runs,
 * each prefixed with EXPLAIN (ANALYZE, BUFFERS) by a wrapper, so the plans are those of the code itself.
 * `npx tsx scripts/bench/recordPageQueries.ts [--payslips 100000]` (DATABASE_ADMIN_URL, default local trust).
 */
const args = process.argv.slice(2);
const size = args.includes('--payslips') ? Number(args[args.indexOf('--payslips') + 1]) : 100_000;
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `record_pages_explain_${process.pid}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${database}`);
await admin.end();
const sql = connectDatabase(adminUrl.replace(/\/[^/]*$/, `/${database}`));

/** The same tagged-template function, except that awaiting a statement runs it under EXPLAIN and prints the plan. */
function explaining(name: string): Queryable {
  const wrapped = ((strings: TemplateStringsArray, ...values: unknown[]) => {
    const query = (sql as any)(strings, ...values);
    if (!Array.isArray((strings as { raw?: unknown }).raw)) return query;
    const explained = Object.assign(['explain (analyze, buffers) ' + strings[0], ...strings.slice(1)], { raw: ['explain (analyze, buffers) ' + strings.raw[0], ...strings.raw.slice(1)] });
    query.then = (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
      (sql as any)(explained, ...values).then((rows: { 'QUERY PLAN': string }[]) => {
        console.log(`\n== ${name}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
        return [];
      }).then(resolve, reject);
    return query;
  }) as unknown as Queryable;
  return Object.assign(wrapped, { json: sql.json.bind(sql) }) as Queryable;
}

try {
  await migrate(sql);
  const [ours, theirs] = [crypto.randomUUID(), crypto.randomUUID()];
  for (const id of [ours, theirs]) await sql`insert into organizations (id, name, default_currency) values (${id}, 'bench', 'GBP')`;
  await sql.unsafe(`
    insert into employees (id, organization_id, first_name, last_name, jurisdiction, denomination_currency, payment_currency)
    select gen_random_uuid(), o.id, 'Worker' || g, 'Bench', 'GB', 'GBP', 'GBP' from organizations o, generate_series(1, ${size}) g`);
  const runIds: Record<string, string> = {};
  for (const org of [ours, theirs]) {
    // A run as the service leaves it: copy an approved snapshot shape; only the fields the pages read matter here.
    const [run] = await sql<{ id: string }[]>`
      insert into pay_runs (id, organization_id, jurisdiction, currency, period_start, period_end, pay_date, as_of_date, status, machine_snapshot)
      values (gen_random_uuid(), ${org}, 'GB', 'GBP', '2026-05-01', '2026-05-31', '2026-05-29', '2026-05-29', 'approved',
              '{"status":"active","value":"approved","context":{}}'::jsonb) returning id`;
    runIds[org] = run!.id;
  }
  const ruleSet = crypto.randomUUID();
  await sql`insert into rule_sets (id, jurisdiction, refs) values (${ruleSet}, 'GB', array['bench'])`;
  console.log(`seeding ${size} payslips in each of two organizations…`);
  for (const org of [ours, theirs]) {
    await sql.unsafe(`
      insert into payslips (id, organization_id, pay_run_id, employee_id, calculation, currency, gross_minor, net_minor,
        employee_deductions_minor, employer_cost_minor, tax_minor, payment_minor, payment_currency, payment_state, payment_snapshot,
        lines, tax_year_start, period_start, period_end, ytd_before, ytd_after, employee_snapshot, organization_snapshot, sealed_inputs, rule_set_id)
      select gen_random_uuid(), '${org}', '${runIds[org]}', e.id, 1, 'GBP', 300000, 240000, 60000, 330000, 40000, 240000, 'GBP', s.state,
        jsonb_build_object('status', 'active', 'value', s.state, 'context', '{}'::jsonb), '[]'::json, '2026-04-06', '2026-05-01', '2026-05-31',
        '{}'::json, '{}'::json, jsonb_build_object('full_name', e.first_name), '{}'::jsonb, 'bench', '${ruleSet}'
      from (select id, first_name, row_number() over () as g from employees where organization_id = '${org}') e
      cross join lateral (select (${spread})[1 + (e.g % ${paymentStates.length})::int] as state) s`);
    await sql.unsafe(`
      insert into transitions (id, organization_id, entity_type, entity_id, from_state, to_state, event, actor)
      select gen_random_uuid(), organization_id, 'payslip_payment', id, '${first}', '${second}', 'APPROVE', 'pay_run:${runIds[org]}' from payslips where organization_id = '${org}'`);
    await sql.unsafe(`
      insert into outbox (id, organization_id, entity_type, entity_id, event_type, payload, published_at)
      select gen_random_uuid(), organization_id, 'payslip_payment', id, 'approve', '{}'::jsonb, now() from payslips where organization_id = '${org}'`);
  }
  // As autovacuum leaves a table after a bulk load: statistics and the visibility map (index-only scans).
  await sql`vacuum analyze`;
  const run = runIds[ours]!;
  const [payslip] = await sql<{ id: string }[]>`select id from payslips where pay_run_id = ${run} order by id offset ${Math.floor(size / 2)} limit 1`;
  await kindOfId(explaining('kindOfId (a payslip)'), ours, payslip!.id);
  await reads.paymentStateCounts(explaining(`paymentStateCounts (run of ${size})`), run);
  await reads.payslipsOfRun(explaining('payslipsOfRun, first page of 50'), run, { limit: 50 });
  await reads.payslipsOfRun(explaining('payslipsOfRun, a page from the middle'), run, { limit: 50, after: payslip!.id });
  await reads.historyOf(explaining('historyOf (a payslip)'), payslip!.id, 500);
  await reads.factsOf(explaining('factsOf (a payslip)'), payslip!.id, 100);
  await reads.countFactsOf(explaining('countFactsOf (the run)'), run);
  await reads.transitionsByActor(explaining('transitionsByActor (a key)'), ours, `api_key:${crypto.randomUUID()}`, 500);
  await reads.transitionsOfRequest(explaining('transitionsOfRequest'), ours, 'req_0123456789abcdef0123456789abcdef', 500);
  await reads.chunkDeliveries(explaining('chunkDeliveries (the run)'), run);
} finally {
  await sql.end();
  const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await cleanup.unsafe(`drop database if exists ${database}`);
  await cleanup.end();
}
