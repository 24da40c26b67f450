-- Deductions that carry a balance (issue 29): loans, advances, attachment orders, dues. A deduction's terms are
-- effective-dated rows, never rewritten but by a later row of the same date; stopping one adds a stopped row, so its
-- history is kept. What each run took is the payslip line whose reference is `employee_deduction:<id>`: a
-- recalculation or a reopened run changes the lines, and with them the balance, with nothing else to keep in step.
create table employee_deductions (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  employee_id uuid not null references employees (id),
  kind text not null check (kind in ('loan', 'salary_advance', 'attachment_of_earnings', 'union_dues', 'sacco_contribution', 'other')),
  description text not null,
  currency text not null,
  priority integer not null check (priority between 1 and 1000),
  total_minor bigint check (total_minor > 0),
  protected_minor bigint check (protected_minor >= 0),
  created_at timestamptz not null default now()
);
create index employee_deductions_employee on employee_deductions (organization_id, employee_id, id);

create table employee_deduction_terms (
  organization_id uuid not null references organizations (id),
  deduction_id uuid not null references employee_deductions (id),
  effective_from date not null,
  amount_minor bigint check (amount_minor > 0),
  percent_of_net_bp integer check (percent_of_net_bp between 1 and 10000),
  paused boolean not null default false,
  stopped boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (deduction_id, effective_from),
  check ((amount_minor is null) <> (percent_of_net_bp is null))
);

do $$
declare t text;
begin
  foreach t in array array['employee_deductions', 'employee_deduction_terms'] loop
    execute format('alter table %I enable row level security', t);
    execute format('create policy tenant_isolation on %I using (organization_id = current_organization_id())
                    with check (organization_id = current_organization_id())', t);
  end loop;
end $$;

grant select, insert on employee_deductions to payroll_app;
grant select, insert, update on employee_deduction_terms to payroll_app;
