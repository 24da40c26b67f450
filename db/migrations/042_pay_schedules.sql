-- Pay schedules (issue 29): each makes the next draft run of its jurisdiction a number of days before the pay date.
create table pay_schedules (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  jurisdiction text not null,
  frequency text not null check (frequency in ('monthly', 'weekly', 'fortnightly', 'four_weekly')),
  first_period_start date not null,
  pay_date_rule jsonb not null,
  create_days_ahead integer not null check (create_days_ahead between 0 and 60),
  created_at timestamptz not null default now()
);
create index pay_schedules_org on pay_schedules (organization_id, id);

-- One row per schedule and period, written in the transaction that creates the run: the primary key is what makes
-- a period's run exactly once, whichever worker gets there first and however often a worker restarts.
create table scheduled_pay_runs (
  organization_id uuid not null references organizations (id),
  pay_schedule_id uuid not null references pay_schedules (id),
  period_index integer not null,
  period_start date not null,
  -- null when the period already had a run of the jurisdiction (made by hand): the schedule leaves it be.
  pay_run_id uuid references pay_runs (id),
  skipped_reason text,
  created_at timestamptz not null default now(),
  primary key (pay_schedule_id, period_index)
);

do $$
declare t text;
begin
  foreach t in array array['pay_schedules', 'scheduled_pay_runs'] loop
    execute format('alter table %I enable row level security', t);
    execute format('create policy tenant_isolation on %I using (organization_id = current_organization_id())
                    with check (organization_id = current_organization_id())', t);
  end loop;
end $$;

grant select, insert on pay_schedules to payroll_app;
grant select, insert, update on scheduled_pay_runs to payroll_app;
