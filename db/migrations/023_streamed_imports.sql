-- An import is stored chunk by chunk as its upload streams in; its totals are known only at the end of the
-- upload, and set then, in the same transaction.
grant update (rows_total, chunk_count) on employee_imports to payroll_app;
