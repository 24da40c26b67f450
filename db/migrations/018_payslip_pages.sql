-- GET /pay_runs/{id}/payslips reads a run's payslips in id order, a page after a cursor, as the tenant (row-level
-- security adds the organization). With payslips_run (pay_run_id, id) the plan depended on the statistics: on a
-- table not analyzed since the run was calculated, PostgreSQL joined two other indexes' bitmaps, read every payslip
-- of the run and sorted them for each page (10,000 rows, about 20 ms); with statistics that knew of one run only,
-- the prepared statement's generic plan walked the primary key and filtered other runs out (588 rows for a page
-- at 100,000 payslips). Here organization, run and order are one range: a page is its limit + 1 entries
-- (29 buffers), whatever the statistics say.
create index payslips_org_run on payslips (organization_id, pay_run_id, id);
