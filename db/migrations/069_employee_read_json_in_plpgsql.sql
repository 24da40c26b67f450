-- employee_read_json (migration 019) as PL/pgSQL building a typed row, the same text byte for byte. As a SQL
-- function called from the row trigger it ran its query through the SQL function executor for every row: more
-- than half of an import chunk's insert into employees (EXPLAIN ANALYZE of 1,000 rows: 89 of 161 ms in the
-- trigger). A unit's name is looked up only when the employee has that unit; most imported employees have none.
create type employee_read_shape as (
  id uuid, object text, staff_id text, full_name text, title text, first_name text, middle_name text, last_name text,
  suffix text, classification text, jurisdiction text, denomination_currency text, payment_currency text,
  start_date text, end_date text, archived boolean, bank_name_check text, bank_name_checked_at text,
  department text, "position" text, location text, created_at text, updated_at text
);

create or replace function employee_read_json(e employees) returns text language plpgsql stable as $$
declare
  department text;
  position_name text;
  location text;
begin
  if e.department_id is not null then select name into department from departments where id = e.department_id; end if;
  if e.position_id is not null then select name into position_name from positions where id = e.position_id; end if;
  if e.location_id is not null then select name into location from locations where id = e.location_id; end if;
  return row_to_json(row(
    e.id, 'employee', e.staff_id,
    concat_ws(' ', nullif(e.first_name, ''), nullif(e.middle_name, ''), nullif(e.last_name, ''), nullif(e.suffix, '')),
    e.title, e.first_name, e.middle_name, e.last_name, e.suffix, e.classification, e.jurisdiction,
    e.denomination_currency, e.payment_currency, to_char(e.start_date, 'YYYY-MM-DD'), to_char(e.end_date, 'YYYY-MM-DD'), e.archived,
    e.bank_name_check, to_char(e.bank_name_checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    department, position_name, location,
    to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    to_char(e.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::employee_read_shape)::text;
end $$;
