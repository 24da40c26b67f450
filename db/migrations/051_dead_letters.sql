-- Dead letters (machines/deadLetter.ts; issue 30 item 7, issue 34 item 3): messages a worker would not act on,
-- recorded from the <NATS_NAMESPACE>_DEAD_LETTERS stream (or the in-process bus) under the organization they name,
-- so an operator lists, counts and replays them. The snapshot is the truth; status mirrors it for reads.
create table dead_letters (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  -- Where the bus kept it (`<stream>:<sequence>` on NATS, a uuid in process): recorded once however often heard.
  letter_key text not null unique,
  subject text not null,
  stream text not null,
  consumer text not null,
  message_id text,
  deliveries integer not null,
  error text not null,
  record_entity text,
  record_id text,
  -- The message as the worker received it (JSON text), put back on `subject` by a replay.
  data text not null,
  dead_lettered_at timestamptz not null,
  status text not null,
  machine_snapshot jsonb not null,
  decided_by text,
  -- When the replayer put the message back on its subject (a redelivered replay fact then publishes nothing).
  republished_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index dead_letters_org_recent on dead_letters (organization_id, dead_lettered_at desc, id desc);
create index dead_letters_org_status on dead_letters (organization_id, status);

do $$
begin
  execute 'alter table dead_letters enable row level security';
  execute 'create policy tenant_isolation on dead_letters using (organization_id = current_organization_id())
           with check (organization_id = current_organization_id())';
end $$;
grant select, insert, update on dead_letters to payroll_app;

-- Stuck work (docs/operations.md): each list reads an index, never every row.
-- Payments waiting at the partner, oldest first.
create index payslips_state_sent_at on payslips (payment_state, sent_at);
-- Runs calculating too long read pay_runs_status (migration 004): few runs are ever calculating.
-- Endpoints failing since a while.
create index webhook_endpoints_failing on webhook_endpoints (failing_since) where failing_since is not null and deleted_at is null;
