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

-- What priced a paid run's payslips is as fixed as they are (migration 005): deleted only with a recalculation's.
-- One trigger function for the rows a paid run holds beside its payslips, named (and their verb) by the trigger's
-- arguments; a run's items (migration 009) move onto it with the message they had.
create function refuse_change_to_row_of_paid_run() returns trigger language plpgsql as $$
begin
  if exists (select 1 from pay_runs r where r.id = old.pay_run_id and r.machine_snapshot->>'status' = 'done' and r.paid_at is not null) then
    raise exception '% % % to a paid pay run and cannot change', tg_argv[0], old.id, tg_argv[1] using errcode = 'P0001';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end $$;
create trigger payslip_inputs_sealed_when_paid before update or delete on payslip_inputs
  for each row execute function refuse_change_to_row_of_paid_run('payslip inputs', 'belong');
drop trigger pay_run_items_sealed_when_paid on pay_run_items;
drop function refuse_change_to_paid_run_item();
create trigger pay_run_items_sealed_when_paid before update or delete on pay_run_items
  for each row execute function refuse_change_to_row_of_paid_run('pay run item', 'belongs');

-- Not valid: every row written before has sealed_inputs (it was not null) and no inputs_id, so the check holds for
-- them without reading millions of payslips under this migration's lock; every write from now on is checked.
alter table payslips
  alter column sealed_inputs drop not null,
  add column inputs_id uuid,
  add constraint payslips_inputs_sealed check (num_nonnulls(sealed_inputs, inputs_id) = 1) not valid;
