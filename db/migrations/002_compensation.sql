-- Compensation history (interface 3.5): close and append. A row is never rewritten; the only change a row
-- ever takes is its effective_to going from null to a date, once. Rows are half-open: [effective_from, effective_to).

create table compensation_rows (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  employee_id uuid not null references employees (id),
  component_code text not null,
  sealed_amount text not null,
  proratable boolean not null,
  effective_from date not null,
  effective_to date,
  created_at timestamptz not null default now(),
  check (effective_to is null or effective_to > effective_from)
);
create unique index compensation_rows_one_open on compensation_rows (employee_id, component_code) where effective_to is null;
create index compensation_rows_employee on compensation_rows (organization_id, employee_id, effective_from);

create function compensation_rows_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'compensation history is append-only: rows are never deleted';
  end if;
  if old.effective_to is null and new.effective_to is not null
     and (new.id, new.organization_id, new.employee_id, new.component_code, new.sealed_amount, new.proratable,
          new.effective_from, new.created_at)
       is not distinct from
         (old.id, old.organization_id, old.employee_id, old.component_code, old.sealed_amount, old.proratable,
          old.effective_from, old.created_at) then
    return new;
  end if;
  raise exception 'compensation history is append-only: only closing an open row is allowed';
end $$;

create trigger compensation_rows_append_only before update or delete on compensation_rows
  for each row execute function compensation_rows_append_only();

alter table compensation_rows enable row level security;
create policy tenant_isolation on compensation_rows using (organization_id = current_organization_id())
  with check (organization_id = current_organization_id());
grant select, insert, update (effective_to) on compensation_rows to payroll_app;
