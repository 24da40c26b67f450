-- Issue 31 item 6: what each payslip took per standing deduction, written with the payslip (db/payslipWrites.ts,
-- same statement, only for the rows that statement inserted: a chunk delivered twice writes neither twice). A
-- deduction's balance summed every earlier payslip line of its employee whose reference is
-- `employee_deduction:<id>`, taking apart every payslip of a loan holder on each calculation (about 80 ms of
-- PostgreSQL's CPU for 200 employees with a year of history, docs/performance.md); it now sums these rows.
-- No foreign key to payslips: its check locks the payslip row just written (migration 065's reasoning). The one
-- delete of payslips (db/payslips.ts deletePayslipsOfRun) deletes the run's rows here in the same statement.
create table payslip_deduction_takes (
  payslip_id uuid not null,
  deduction_id uuid not null,
  organization_id uuid not null,
  employee_id uuid not null,
  pay_run_id uuid not null,
  amount_minor bigint not null,
  -- A deduction's balance reads its own rows by this key.
  primary key (deduction_id, payslip_id)
);
create index payslip_deduction_takes_run on payslip_deduction_takes (pay_run_id);

alter table payslip_deduction_takes enable row level security;
create policy tenant_isolation on payslip_deduction_takes using (organization_id = current_organization_id())
  with check (organization_id = current_organization_id());
grant select, insert, delete on payslip_deduction_takes to payroll_app;

-- Payslips written before: the same lines the balance summed (amount at ->0, reference at ->>3, written out).
insert into payslip_deduction_takes (payslip_id, deduction_id, organization_id, employee_id, pay_run_id, amount_minor)
select p.id, substr(l ->> 3, 20)::uuid, p.organization_id, p.employee_id, p.pay_run_id, sum((l ->> 0)::bigint)
from payslips p cross join json_array_elements(p.lines) l
where strpos(p.lines::text, '"employee_deduction:') > 0
  and l ->> 3 ~ '^employee_deduction:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
group by p.id, substr(l ->> 3, 20), p.organization_id, p.employee_id, p.pay_run_id;
