-- Who this deployment is: every message it publishes carries this id, and a worker refuses another's message.
create table deployment_identity (
  id uuid primary key default gen_random_uuid(),
  only_one boolean not null default true unique check (only_one),
  created_at timestamptz not null default now()
);
insert into deployment_identity default values;
