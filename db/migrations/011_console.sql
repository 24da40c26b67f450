-- The operator console: members sign in with a password (scrypt, never stored in clear), sessions live here
-- (only the SHA-256 of the cookie's token is kept), keys record when they were last used, and the machines
-- page counts each organization's records per machine state from the snapshots.

alter table members add column password_hash text;

create table console_sessions (
  token_sha256 bytea primary key,
  member_id uuid not null references members (id),
  organization_id uuid not null references organizations (id),
  csrf_token text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index console_sessions_member on console_sessions (member_id);
create index console_sessions_expiry on console_sessions (expires_at);
-- Read only by the service owner before any organization is known; the policy keeps tenant code out all the same.
alter table console_sessions enable row level security;
create policy tenant_isolation on console_sessions using (organization_id = current_organization_id())
  with check (organization_id = current_organization_id());

alter table api_keys add column last_used_at timestamptz;
create index api_keys_org_created on api_keys (organization_id, created_at);

-- Counts per state read the snapshot (the truth), not the mirrors, and stay within the organization.
create index pay_runs_org_state on pay_runs (organization_id, (machine_snapshot ->> 'value'));
create index payslips_org_payment_state on payslips (organization_id, (payment_snapshot ->> 'value'));
create index employees_org_name_check_state on employees (organization_id, (bank_name_check_snapshot ->> 'value'));
create index members_email on members (lower(email));
