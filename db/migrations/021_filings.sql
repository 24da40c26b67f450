-- Statutory filings (machines/filing.ts; docs/filings.md). The snapshot is the truth; status, blockers,
-- gateway_errors and correlation_id mirror it for reads. The document is stored exactly as the authority takes it.
create table filings (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  jurisdiction text not null,
  type text not null check (type in ('fps', 'eps')),
  tax_year text not null,
  period_start date not null,
  period_end date not null,
  due_on date not null,
  pay_run_id uuid references pay_runs (id),
  status text not null,
  machine_snapshot jsonb not null,
  document text,
  totals jsonb not null default '{}'::jsonb,
  blockers jsonb not null default '[]'::jsonb,
  gateway_errors jsonb not null default '[]'::jsonb,
  correlation_id text,
  final_submission boolean not null default false,
  -- What the employer declares on a filing not made from a run (an EPS: no payment, Employment Allowance).
  declarations jsonb not null default '{}'::jsonb,
  submitted_at timestamptz,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index filings_org_id on filings (organization_id, id);
create index filings_pay_run on filings (pay_run_id);
create index filings_awaiting on filings (status);

-- The employer's references with each authority (GB: PAYE reference "123/AB45678", Accounts Office reference).
create table employer_references (
  organization_id uuid not null references organizations (id),
  jurisdiction text not null,
  paye_reference text,
  accounts_office_reference text,
  updated_at timestamptz not null default now(),
  primary key (organization_id, jurisdiction)
);

do $$
declare t text;
begin
  foreach t in array array['filings', 'employer_references'] loop
    execute format('alter table %I enable row level security', t);
    execute format('create policy tenant_isolation on %I using (organization_id = current_organization_id())
                    with check (organization_id = current_organization_id())', t);
  end loop;
end $$;

grant select, insert, update on filings, employer_references to payroll_app;

-- The staging filing gateway's own ledger (actors/gateways/simulatedFilingGateway.ts): one submission per key,
-- how many times it was asked to submit and polled. Not tenant data: the owner role writes it.
create table simulated_filing_submissions (
  submission_key text primary key,
  correlation_id text not null unique,
  outcome text not null,
  errors jsonb not null default '[]'::jsonb,
  -- How many polls answer "busy, poll again" before the verdict.
  busy_polls integer not null default 0,
  submits integer not null default 1,
  polls integer not null default 0,
  created_at timestamptz not null default now()
);

-- What HMRC's FPS asks of an employee that pricing does not: write-only, never read back by the API.
create table employee_filing_inputs (
  organization_id uuid not null references organizations (id),
  employee_id uuid primary key references employees (id),
  -- Gender as HMRC holds it for the person (RTI Data Item Guide 2026-27: M or F).
  gender text check (gender in ('M', 'F')),
  -- The starter declaration of a new employee (A, B or C).
  starter_declaration text check (starter_declaration in ('A', 'B', 'C')),
  updated_at timestamptz not null default now()
);
alter table employee_filing_inputs enable row level security;
create policy tenant_isolation on employee_filing_inputs using (organization_id = current_organization_id())
  with check (organization_id = current_organization_id());
grant select, insert, update on employee_filing_inputs to payroll_app;

-- A leaver: the employment's last day (employees.end_date, which pricing reads) and why it ended.
create table employee_leavings (
  organization_id uuid not null references organizations (id),
  employee_id uuid primary key references employees (id),
  leaving_date date not null,
  reason text not null check (reason in ('resignation', 'dismissal', 'redundancy', 'retirement', 'end_of_contract', 'death', 'other')),
  recorded_at timestamptz not null default now()
);
alter table employee_leavings enable row level security;
create policy tenant_isolation on employee_leavings using (organization_id = current_organization_id())
  with check (organization_id = current_organization_id());
grant select, insert, update on employee_leavings to payroll_app;
