-- The organization's own bank account that salaries are paid from: the DbtrAcct (IBAN) and DbtrAgt (BIC) of the
-- pay run's ISO 20022 pain.001 payment file. Set by the operator (`npm run admin -- org set --debtor-iban ...`),
-- which checks the IBAN's check digits; the BIC format is also held here so no other writer can store a bad one.
alter table organizations
  add column debtor_iban text check (debtor_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$'),
  add column debtor_bic text check (debtor_bic ~ '^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$');
