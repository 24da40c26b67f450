-- The console's record pages (issue 34): a request id from a log line finds what the request changed, and a
-- record finds the outbox facts it caused without reading the whole outbox.
--
-- The request id is taken from the transaction's setting `app.request_id` (db/tenant.ts sets it for an API
-- request), so every writer of a transition or outbox row records it without passing it along; actors and the
-- console leave it null.
alter table transitions add column request_id text default nullif(current_setting('app.request_id', true), '');
alter table outbox add column request_id text default nullif(current_setting('app.request_id', true), '');
create index transitions_of_request on transitions (organization_id, request_id) where request_id is not null;
create index outbox_of_request on outbox (organization_id, request_id) where request_id is not null;
create index outbox_of_entity on outbox (entity_id, id);
-- What an API key did: its transitions, newest first.
create index transitions_of_actor on transitions (organization_id, actor, id) where actor like 'api_key:%';
