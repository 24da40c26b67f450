-- Issue 31 item 1: the calculation writes payslips at the write limit. Each of payslips' four foreign keys cost a
-- lookup and a row lock in the referenced table per payslip written (about 20 µs of PostgreSQL's CPU a payslip of
-- 500 together, scripts/bench/priceChunk.ts, docs/performance.md), for a guarantee the one writer already keeps:
-- db/payslipWrites.ts is the only insert into payslips, and it writes in the transaction that read
--   * the run (findPayRun) and the employees (employeesToPrice, unnest of the chunk joined to employees): a payslip
--     names only a run and employees that transaction saw, and runs and employees are never deleted;
--   * the organization through row-level security (with check organization_id = current_organization_id());
--   * the rule set in the same statement (insert ... on conflict do nothing).
-- Payslips are never moved to another run, employee, organization or rule set (updates touch payment columns).
alter table payslips
  drop constraint payslips_organization_id_fkey,
  drop constraint payslips_pay_run_id_fkey,
  drop constraint payslips_employee_id_fkey,
  drop constraint payslips_rule_set_id_fkey;
