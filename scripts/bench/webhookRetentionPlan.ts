import postgres from 'postgres';
import { connectDatabase } from '../../db/connect.ts';
import { migrate } from '../../db/migrate.ts';
import { purgeStatement } from '../../db/webhookRetention.ts';

/**
 * EXPLAIN ANALYZE of one batch of the event purge (db/webhookRetention.ts) over 100,000 events, each with a
 * delivery and an attempt: 40 days of events, a tenth of them older than the 30 days kept, and a few of those
 * old ones still waiting for a retry. Run in a transaction rolled back, so the plan is measured on the full set.
 * `npx tsx scripts/bench/webhookRetentionPlan.ts` (DATABASE_ADMIN_URL, default local trust).
 */
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe('drop database if exists webhook_retention_explain');
await admin.unsafe('create database webhook_retention_explain');
await admin.end();
const sql = connectDatabase(adminUrl.replace(/\/[^/]*$/, '/webhook_retention_explain'));
await migrate(sql);
try {
  const orgs = Array.from({ length: 10 }, () => crypto.randomUUID());
  for (const id of orgs) await sql`insert into organizations (id, name, default_currency) values (${id}, 'bench', 'KES')`;
  await sql`insert into webhook_endpoints (id, organization_id, url, events)
    select gen_random_uuid(), id, 'https://hooks.example/' || id, array['pay_run.calculated'] from organizations`;
  // 100,000 events spread evenly over the last 40 days.
  await sql`insert into events (id, organization_id, outbox_id, type, body, created_at)
    select gen_random_uuid(), o.id, gen_random_uuid(), 'pay_run.calculated', '{}'::jsonb, now() - (g * interval '40 days' / 10000)
    from generate_series(1, 10000) g cross join organizations o`;
  // Every event delivered once; one old event in a hundred still waits for a retry.
  await sql`insert into webhook_deliveries (id, organization_id, event_id, endpoint_id, status, machine_snapshot, attempts, next_attempt_at)
    select gen_random_uuid(), e.organization_id, e.id, w.id, 'delivered', '{"value":"delivered"}'::jsonb, 1,
           case when e.created_at < now() - interval '30 days' and random() < 0.01 then now() + interval '1 hour' end
    from events e join webhook_endpoints w on w.organization_id = e.organization_id`;
  await sql`insert into webhook_delivery_attempts (id, organization_id, delivery_id, event_id, endpoint_id, attempted_at, duration_ms, response_status)
    select gen_random_uuid(), organization_id, id, event_id, endpoint_id, now(), 5, 200 from webhook_deliveries`;
  await sql`analyze`;
  const [counts] = await sql<{ events: number; old: number }[]>`
    select count(*)::int as events, count(*) filter (where created_at < now() - interval '30 days')::int as old from events`;
  console.log(`${counts!.events} events, ${counts!.old} older than 30 days`);
  const before = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  await sql.begin(async (tx) => {
    const rows = (await tx`explain (analyze, buffers) ${purgeStatement(tx, before, 1000)}`) as unknown as { 'QUERY PLAN': string }[];
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
    throw new Error('rollback');
  }).catch((error: unknown) => {
    if (!(error instanceof Error && error.message === 'rollback')) throw error;
  });
} finally {
  await sql.end();
  const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await cleanup.unsafe('drop database webhook_retention_explain');
  await cleanup.end();
}
