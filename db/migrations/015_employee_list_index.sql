-- GET /employees reads an organization's active (or archived) employees in id order, a page after a cursor.
-- Without this index the pages walked the primary key across every organization's employees, filtering out
-- the others' (or sorted the organization's whole list for a small one): now a page is a range of 101 entries.
create index employees_org_list on employees (organization_id, archived, id);
