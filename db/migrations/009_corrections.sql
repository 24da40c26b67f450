-- Corrections and real-world starts (issue #12): opening balances seeding year to date, and one-off pay items
-- priced in one run only.

-- Year to date an employee brought from another system (or a P45) for one tax year; sealed like compensation.
create table opening_balances (
  organization_id uuid not null references organizations (id),
  employee_id uuid not null references employees (id),
  tax_year_start date not null,
  sealed_balances text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (employee_id, tax_year_start)
);

-- A bonus, commission, overtime or one-off deduction for one employee in one run.
create table pay_run_items (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  pay_run_id uuid not null references pay_runs (id),
  employee_id uuid not null references employees (id),
  component_code text not null,
  kind text not null check (kind in ('earning', 'deduction')),
  amount_minor bigint not null check (amount_minor > 0),
  description text,
  quantity text,
  rate_minor bigint,
  created_at timestamptz not null default now()
);
create index pay_run_items_run on pay_run_items (pay_run_id, id);
create index pay_run_items_run_employee on pay_run_items (pay_run_id, employee_id);

-- The items of a paid run are part of what was paid: sealed as its payslips are (migration 005).
create function refuse_change_to_paid_run_item() returns trigger language plpgsql as $$
begin
  if exists (select 1 from pay_runs r where r.id = old.pay_run_id and r.machine_snapshot->>'status' = 'done' and r.paid_at is not null) then
    raise exception 'pay run item % belongs to a paid pay run and cannot change', old.id using errcode = 'P0001';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end $$;
create trigger pay_run_items_sealed_when_paid before update or delete on pay_run_items
  for each row execute function refuse_change_to_paid_run_item();

do $$
declare t text;
begin
  foreach t in array array['opening_balances', 'pay_run_items'] loop
    execute format('alter table %I enable row level security', t);
    execute format('create policy tenant_isolation on %I using (organization_id = current_organization_id())
                    with check (organization_id = current_organization_id())', t);
  end loop;
end $$;

grant select, insert, update on opening_balances to payroll_app;
grant select, insert, delete on pay_run_items to payroll_app;
