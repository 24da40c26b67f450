import postgres from 'postgres';
import { connectDatabase } from '../../db/connect.ts';
import { migrate } from '../../db/migrate.ts';
import { failedDeliveryStates } from '../../machines/webhookDelivery.ts';

/**
 * EXPLAIN ANALYZE of the console's webhook queries (counts per delivery state, a run's failed deliveries, an
 * endpoint's recent deliveries) at 10,000 and 100,000 deliveries spread over other organizations and runs.
 * `npx tsx scripts/bench/consoleWebhookQueries.ts` (DATABASE_ADMIN_URL, default local trust).
 */
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe('drop database if exists console_webhooks_explain');
await admin.unsafe('create database console_webhooks_explain');
await admin.end();
const sql = connectDatabase(adminUrl.replace(/\/[^/]*$/, '/console_webhooks_explain'));
await migrate(sql);
try {
  for (const size of [10_000, 100_000]) {
    await sql`truncate webhook_delivery_attempts, webhook_deliveries, events, webhook_endpoints, organizations cascade`;
    const orgs = Array.from({ length: 10 }, () => crypto.randomUUID());
    for (const id of orgs) await sql`insert into organizations (id, name, default_currency) values (${id}, 'bench', 'KES')`;
    await sql`insert into webhook_endpoints (id, organization_id, url, events)
      select gen_random_uuid(), id, 'https://hooks.example/' || id, array['pay_run.calculated'] from organizations`;
    // Each event is about one of 1,000 runs per organization; every third delivery failed.
    await sql`insert into events (id, organization_id, outbox_id, type, body, created_at)
      select gen_random_uuid(), o.id, gen_random_uuid(), 'pay_run.calculated',
             jsonb_build_object('data', jsonb_build_object('object', jsonb_build_object('id', md5(o.id::text || (g % 1000))::uuid))), now()
      from generate_series(1, ${size / 10}) g cross join organizations o`;
    await sql`insert into webhook_deliveries (id, organization_id, event_id, endpoint_id, status, machine_snapshot, attempts)
      select gen_random_uuid(), e.organization_id, e.id, w.id, 'failed', jsonb_build_object('value', case when random() < 0.33 then 'failed' else 'delivered' end), 1
      from events e join webhook_endpoints w on w.organization_id = e.organization_id`;
    await sql`insert into webhook_delivery_attempts (id, organization_id, delivery_id, event_id, endpoint_id, attempted_at, duration_ms, response_status)
      select gen_random_uuid(), organization_id, id, event_id, endpoint_id, now(), 5, 500 from webhook_deliveries`;
    await sql`analyze`;
    const org = orgs[0]!;
    const run = (await sql<{ id: string }[]>`select md5(${org}::text || 7)::uuid as id`)[0]!.id;
    const [endpoint] = await sql<{ id: string }[]>`select id from webhook_endpoints where organization_id = ${org}`;
    const plans = {
      counts: sql`explain analyze select machine_snapshot ->> 'value' as state, count(*)::int as count from webhook_deliveries
        where organization_id = ${org} group by 1`,
      runFailed: sql`explain analyze select d.id, a.response_status from events e
        join webhook_deliveries d on d.event_id = e.id join webhook_endpoints w on w.id = d.endpoint_id
        left join lateral (select response_status from webhook_delivery_attempts where event_id = d.event_id and delivery_id = d.id order by id desc limit 1) a on true
        where e.organization_id = ${org} and coalesce(e.body #>> '{data,object,pay_run_id}', e.body #>> '{data,object,id}') = ${run}
          and d.machine_snapshot ->> 'value' = any(${failedDeliveryStates as string[]}::text[]) order by d.id desc limit 50`,
      endpointRecent: sql`explain analyze select d.id, a.response_status from webhook_deliveries d join events e on e.id = d.event_id
        left join lateral (select response_status from webhook_delivery_attempts where event_id = d.event_id and delivery_id = d.id order by id desc limit 1) a on true
        where d.endpoint_id = ${endpoint!.id} order by d.id desc limit 10`,
    };
    for (const [name, query] of Object.entries(plans)) {
      const rows = (await query) as unknown as { 'QUERY PLAN': string }[];
      console.log(`\n== ${name} at ${size} deliveries\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
} finally {
  await sql.end();
  const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await cleanup.unsafe('drop database console_webhooks_explain');
  await cleanup.end();
}
