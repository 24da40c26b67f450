-- The read path (docs/performance.md "Reads").

-- GET /employees reads an organization's active (or archived) employees in id order, a page after a cursor.
-- Without this index the pages walked the primary key across every organization's employees, filtering out
-- the others' (or sorted the organization's whole list for a small one): now a page is a range of 101 entries.
create index employees_org_list on employees (organization_id, archived, id);

-- Every request takes its key's bucket row for update, and held the lock until its commit had flushed the WAL:
-- one key's requests queued behind one fsync each (about 370 a second under load on the bench machine, against
-- 1,800 unlogged). A bucket lost in a crash (or a failover) starts full again, which costs a burst at most; a
-- clean restart keeps it.
alter table rate_limits set unlogged;
