-- Each employee's bank name check is a bankNameCheckMachine (machines/bankNameCheck.ts): the snapshot is the
-- truth; bank_name_check and bank_name_checked_at mirror it for reads. The bank-held name is never stored.
alter table employees
  add column bank_name_check_snapshot jsonb not null
    default '{"status":"active","value":"unchecked","context":{"checkedAt":null,"acknowledgedBy":null,"acknowledgedAt":null}}'::jsonb,
  add column bank_name_check_acknowledged_by text,
  add column bank_name_check_acknowledged_at timestamptz;
alter table employees drop constraint employees_bank_name_check_check;
