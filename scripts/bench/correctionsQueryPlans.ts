/**
 * EXPLAIN ANALYZE of the corrections queries (year to date, retro look-back, opening-balance check) over 200,000
 * payslips of two organizations (10,000 employees x 10 paid runs each): each reads only its employees' payslips
 * through payslips_ytd. `npx tsx scripts/bench/correctionsQueryPlans.ts` (DATABASE_ADMIN_URL, default local trust).
 */
import postgres from 'postgres';
import { connectDatabase } from '../../db/connect.ts';
import { migrate } from '../../db/migrate.ts';
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe('drop database if exists corrections_explain');
await admin.unsafe('create database corrections_explain');
await admin.end();
const sql = connectDatabase(adminUrl.replace(/\/[^/]*$/, '/corrections_explain'));
await migrate(sql);
const org = '00000000-0000-7000-8000-000000000001';
await sql.begin(async (tx) => {
  await tx`set local session_replication_role = replica`;
  // 10,000 employees x 10 monthly paid runs = 100,000 payslips; plus another org with as many.
  await tx.unsafe(`insert into rule_sets (id, refs) values ('00000000-0000-7002-0000-000000000001', '{KE/paye}')`);
  for (const o of [org, '00000000-0000-7000-8000-000000000002']) {
    await tx.unsafe(`insert into employees (id, organization_id, first_name, jurisdiction, denomination_currency, payment_currency)
      select ('00000000-0000-7000-' || lpad(to_hex(${o.endsWith('1') ? 1 : 2}), 4, '0') || '-' || lpad(to_hex(g), 12, '0'))::uuid, '${o}', 'E', 'KE', 'KES', 'KES' from generate_series(1, 10000) g`);
    await tx.unsafe(`insert into pay_runs (id, organization_id, jurisdiction, currency, period_start, period_end, pay_date, as_of_date, status, machine_snapshot)
      select ('00000000-0000-7001-' || lpad(to_hex(${o.endsWith('1') ? 1 : 2}), 4, '0') || '-' || lpad(to_hex(m), 12, '0'))::uuid, '${o}', 'KE', 'KES',
        make_date(2025, m, 1), (make_date(2025, m, 1) + interval '1 month - 1 day')::date, (make_date(2025, m, 1) + interval '1 month - 1 day')::date,
        (make_date(2025, m, 1) + interval '1 month - 1 day')::date, 'paid', '{}'::jsonb from generate_series(1, 10) m`);
    await tx.unsafe(`insert into payslips (id, organization_id, pay_run_id, employee_id, calculation, currency, gross_minor, net_minor,
        employee_deductions_minor, employer_cost_minor, tax_minor, payment_minor, payment_currency, rule_set_id, lines, tax_year_start, period_start,
        period_end, ytd_before, ytd_after, employee_snapshot, organization_snapshot, sealed_inputs)
      select gen_random_uuid(), r.organization_id, r.id, e.id, 1, 'KES', 100, 90, 10, 5, 10, 90, 'KES',
        '00000000-0000-7002-0000-000000000001', '[[100,100,null,null,"BASIC","earning",null],[10,100,"10%",0,"PAYE","deduction",null]]'::json,
        '2025-01-01', r.period_start, r.period_end, '{"gross_pay":0,"paye":0}'::json, '{"gross_pay":100,"paye":10}'::json, '{}'::jsonb, '{}'::jsonb, 'x'
      from pay_runs r join employees e on e.organization_id = r.organization_id where r.organization_id = '${o}'`);
  }
});
await sql`analyze`;
const ids = (await sql`select id from employees where organization_id = ${org} order by id limit 100`).map((r) => r.id);
const explain = async (name: string, q: any) => {
  const rows = await q;
  // Plans name the 100 ids; cut long lines so the figures stay readable.
  console.log(`--- ${name}\n` + rows.map((r: any) => String(r['QUERY PLAN']).slice(0, 160)).join('\n'));
};
await explain('ytd contributions (100 employees)', sql`explain analyze
    select p.employee_id, k.key as name, sum(k.value::text::bigint - coalesce((p.ytd_before->>k.key)::bigint, 0))::bigint as amount
    from payslips p join pay_runs r on r.id = p.pay_run_id
    cross join lateral json_each(p.ytd_after) k
    where p.organization_id = ${org} and p.employee_id = any(${ids}::uuid[]) and p.tax_year_start = '2025-01-01'
      and p.pay_run_id <> '00000000-0000-7001-0001-000000000099' and r.status = any('{calculated,approved,paid}'::text[])
      and (r.pay_date, r.created_at, r.id) < ('2025-11-30'::date, now(), '00000000-0000-7001-0001-000000000099'::uuid)
    group by p.employee_id, k.key`);
await explain('retro: paid payslips', sql`explain analyze
    select p.id, p.employee_id, p.period_start::text, p.period_end::text, p.rule_set_id, p.lines
    from payslips p join pay_runs r on r.id = p.pay_run_id
    where p.organization_id = ${org} and p.employee_id = any(${ids}::uuid[])
      and p.period_start >= '2023-11-01' and p.period_start < '2025-11-01' and r.jurisdiction = 'KE' and r.status = any('{paid}'::text[])`);
await explain('retro: carried', sql`explain analyze
    select l->>3 as reference, l->>4 as code, sum((l->>0)::bigint)::bigint as amount
    from payslips p join pay_runs r on r.id = p.pay_run_id cross join lateral json_array_elements(p.lines) l
    where p.organization_id = ${org} and p.employee_id = any(${ids}::uuid[]) and p.period_start >= '2023-11-01'
      and r.status = any('{calculated,approved,paid}'::text[]) and l->>3 like 'payslip:%' group by 1, 2`);
await explain('opening balances priced check', sql`explain analyze select 1 from payslips where organization_id = ${org} and employee_id = ${ids[0]} and tax_year_start = '2025-01-01' limit 1`);
await sql.end();
const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
await cleanup.unsafe('drop database corrections_explain');
await cleanup.end();
