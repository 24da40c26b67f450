-- Issue 27, the FPS inputs still missing (HMRC RTI Data Item Guide 2026-27):
-- an employee's address, which HMRC takes in place of a NINO (sealed: write-only personal data, opened only to file);
-- the hours normally worked a week, from which the FPS's HoursWorked band is derived (A-D; E when not given);
-- the payroll id of the employment when it is neither the staff id nor the employee id (a re-employment needs a new one).
alter table employee_filing_inputs
  add column sealed_address text,
  add column normal_weekly_hours_hundredths integer check (normal_weekly_hours_hundredths between 0 and 16800),
  add column payroll_id text check (char_length(payroll_id) between 1 and 35);

-- Each FPS's payroll id per employee as prepared. The ids of an FPS sent to HMRC are the ones it holds: a later FPS
-- with another id for the same employment flags PayIdChgd with the old one, and an id HMRC holds for one employment
-- is never reported for another (a re-employment is a new employment with a new payroll id).
create table filing_payroll_ids (
  organization_id uuid not null references organizations (id),
  filing_id uuid not null references filings (id),
  employee_id uuid not null references employees (id),
  payroll_id text not null,
  primary key (filing_id, employee_id)
);
create index filing_payroll_ids_by_payroll_id on filing_payroll_ids (organization_id, payroll_id);
create index filing_payroll_ids_by_employee on filing_payroll_ids (employee_id);
alter table filing_payroll_ids enable row level security;
create policy tenant_isolation on filing_payroll_ids using (organization_id = current_organization_id())
  with check (organization_id = current_organization_id());
grant select, insert, delete on filing_payroll_ids to payroll_app;
