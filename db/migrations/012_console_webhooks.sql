-- The console's webhook views: deliveries counted per machine state within the organization (from the snapshot),
-- an endpoint's recent deliveries newest first, and the events that concern a pay run (the run itself, or one of
-- its payslips, which carries pay_run_id) found without reading other runs' or organizations' events.
create index webhook_deliveries_org_state on webhook_deliveries (organization_id, (machine_snapshot ->> 'value'));
create index webhook_deliveries_of_endpoint_recent on webhook_deliveries (endpoint_id, id);
create index events_of_pay_run on events (organization_id, (coalesce(body #>> '{data,object,pay_run_id}', body #>> '{data,object,id}')));
