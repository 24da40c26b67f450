import type { CommandContext } from '../context.ts';
import type { Transaction } from '../../db/connect.ts';
import { findPayRun, type PayRunRow } from '../../db/payRuns.ts';
import { findOrganization } from '../../db/organizations.ts';
import { findDebtorAccount } from '../../db/debtorAccounts.ts';
import { paymentsForFileAfter, paymentsInStates, type FilePaymentRow } from '../../db/paymentFile.ts';
import { keysetPages } from '../../db/keysetPages.ts';
import { streamFromSnapshot } from '../../db/snapshotStream.ts';
import { Rejection } from '../../domain/rejection.ts';
import type { BankDetails } from '../../domain/employees/bankDetails/bankDetails.ts';
import { openSealedValueNow, sealContext } from '../../domain/sealing/sealedValue.ts';
import { stateOf } from '../../machines/lifecycle.ts';
import { paymentFileStatuses } from '../../machines/payRun.ts';
import { employerPaidStates, railPaymentStates } from '../../machines/paymentStatus.ts';
import { bankNameCheckMachine, paymentHoldingStates } from '../../machines/bankNameCheck.ts';
import { restore } from '../lifecycle/applyEvent.ts';
import { pain001Check, type CheckedPain001 } from '../../documents/paymentFile/pain001Check.ts';
import { creditTransfer, pain001Head, pain001Tail, paymentInformationHead, paymentInformationTail } from '../../documents/paymentFile/pain001Parts.ts';
import type { PaymentFileInput } from '../../documents/paymentFile/paymentFileInput.ts';

type FileContext = Pick<CommandContext, 'sql' | 'organizationId' | 'keyring' | 'chunkSize'>;
type SnapshotContext = FileContext & { tx: Transaction };

/**
 * GET /pay_runs/{id}/payment_file: the run's ISO 20022 pain.001.001.09 credit transfers, one per payment going
 * through the bank and not held by a bank name mismatch, in the payment currency. Dated by the run's approval, so every download is the same file.
 *
 * Written in two passes over one snapshot, a chunk of payments at a time: the first checks every payment and adds
 * up each batch's count and control sum (a refusal is answered before any byte is sent), the second streams the
 * transfers. Memory holds a chunk whatever the run's size. The file's pieces are answered as the caller pulls them,
 * from a snapshot on a connection of the file's own (db/snapshotStream.ts).
 */
export async function paymentFileOfRun(ctx: FileContext, id: string): Promise<AsyncGenerator<string>> {
  const pieces = streamFromSnapshot(ctx.sql, ctx.organizationId, 1, async function* ([connection]) {
    const snapshot = { ...ctx, tx: connection! };
    const { run, file } = await checkedPaymentFile(snapshot, id);
    yield '';
    yield* writtenPaymentFile(snapshot, run, file);
  });
  // Run up to its first (empty) piece: the first pass's refusal is thrown here, before the answer's status; ended
  // before a piece is pulled (a client gone at once), the file still gives its connection back, which a
  // generator never started would skip.
  await pieces.next();
  return pieces;
}

/** The run's rail payments, a chunk at a time, in payslip order (of one currency, if given). */
function railPayments(ctx: SnapshotContext, payRunId: string, currency?: string) {
  return keysetPages(
    (after) => paymentsForFileAfter(ctx.tx, payRunId, railPaymentStates, { afterPayslipId: after, limit: ctx.chunkSize, currency }),
    (row) => row.payslip_id,
    ctx.chunkSize,
  );
}

/** A held payment waits at not_sent for an acknowledgement; in the file the bank would pay it anyway. */
const isHeld = (row: FilePaymentRow) =>
  (paymentHoldingStates as readonly string[]).includes(restore(bankNameCheckMachine, { machine_snapshot: row.name_check_snapshot }).value as string);

function paymentOf(ctx: FileContext, row: FilePaymentRow & { sealed_bank_details: string }): PaymentFileInput['payments'][number] {
  return {
    payslipId: row.payslip_id,
    employeeId: row.employee_id,
    fullName: row.full_name,
    amountMinor: row.payment_minor,
    currency: row.payment_currency,
    bankDetails: openSealedValueNow(ctx.keyring, sealContext('employee', row.employee_id, 'bank_details'), row.sealed_bank_details) as BankDetails,
  };
}

/** The first pass: every refusal the file can meet, in the order they have always been answered, or the heads' figures. */
async function checkedPaymentFile(ctx: SnapshotContext, id: string): Promise<{ run: PayRunRow; file: CheckedPain001 }> {
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
  const check = pain001Check(fileHeader(run, organization.name, { iban: debtor.debtor_iban, bic: debtor.debtor_bic }));
  let payments = 0;
  const held: string[] = [];
  for await (const page of railPayments(ctx, run.id)) {
    for (const row of page) {
      payments++;
      if (isHeld(row)) {
        held.push(row.payslip_id);
        continue;
      }
      // Not held, so not every payment is: the first without an account is the answer.
      if (!row.sealed_bank_details) {
        throw new Rejection('validation_failed', `Employee ${row.employee_id} has no bank details, so payslip ${row.payslip_id} cannot be paid by file.`, {
          fields: { [`payments.${row.payslip_id}`]: 'the employee has no bank_details' },
        });
      }
      check.add(paymentOf(ctx, { ...row, sealed_bank_details: row.sealed_bank_details }));
    }
  }
  if (payments > 0 && held.length === payments) {
    throw new Rejection('validation_failed', 'Every payment of this pay run is held by an unacknowledged bank name mismatch: there is no payment file until one is acknowledged.', {
      held_payslips: held,
    });
  }
  return { run, file: check.verdict() };
}

function fileHeader(run: PayRunRow, organizationName: string, debtor: { iban: string; bic: string | null }): Omit<PaymentFileInput, 'payments'> {
  return {
    run: { id: run.id, pay_date: run.pay_date },
    organization: { name: organizationName },
    debtor,
    createdAt: run.approved_at!,
  };
}

/**
 * The second pass: the file's pieces, a batch (currency) at a time and a chunk of transfers per piece, from the
 * snapshot the first pass checked, so each batch holds exactly the transfers its head counted and summed.
 */
async function* writtenPaymentFile(ctx: SnapshotContext, run: PayRunRow, file: CheckedPain001): AsyncGenerator<string> {
  const { facts, organizationName } = file;
  yield pain001Head({ runId: facts.run.id, sequence: facts.sequence, createdAt: facts.createdAt, count: file.count, controlSum: file.controlSum, organizationName });
  // The same checks again give each transfer its parsed facts and its creditor name, as writePain001 writes them.
  const recheck = pain001Check(facts);
  for (const batch of file.batches) {
    yield paymentInformationHead({ ...batch, runId: facts.run.id, sequence: facts.sequence, payDate: facts.run.pay_date, organizationName });
    let written = 0;
    for await (const page of railPayments(ctx, run.id, batch.currency)) {
      let piece = '';
      for (const row of page) {
        if (isHeld(row) || !row.sealed_bank_details) continue;
        const transfer = recheck.add(paymentOf(ctx, { ...row, sealed_bank_details: row.sealed_bank_details }));
        if (!transfer || file.batchOf(transfer.payment) !== batch) continue;
        piece += creditTransfer(transfer.payment, transfer.creditorName);
        written++;
      }
      if (piece) yield piece;
    }
    if (written !== batch.count) throw new Error(`pay run ${run.id}: batch ${batch.currency} wrote ${written} transfers, its head counted ${batch.count}`);
    yield paymentInformationTail;
  }
  yield pain001Tail;
}
