-- How often a run pays (issue 10): chosen at creation, monthly unless given. Compensation amounts are per pay
-- period, and the frequency decides which statutory period figures price them (domain/payroll/payFrequency.ts).
alter table pay_runs
  add column pay_frequency text not null default 'monthly'
    check (pay_frequency in ('monthly', 'weekly', 'fortnightly', 'four_weekly'));
