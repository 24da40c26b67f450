-- Webhooks: endpoints a client subscribes, the events produced from the outbox, and each delivery of an event
-- to an endpoint (a webhookDeliveryMachine, machines/webhookDelivery.ts: the snapshot is the truth, status mirrors
-- it) with every attempt it took. Secrets are sealed (AES-256-GCM, bound to their row), never stored in clear.

create table webhook_endpoints (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  url text not null,
  events text[] not null,
  description text,
  disabled boolean not null default false,
  disabled_reason text,
  disabled_at timestamptz,
  -- The first failure of the current unbroken run of failures; cleared by any success.
  failing_since timestamptz,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhook_endpoints_of_organization on webhook_endpoints (organization_id, id) where deleted_at is null;

-- One row per secret; a rotation gives the old one an expiry (the overlap), the new one none.
create table webhook_endpoint_secrets (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  endpoint_id uuid not null references webhook_endpoints (id),
  sealed_secret text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz
);
create index webhook_endpoint_secrets_of_endpoint on webhook_endpoint_secrets (endpoint_id, created_at desc);

-- An event exists once per outbox fact: a redelivered stream message finds it and writes nothing.
create table events (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  outbox_id uuid not null unique,
  type text not null,
  body jsonb not null,
  created_at timestamptz not null
);
create index events_of_organization on events (organization_id, id);
create index events_of_organization_by_type on events (organization_id, type, id);
create index events_of_organization_by_created on events (organization_id, created_at);

create table webhook_deliveries (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  event_id uuid not null references events (id),
  endpoint_id uuid not null references webhook_endpoints (id),
  status text not null,
  machine_snapshot jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  -- A process delivering it holds it until then; an expired lease (a crash) lets another take it.
  leased_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where next_attempt_at is not null;
create index webhook_deliveries_of_event on webhook_deliveries (event_id);
create index webhook_deliveries_of_endpoint on webhook_deliveries (endpoint_id) where next_attempt_at is not null;

create table webhook_delivery_attempts (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  delivery_id uuid not null references webhook_deliveries (id),
  event_id uuid not null references events (id),
  endpoint_id uuid not null references webhook_endpoints (id),
  attempted_at timestamptz not null,
  duration_ms integer not null,
  response_status integer,
  error text
);
create index webhook_delivery_attempts_of_event on webhook_delivery_attempts (event_id, id);

do $$
declare t text;
begin
  foreach t in array array['webhook_endpoints', 'webhook_endpoint_secrets', 'events', 'webhook_deliveries', 'webhook_delivery_attempts'] loop
    execute format('alter table %I enable row level security', t);
    execute format('create policy tenant_isolation on %I using (organization_id = current_organization_id())
                    with check (organization_id = current_organization_id())', t);
  end loop;
end $$;
grant select, insert, update on webhook_endpoints, webhook_endpoint_secrets, events, webhook_deliveries to payroll_app;
grant select, insert on webhook_delivery_attempts to payroll_app;
