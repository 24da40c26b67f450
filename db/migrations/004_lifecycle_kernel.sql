-- The lifecycle kernel: one transitions log for every machine, and the outbox its transitions and domain
-- events are published from. The status columns are mirrors of the machine snapshots, so the list of
-- statuses lives in machines/, not in a check constraint.

create table transitions (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  entity_type text not null,
  entity_id uuid not null,
  from_state text,
  to_state text not null,
  event text not null,
  actor text not null,
  at timestamptz not null default clock_timestamp(),
  details jsonb
);
create index transitions_entity on transitions (entity_id, id);

insert into transitions (id, organization_id, entity_type, entity_id, from_state, to_state, event, actor, at, details)
select id, organization_id, 'pay_run', pay_run_id, from_status, to_status, event, actor, at, details from pay_run_transitions;
drop table pay_run_transitions;

-- Written in the transaction of the change it announces; the relay publishes it after commit and marks it.
create table outbox (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  entity_type text not null,
  entity_id uuid not null,
  event_type text not null,
  payload jsonb not null,
  created_at timestamptz not null default now(),
  published_at timestamptz
);
create index outbox_unpublished on outbox (id) where published_at is null;

do $$
declare t text;
begin
  foreach t in array array['transitions', 'outbox'] loop
    execute format('alter table %I enable row level security', t);
    execute format('create policy tenant_isolation on %I using (organization_id = current_organization_id())
                    with check (organization_id = current_organization_id())', t);
  end loop;
end $$;
grant select, insert on transitions, outbox to payroll_app;

alter table pay_runs drop constraint pay_runs_status_check;
drop index pay_runs_calculating;
create index pay_runs_status on pay_runs (status);
