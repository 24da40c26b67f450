-- A periodic return's document in parts (issue 31): a return of 1,000,000 people is ~100 MB of text, more than a
-- worker's or the API's heap, so it is written a part at a time as its people are read and served a part at a time.
-- filings.document stays the whole document of a GB RTI filing; a return written in parts has document null and
-- document_in_parts true.
create table filing_document_parts (
  filing_id uuid not null references filings (id),
  organization_id uuid not null references organizations (id),
  part integer not null,
  text text not null,
  primary key (filing_id, part)
);
alter table filing_document_parts enable row level security;
create policy tenant_isolation on filing_document_parts using (organization_id = current_organization_id())
  with check (organization_id = current_organization_id());
grant select, insert, delete on filing_document_parts to payroll_app;

alter table filings add column document_in_parts boolean not null default false;

-- The order a return lists its people in: JavaScript's localeCompare (ICU's root collation), names ICU holds equal
-- left to the next key (the employee id), as localeCompare's 0 leaves them. Pages of people are read in it.
create collation filing_order (provider = icu, locale = 'und', deterministic = false);
