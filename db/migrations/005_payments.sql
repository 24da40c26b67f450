-- Each payslip's payment is a paymentStatusMachine (machines/paymentStatus.ts): its snapshot is the truth and
-- payment_state mirrors it. A paid run is sealed: once its final transition is stamped (paid_at), the database
-- refuses any change to the run, and any change to its payslips other than their payment moving on.

alter table payslips
  add column payment_snapshot jsonb not null
    default '{"status":"active","value":"none","context":{"sentAt":null,"settledAt":null,"note":null}}'::jsonb;
alter table payslips drop constraint payslips_payment_state_check;

create function refuse_change_to_paid_run() returns trigger language plpgsql as $$
begin
  -- 'done' is XState's word for a machine in its final state; paid_at is stamped by the transition into it.
  if old.machine_snapshot->>'status' = 'done' and old.paid_at is not null then
    raise exception 'pay run % is paid and cannot change', old.id using errcode = 'P0001';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end $$;
create trigger pay_runs_sealed_when_paid before update or delete on pay_runs
  for each row execute function refuse_change_to_paid_run();

create function refuse_change_to_paid_payslip() returns trigger language plpgsql as $$
declare
  payment_columns text[] := array['payment_state', 'payment_snapshot', 'sent_at', 'settled_at', 'payment_note', 'updated_at'];
begin
  if exists (select 1 from pay_runs r where r.id = old.pay_run_id and r.machine_snapshot->>'status' = 'done' and r.paid_at is not null)
     and (tg_op = 'DELETE' or (to_jsonb(new) - payment_columns) is distinct from (to_jsonb(old) - payment_columns)) then
    raise exception 'payslip % belongs to a paid pay run and cannot change', old.id using errcode = 'P0001';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end $$;
create trigger payslips_sealed_when_paid before update or delete on payslips
  for each row execute function refuse_change_to_paid_payslip();

-- Payment messages are sent and reported per payslip; the actor looks a payment up by id.
create index payslips_payment_state on payslips (pay_run_id, payment_state);

-- The staging payment partner's own ledger (actors/partners/simulatedPartner.ts): one payment per key, and how
-- many times it was asked, so a redelivered send is visibly paid once. Not tenant data: the owner role writes it.
create table simulated_partner_payments (
  idempotency_key text primary key,
  payslip_id uuid not null,
  amount_minor bigint not null,
  currency text not null,
  outcome text not null,
  attempts integer not null default 1,
  created_at timestamptz not null default now()
);
