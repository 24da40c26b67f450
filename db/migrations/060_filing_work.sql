-- Filing work done after the request or payment commits, by the filing actor (actors/filingActors.ts): a paid
-- run joins its country's returns, and the drafts a changed person or employer reference affects are prepared
-- again. The row is written in the transaction of the change; the actor does it once (done_at, set in the
-- transaction that does it), however often its message is delivered; the filing sweep publishes a row whose
-- message was lost.
create table filing_work (
  id uuid primary key,
  organization_id uuid not null references organizations (id),
  -- pay_run: file the paid run in its returns; employee: prepare the drafts reporting the person;
  -- jurisdiction: prepare the drafts of the country whose employer references changed.
  kind text not null check (kind in ('pay_run', 'employee', 'jurisdiction')),
  subject text not null,
  created_at timestamptz not null default now(),
  done_at timestamptz
);
create index filing_work_pending on filing_work (created_at) where done_at is null;
alter table filing_work enable row level security;
create policy tenant_isolation on filing_work using (organization_id = current_organization_id())
  with check (organization_id = current_organization_id());
grant select, insert, update on filing_work to payroll_app;
