-- Employee imports (POST /employee_imports): the uploaded JSON lines kept in chunks that calculator-style
-- actors validate and write. A chunk is marked done in the transaction that writes its employees, so a
-- redelivered chunk writes nothing twice. Progress is read from the chunks; an import has no lifecycle
-- beyond "chunks left", so it has no machine.
create table employee_imports (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  rows_total integer not null check (rows_total between 1 and 100000),
  chunk_count integer not null,
  created_at timestamptz not null default now()
);
create index employee_imports_org on employee_imports (organization_id, id);

create table employee_import_chunks (
  organization_id uuid not null references organizations (id),
  import_id uuid not null references employee_imports (id),
  chunk integer not null,
  first_row integer not null,
  row_count integer not null,
  -- The chunk's lines as uploaded, one JSON object each; emptied once the chunk is written.
  lines text,
  done_at timestamptz,
  rows_failed integer not null default 0,
  -- [{ "row": n, "fields": { "<json.path>": "<reason>" } }], rows in upload order.
  errors jsonb not null default '[]',
  dispatched_at timestamptz not null default now(),
  dispatches integer not null default 1,
  primary key (import_id, chunk)
);
-- Read once and emptied: compressing the lines would cost the database CPU on the upload's critical path.
alter table employee_import_chunks alter column lines set storage external;
create index employee_import_chunks_pending on employee_import_chunks (dispatched_at) where done_at is null;

do $$
declare t text;
begin
  foreach t in array array['employee_imports', 'employee_import_chunks'] loop
    execute format('alter table %I enable row level security', t);
    execute format('create policy tenant_isolation on %I using (organization_id = current_organization_id())
                    with check (organization_id = current_organization_id())', t);
  end loop;
end $$;

grant select, insert on employee_imports to payroll_app;
grant select, insert, update on employee_import_chunks to payroll_app;
