-- Each employee keeps its read shape as JSON text on its own row, so a page of GET /employees is its rows' texts
-- joined (docs/performance.md "Reads"). Building 100 of them at every request cost PostgreSQL about 2 ms a page,
-- most of the list's time; reading them costs a tenth of that.
--
-- employee_read_json is presentEmployee (commands/presenters/employee.ts) key for key and byte for byte:
-- full_name is deriveFullName (the non-empty parts joined by one space), dates as postgres.js receives them
-- (ISO), timestamps as Date.prototype.toISOString writes them (UTC, milliseconds truncated). Both are spelled out
-- with to_char: the text is written in the writer's session, whose DateStyle or time zone may be anything.
-- test/api/employeesJson.test.ts holds the stored text to JSON.stringify(presentEmployee(row)).
alter table employees add column read_json text;

create function employee_read_json(e employees) returns text language sql stable as $$
  select row_to_json(shape)::text from (select
    e.id, 'employee'::text as object, e.staff_id,
    concat_ws(' ', nullif(e.first_name, ''), nullif(e.middle_name, ''), nullif(e.last_name, ''), nullif(e.suffix, '')) as full_name,
    e.title, e.first_name, e.middle_name, e.last_name, e.suffix, e.classification, e.jurisdiction,
    e.denomination_currency, e.payment_currency, to_char(e.start_date, 'YYYY-MM-DD') as start_date, to_char(e.end_date, 'YYYY-MM-DD') as end_date, e.archived,
    e.bank_name_check, to_char(e.bank_name_checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as bank_name_checked_at,
    case when e.department_id is not null then (select name from departments where id = e.department_id) end as department,
    case when e.position_id is not null then (select name from positions where id = e.position_id) end as position,
    case when e.location_id is not null then (select name from locations where id = e.location_id) end as location,
    to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    to_char(e.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at) shape
$$;

-- Every write of the row writes its text: nothing else needs to remember to. It costs an insert about 17 µs
-- (100,000 rows: 4.0 s bare, 5.7 s with it), well inside the import's budget.
create function keep_employee_read_json() returns trigger language plpgsql as $$
begin
  new.read_json := employee_read_json(new);
  return new;
end $$;
create trigger employee_read_json before insert or update on employees
  for each row execute function keep_employee_read_json();

-- A department, position or location shows in its employees' texts by name.
create function refresh_unit_employees_read_json() returns trigger language plpgsql as $$
begin
  update employees set read_json = null -- written again by the row's own trigger
  where organization_id = new.organization_id
    and new.id = case tg_table_name when 'departments' then department_id when 'positions' then position_id else location_id end;
  return null;
end $$;
create trigger unit_employees_read_json after update of name on departments
  for each row when (old.name is distinct from new.name) execute function refresh_unit_employees_read_json();
create trigger unit_employees_read_json after update of name on positions
  for each row when (old.name is distinct from new.name) execute function refresh_unit_employees_read_json();
create trigger unit_employees_read_json after update of name on locations
  for each row when (old.name is distinct from new.name) execute function refresh_unit_employees_read_json();

update employees set read_json = null; -- written by the trigger above
alter table employees alter column read_json set not null;
