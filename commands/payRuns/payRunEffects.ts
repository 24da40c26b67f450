import type { CommandContext } from '../context.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import { updatePayRun } from '../../db/payRuns.ts';
import { deletePayslipsOfRun, totalPayslipsOfRun } from '../../db/payslips.ts';
import { lockPaymentsOfRun, payeeNamesOfRun } from '../../db/payments.ts';
import { toLatinText } from '../../documents/paymentFile/latinText.ts';
import { Rejection } from '../../domain/rejection.ts';
import { applyEventToPayments } from './paymentLifecycle.ts';
import type { PaymentStatusEvent } from '../../machines/paymentStatus.ts';
import { deleteChunksOfRun, insertChunks } from '../../db/payRunChunks.ts';
import { priceEmployees } from './priceEmployees.ts';
import { chunkDedupeId, type ChunkMessage } from '../../ports/chunkMessages.ts';
import { publishMany } from '../../ports/workQueue.ts';
import { employeesDueANameCheck } from '../../db/bankNameChecks.ts';
import type { PayRunEffect, PayRunEvent } from '../../machines/payRun.ts';
import { makeRunFilings, supersedeRunFilings } from '../filings/prepareFiling.ts';
import { fileRunInReturns } from '../filings/periodicReturns.ts';

/** A name check is asked again once it is this old (contract "Payment and name check"). */
const nameCheckValidForMs = 30 * 24 * 3600 * 1000;

/** Moves every payment of the run with it; a payment the machine refuses means the run and its payslips disagree. */
async function movePayments(ctx: CommandContext, run: PayRunRow, event: PaymentStatusEvent) {
  const { refused } = await applyEventToPayments(ctx, await lockPaymentsOfRun(ctx.tx, run.id), event, `pay_run:${run.id}`);
  if (refused.length > 0) throw new Error(`pay run ${run.id}: ${refused.length} payment(s) cannot take ${event.type}`);
}

type Effect = (ctx: CommandContext, run: PayRunRow, event: PayRunEvent) => Promise<PayRunRow | void>;

/** A bank rail carries names in a restricted Latin set: one that cannot be written there is refused now, not in the file. */
async function refuseUnpayableNames(ctx: CommandContext, run: PayRunRow) {
  const unpayable = (await payeeNamesOfRun(ctx.tx, run.id)).filter((p) => !toLatinText(p.full_name).ok);
  if (unpayable.length === 0) return;
  throw new Rejection(
    'validation_failed',
    `${unpayable.length} payee name(s) cannot be written in the bank's character set (Latin letters, digits and / - ? : ( ) . , ' +): add a Latin-script name to those employees, or pay this run from the employer's bank.`,
    { fields: Object.fromEntries(unpayable.map((p) => [`employees.${p.employee_id}`, 'full_name has no Latin-script form'])) },
  );
}

const employeesOf = (event: PayRunEvent): readonly string[] => (event.type === 'CALCULATE' ? event.employeeIds : []);

/** The named actions of payRunMachine, each carried out in the transaction that persists the transition. */
export const payRunEffects = {
  async discardPayslips(ctx, run) {
    await deletePayslipsOfRun(ctx.tx, run.id);
    await deleteChunksOfRun(ctx.tx, run.id);
  },

  async priceInRequest(ctx, run, event) {
    await priceEmployees(ctx, run, [...employeesOf(event)]);
  },

  async totalPayslips(ctx, run) {
    return updatePayRun(ctx.tx, run.id, await totalPayslipsOfRun(ctx.tx, run.id));
  },

  async dispatchChunks(ctx, run, event) {
    if (!ctx.chunkQueue) throw new Error('background calculation needs the chunk work queue');
    const ids = employeesOf(event);
    const chunks: ChunkMessage[] = [];
    const rows = [];
    for (let start = 0, chunk = 0; start < ids.length; start += ctx.chunkSize, chunk++) {
      rows.push({ organization_id: run.organization_id, pay_run_id: run.id, calculation: run.calculation, chunk, employee_ids: ids.slice(start, start + ctx.chunkSize) });
      chunks.push({ organizationId: run.organization_id, payRunId: run.id, calculation: run.calculation, chunk });
    }
    await insertChunks(ctx.tx, rows);
    const queue = ctx.chunkQueue;
    // A crash between commit and publish leaves the chunks pending; the coordinator's sweep publishes them again.
    ctx.afterCommit(async () => {
      await publishMany(chunks, (message) => queue.publish(message, chunkDedupeId(message, 0)));
    });
  },

  async markPayslipsNotSent(ctx, run) {
    await movePayments(ctx, run, { type: 'APPROVE' });
    return updatePayRun(ctx.tx, run.id, { approved_at: new Date() });
  },

  async requestNameChecks(ctx, run) {
    const queue = ctx.nameCheckQueue;
    if (!queue) return; // no partner to ask (production on the file rail)
    const due = await employeesDueANameCheck(ctx.tx, run.id, new Date(Date.now() - nameCheckValidForMs));
    // After commit, and the approve response does not wait for the answers.
    ctx.afterCommit(async () => {
      await publishMany(due, (employeeId) => queue.publish({ organizationId: run.organization_id, employeeId }, `name_check:${run.id}:${run.calculation}:${employeeId}`));
    });
  },

  async markPayslipsUnapproved(ctx, run) {
    await movePayments(ctx, run, { type: 'REOPEN' });
    return updatePayRun(ctx.tx, run.id, { approved_at: null });
  },

  async settlePayslips(ctx, run, event) {
    // Paid from the employer's own bank there is no per-payment record (contract "Payment and name check").
    if (event.type === 'PAY' && event.method === 'employer_bank') {
      await movePayments(ctx, run, { type: 'MARK_PAID_BY_EMPLOYER' });
    } else {
      if (!ctx.paymentQueue) throw new Error('paying by rail needs the payment work queue');
      await refuseUnpayableNames(ctx, run);
      const queue = ctx.paymentQueue;
      const messages = (await lockPaymentsOfRun(ctx.tx, run.id)).map((p) => ({ organizationId: run.organization_id, payRunId: run.id, payslipId: p.id }));
      // A crash between commit and publish leaves payments not_sent; the payment sweep publishes them again.
      ctx.afterCommit(async () => {
        await publishMany(messages, (message) => queue.publish(message, `send:${message.payslipId}`));
      });
    }
    return updatePayRun(ctx.tx, run.id, { paid_at: new Date() });
  },

  async makeFilings(ctx, run) {
    await makeRunFilings(ctx, run);
  },

  async supersedeFilings(ctx, run) {
    await supersedeRunFilings(ctx, run);
  },

  async fileReturns(ctx, run) {
    await fileRunInReturns(ctx, run);
  },
} satisfies Record<PayRunEffect, Effect>;
