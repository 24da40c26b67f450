-- Issue 31 item 6: retro priced every paid payslip of its two-year look-back again on each calculation, reading
-- and expanding every line of each (about 150 ms of the API's CPU for 200 employees with a year of history). A
-- regular payslip now keeps a digest of what its standing pay was priced from (domain/payroll/standingPayInputs.ts),
-- written only when its standing lines are exactly that pricing; retro prices again only the payslips whose digest
-- differs from today's inputs or which some run already corrected. Payslips written before have none: always priced
-- again, as before.
alter table payslips add column standing_pay_inputs text;
