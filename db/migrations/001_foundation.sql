-- Organizations, members, API keys, employees and the shared request machinery.
-- Tenant tables carry row-level security on organization_id: the service runs tenant queries as
-- payroll_app (not the owner), so a query that forgets its organization sees nothing.

do $$ begin
  create role payroll_app nologin;
exception when duplicate_object or unique_violation then null;
end $$;
do $$ begin
  execute format('grant payroll_app to %I', current_user);
exception when duplicate_object or unique_violation or invalid_grant_operation then null;
end $$;

create function current_organization_id() returns uuid language sql stable as $$
  select nullif(current_setting('app.organization_id', true), '')::uuid
$$;

create table organizations (
  id uuid primary key,
  name text not null,
  country_code text,
  default_currency text not null,
  status text not null default 'active' check (status in ('active', 'suspended', 'deactivated')),
  kyc_status text not null default 'not_started' check (kyc_status in ('not_started', 'pending', 'verified', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table members (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  email text not null,
  permissions text[] not null,
  created_at timestamptz not null default now(),
  unique (organization_id, email)
);

create table api_keys (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  member_id uuid not null references members (id),
  key_id text not null unique,
  secret_sha256 bytea not null,
  scopes text[] not null,
  env text not null check (env in ('live', 'test')),
  expires_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);

create table departments (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  name text not null,
  created_at timestamptz not null default now()
);
create table positions (like departments including all);
alter table positions add foreign key (organization_id) references organizations (id);
create table locations (like departments including all);
alter table locations add foreign key (organization_id) references organizations (id);

create table employees (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  staff_id text,
  title text,
  first_name text not null,
  middle_name text,
  last_name text,
  suffix text,
  classification text not null default 'employee' check (classification in ('employee', 'contractor')),
  jurisdiction text not null,
  denomination_currency text not null,
  payment_currency text not null,
  start_date date,
  end_date date,
  archived boolean not null default false,
  bank_name_check text check (bank_name_check in ('matched', 'close', 'mismatch', 'unavailable')),
  bank_name_checked_at timestamptz,
  department_id uuid references departments (id),
  position_id uuid references positions (id),
  location_id uuid references locations (id),
  hod_id uuid references employees (id),
  -- Write-only fields, sealed with AES-256-GCM (domain/sealing); never selected into a response.
  sealed_birthdate text,
  sealed_phone text,
  sealed_tax_profile text,
  sealed_household_composition text,
  sealed_bank_details text,
  sealed_statutory_ids text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index employees_org_updated on employees (organization_id, updated_at, id);
create index employees_org_jurisdiction on employees (organization_id, jurisdiction) where not archived;

-- Remembered responses of idempotent requests (24 h), per organization.
create table idempotency_keys (
  organization_id uuid not null references organizations (id),
  key text not null,
  request_sha256 bytea not null,
  response_status integer not null,
  response_headers jsonb not null,
  response_body text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (organization_id, key)
);

-- GCRA rate limiting shared by every API process: one row per key, its theoretical arrival time.
create table rate_limits (
  key_id text primary key,
  tat timestamptz not null
);

create function take_rate_limit(p_key text, p_rate double precision, p_burst integer,
  out allowed boolean, out remaining integer, out retry_after_seconds integer)
language plpgsql as $$
declare
  interval_s double precision := 1.0 / p_rate;
  tolerance_s double precision := interval_s * (p_burst - 1);
  now_ts timestamptz := clock_timestamp();
  tat_ts timestamptz;
  ahead_s double precision;
begin
  insert into rate_limits (key_id, tat) values (p_key, now_ts) on conflict (key_id) do nothing;
  select greatest(tat, now_ts) into tat_ts from rate_limits where key_id = p_key for update;
  ahead_s := extract(epoch from tat_ts - now_ts);
  if ahead_s > tolerance_s then
    allowed := false;
    remaining := 0;
    retry_after_seconds := greatest(1, ceil(ahead_s - tolerance_s)::integer);
  else
    update rate_limits set tat = tat_ts + make_interval(secs => interval_s) where key_id = p_key;
    allowed := true;
    remaining := greatest(0, floor((tolerance_s - ahead_s) / interval_s)::integer);
    retry_after_seconds := 0;
  end if;
end $$;

-- FX rates set by operators (`npm run admin -- fx set`), exact decimal strings.
create table fx_rates (
  from_currency text not null,
  to_currency text not null,
  effective_date date not null,
  rate numeric not null check (rate > 0),
  created_at timestamptz not null default now(),
  primary key (from_currency, to_currency, effective_date)
);

-- Row-level security on every tenant table.
alter table organizations enable row level security;
create policy tenant_isolation on organizations using (id = current_organization_id());
do $$
declare t text;
begin
  foreach t in array array['members', 'departments', 'positions', 'locations', 'employees', 'idempotency_keys'] loop
    execute format('alter table %I enable row level security', t);
    execute format('create policy tenant_isolation on %I using (organization_id = current_organization_id())
                    with check (organization_id = current_organization_id())', t);
  end loop;
end $$;

grant select, update on organizations to payroll_app;
grant select on members to payroll_app;
grant select, insert, update on departments, positions, locations, employees to payroll_app;
grant select, insert, update, delete on idempotency_keys to payroll_app;
grant select on fx_rates to payroll_app;
grant execute on function current_organization_id() to payroll_app;
