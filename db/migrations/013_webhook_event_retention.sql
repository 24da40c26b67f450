-- Event retention (issue 13): the purge finds events older than the retention across every organization, oldest
-- first, in bounded batches; without this index it would read the whole table each time.
create index events_by_created on events (created_at, id);
