-- Pay runs, their state history, the chunks of a background calculation, and payslips.

create table pay_runs (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  jurisdiction text not null,
  currency text not null,
  period_start date not null,
  period_end date not null,
  pay_date date not null,
  as_of_date date not null,
  status text not null check (status in ('draft', 'calculating', 'calculated', 'approved', 'paid')),
  -- The XState snapshot of payRunMachine (machines/payRun.ts); status mirrors its value for queries.
  machine_snapshot jsonb not null,
  calculation integer not null default 0,
  payslip_count integer not null default 0,
  gross_minor bigint not null default 0,
  net_minor bigint not null default 0,
  employee_deductions_minor bigint not null default 0,
  employer_cost_minor bigint not null default 0,
  failure jsonb,
  approved_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (period_end >= period_start)
);
create index pay_runs_org_id on pay_runs (organization_id, id);
create index pay_runs_org_jurisdiction_period on pay_runs (organization_id, jurisdiction, period_start, period_end);
create index pay_runs_calculating on pay_runs (status) where status = 'calculating';

create table pay_run_transitions (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  pay_run_id uuid not null references pay_runs (id),
  from_status text,
  to_status text not null,
  event text not null,
  actor text not null,
  at timestamptz not null default clock_timestamp(),
  details jsonb
);
create index pay_run_transitions_run on pay_run_transitions (pay_run_id, id);

-- The employees of one background calculation, split for the calculator actors.
create table pay_run_chunks (
  organization_id uuid not null references organizations (id),
  pay_run_id uuid not null references pay_runs (id),
  calculation integer not null,
  chunk integer not null,
  employee_ids uuid[] not null,
  state text not null default 'pending' check (state in ('pending', 'done', 'failed')),
  attempts integer not null default 0,
  last_error text,
  dispatched_at timestamptz not null default now(),
  completed_at timestamptz,
  -- Which calculator process priced it (host:pid), for operators following a run.
  completed_by text,
  primary key (pay_run_id, calculation, chunk)
);
create index pay_run_chunks_pending on pay_run_chunks (pay_run_id, calculation) where state = 'pending';

create table payslips (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  pay_run_id uuid not null references pay_runs (id),
  employee_id uuid not null references employees (id),
  calculation integer not null,
  currency text not null,
  gross_minor bigint not null,
  net_minor bigint not null,
  employee_deductions_minor bigint not null,
  employer_cost_minor bigint not null,
  tax_minor bigint not null,
  payment_minor bigint not null,
  payment_currency text not null,
  fx_rate_used text,
  payment_state text not null default 'none'
    check (payment_state in ('none', 'not_sent', 'sent', 'arrived', 'returned', 'refused', 'paid_by_employer')),
  sent_at timestamptz,
  settled_at timestamptz,
  payment_note text,
  line_items jsonb not null,
  -- Year to date: the accumulators the engine started from and ended with, for this employee's tax year.
  tax_year_start date not null,
  period_start date not null,
  period_end date not null,
  ytd_before jsonb not null,
  ytd_after jsonb not null,
  -- What priced it, so it reproduces: the employee as printed, the table versions, and the sealed inputs.
  employee_snapshot jsonb not null,
  organization_snapshot jsonb not null,
  rule_versions text[] not null,
  sealed_inputs text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (pay_run_id, employee_id)
);
create index payslips_run on payslips (pay_run_id, id);
create index payslips_ytd on payslips (organization_id, employee_id, tax_year_start, period_end);

do $$
declare t text;
begin
  foreach t in array array['pay_runs', 'pay_run_transitions', 'pay_run_chunks', 'payslips'] loop
    execute format('alter table %I enable row level security', t);
    execute format('create policy tenant_isolation on %I using (organization_id = current_organization_id())
                    with check (organization_id = current_organization_id())', t);
  end loop;
end $$;

grant select, insert, update on pay_runs to payroll_app;
grant select, insert on pay_run_transitions to payroll_app;
grant select, insert, update, delete on pay_run_chunks, payslips to payroll_app;
grant select on compensation_rows to payroll_app;
