import type { CommandContext } from '../context.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { findOrganization } from '../../db/organizations.ts';
import { findDebtorAccount } from '../../db/debtorAccounts.ts';
import { paymentsForFile, paymentsInStates } from '../../db/paymentFile.ts';
import { Rejection } from '../../domain/rejection.ts';
import type { BankDetails } from '../../domain/employees/bankDetails/bankDetails.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import { stateOf } from '../../machines/lifecycle.ts';
import { paymentFileStatuses } from '../../machines/payRun.ts';
import { employerPaidStates, railPaymentStates } from '../../machines/paymentStatus.ts';
import { bankNameCheckMachine, paymentHoldingStates } from '../../machines/bankNameCheck.ts';
import { restore } from '../lifecycle/applyEvent.ts';
import { writePain001 } from '../../documents/paymentFile/pain001.ts';

/**
 * GET /pay_runs/{id}/payment_file: the run's ISO 20022 pain.001.001.09 credit transfers, one per payment going
 * through the bank and not held by a bank name mismatch, in the payment currency. Dated by the run's approval, so every download is the same file.
 */
export async function paymentFileOfRun(ctx: Pick<CommandContext, 'tx' | 'organizationId' | 'keyring'>, id: string): Promise<string> {
  const run = await findPayRun(ctx.tx, ctx.organizationId, id);
  if (!run) throw new Rejection('not_found', 'No such pay run.');
  const status = stateOf(run);
  if (!(paymentFileStatuses as readonly string[]).includes(status)) {
    throw new Rejection('invalid_transition', `A ${status} pay run has no payment file yet: approve it first.`, { status, allowed: [] });
  }
  const debtor = await findDebtorAccount(ctx.tx, ctx.organizationId);
  if (!debtor?.debtor_iban) {
    throw new Rejection('validation_failed', "The organization's debtor account is not set: an operator sets it with `npm run admin -- org set --org <id> --debtor-iban <IBAN> --debtor-bic <BIC>`.", {
      fields: { debtor_iban: 'required for the payment file' },
    });
  }
  const organization = (await findOrganization(ctx.tx, ctx.organizationId))!;
  if ((await paymentsInStates(ctx.tx, run.id, employerPaidStates)) > 0) {
    throw new Rejection('validation_failed', 'This pay run was paid by employer_bank, from the organization\'s own bank: the service made no transfers, so there is no payment file.', {
      payment_method: 'employer_bank',
    });
  }
  const rows = await paymentsForFile(ctx.tx, run.id, railPaymentStates);
  // A held payment waits at not_sent for an acknowledgement; in the file the bank would pay it anyway.
  const isHeld = (row: (typeof rows)[number]) =>
    (paymentHoldingStates as readonly string[]).includes(restore(bankNameCheckMachine, { machine_snapshot: row.name_check_snapshot }).value as string);
  const held = rows.filter(isHeld);
  if (rows.length > 0 && held.length === rows.length) {
    throw new Rejection('validation_failed', 'Every payment of this pay run is held by an unacknowledged bank name mismatch: there is no payment file until one is acknowledged.', {
      held_payslips: held.map((row) => row.payslip_id),
    });
  }
  const payments = [];
  for (const row of rows.filter((row) => !isHeld(row))) {
    if (!row.sealed_bank_details) {
      throw new Rejection('validation_failed', `Employee ${row.employee_id} has no bank details, so payslip ${row.payslip_id} cannot be paid by file.`, {
        fields: { [`payments.${row.payslip_id}`]: 'the employee has no bank_details' },
      });
    }
    const bankDetails = (await openSealedValue(ctx.keyring, sealContext('employee', row.employee_id, 'bank_details'), row.sealed_bank_details)) as BankDetails;
    payments.push({
      payslipId: row.payslip_id,
      employeeId: row.employee_id,
      fullName: row.employee_snapshot.full_name,
      amountMinor: row.payment_minor,
      currency: row.payment_currency,
      bankDetails,
    });
  }
  return writePain001({
    run: { id: run.id, pay_date: run.pay_date },
    organization: { name: organization.name },
    debtor: { iban: debtor.debtor_iban, bic: debtor.debtor_bic },
    createdAt: run.approved_at!,
    payments,
  });
}
