-- Accounting journals (issue 29): each organization's ledger accounts for payslip line codes and payment
-- destinations, replaced whole by PUT /accounting/accounts. One row per organization.
create table ledger_account_maps (
  organization_id uuid primary key references organizations (id),
  -- { "<line code>": { "expense_account"?: text, "liability_account"?: text } }
  lines jsonb not null,
  -- { "<bank scheme or none>": text }: where net pay payable is credited
  destinations jsonb not null,
  xero_tax_rate text,
  updated_at timestamptz not null default now()
);
alter table ledger_account_maps enable row level security;
create policy tenant_isolation on ledger_account_maps using (organization_id = current_organization_id())
  with check (organization_id = current_organization_id());
grant select, insert, update on ledger_account_maps to payroll_app;
