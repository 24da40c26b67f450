-- What a payslip prints of two write-only fields, kept beside their seals and written with them: the payment
-- destination (scheme, bank code, last four characters) and the statutory ids as printed (masked). Calculating a
-- payslip then opens neither the bank details nor the statutory ids (issue 31: two AES-GCM opens per payslip).
-- Null where the seal is null, or was written before this migration: the calculation opens that seal as before.
-- Never part of the employee read shape.
alter table employees
  add column masked_payment_destination jsonb,
  add column masked_statutory_ids jsonb;
