-- Issue 31 item 1: each payslip sealed what priced it (compensation, tax profile, household, birthdate, additions)
-- on its own row: one AES-GCM seal of ~430 bytes per payslip, about a tenth of the calculator's CPU, and 573 of a
-- payslip row's ~1,900 bytes for PostgreSQL to write (docs/performance.md). A calculation chunk now seals its
-- payslips' inputs once, as one JSON object keyed by payslip id, in a row of its own here; each payslip it wrote
-- names that row in inputs_id. Written in the statement that writes the payslips, only when it wrote some (a chunk
-- delivered twice writes neither twice); deleted with them (db/payslips.ts deletePayslipsOfRun). No foreign key
-- either way, as for payslips' other keys (migration 065). Payslips written before keep their own sealed_inputs.
create table payslip_inputs (
  id uuid primary key,
  organization_id uuid not null,
  pay_run_id uuid not null,
  -- Sealed under the context payslip_inputs:<id>:inputs: { "<payslip id>": inputs, ... }.
  sealed text not null,
  created_at timestamptz not null default now()
);
create index payslip_inputs_run on payslip_inputs (pay_run_id);

alter table payslip_inputs enable row level security;
create policy tenant_isolation on payslip_inputs using (organization_id = current_organization_id())
  with check (organization_id = current_organization_id());
grant select, insert, delete on payslip_inputs to payroll_app;

alter table payslips
  alter column sealed_inputs drop not null,
  add column inputs_id uuid,
  add constraint payslips_inputs_sealed check (num_nonnulls(sealed_inputs, inputs_id) = 1);
