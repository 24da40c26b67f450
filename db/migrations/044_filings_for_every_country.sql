-- Statutory filings for every country (issue 28; docs/filings.md): any registered filing type, returns that cover
-- every paid run of a period (filing_pay_runs), a return per state or fund (subdivision), and the reference an
-- authority's portal gave an uploaded document.
alter table filings drop constraint filings_type_check;
alter table filings add constraint filings_type_check check (type ~ '^[a-z][a-z0-9_]{1,39}$');
alter table filings add column subdivision text not null default '';
alter table filings add column authority_reference text;

-- One periodic return per type, period and subdivision: a run paid after it was filed goes into the next one.
create unique index filings_one_return_per_period on filings (organization_id, jurisdiction, type, period_start, subdivision)
  where pay_run_id is null and type <> 'eps';
create index filings_org_type_period on filings (organization_id, type, period_start);

-- Which paid runs a periodic return reports (a run is in exactly one return of each type and subdivision).
create table filing_pay_runs (
  organization_id uuid not null references organizations (id),
  filing_id uuid not null references filings (id),
  pay_run_id uuid not null references pay_runs (id),
  primary key (filing_id, pay_run_id)
);
create index filing_pay_runs_run on filing_pay_runs (pay_run_id);
alter table filing_pay_runs enable row level security;
create policy tenant_isolation on filing_pay_runs using (organization_id = current_organization_id())
  with check (organization_id = current_organization_id());
grant select, insert on filing_pay_runs to payroll_app;

-- Each country's employer references (domain/filings/employerReferenceCatalog.ts), and each employee's filing
-- inputs beyond HMRC's two columns (domain/filings/filingInputCatalog.ts): write-only values, keyed by field.
alter table employer_references add column refs jsonb not null default '{}'::jsonb;
alter table employee_filing_inputs add column inputs jsonb not null default '{}'::jsonb;
