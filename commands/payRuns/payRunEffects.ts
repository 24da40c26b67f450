import type { CommandContext } from '../context.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import { updatePayRun } from '../../db/payRuns.ts';
import { deletePayslipsOfRun, totalPayslipsOfRun } from '../../db/payslips.ts';
import { lockPaymentsOfRunAfter, payeeNamesOfRunAfter, paymentIdsOfRunAfter } from '../../db/payments.ts';
import { keysetPages } from '../../db/keysetPages.ts';
import { withTenant } from '../../db/tenant.ts';
import { toLatinText } from '../../documents/paymentFile/latinText.ts';
import { Rejection } from '../../domain/rejection.ts';
import { applyEventToPayments } from './paymentLifecycle.ts';
import type { PaymentStatusEvent } from '../../machines/paymentStatus.ts';
import { deleteChunksOfRun, insertChunksOf } from '../../db/payRunChunks.ts';
import { employeeIdsInScope } from '../../db/pricingInputs.ts';
import { priceEmployees, runScope } from './priceEmployees.ts';
import { chunkDedupeId, type ChunkMessage } from '../../ports/chunkMessages.ts';
import { publishMany } from '../../ports/workQueue.ts';
import { employeesDueANameCheck } from '../../db/bankNameChecks.ts';
import type { PayRunEffect, PayRunEvent } from '../../machines/payRun.ts';
import { makeRunFilings, supersedeRunFilings } from '../filings/prepareFiling.ts';
import { queueFilingWork } from '../filings/filingWork.ts';

/** A name check is asked again once it is this old (contract "Payment and name check"). */
const nameCheckValidForMs = 30 * 24 * 3600 * 1000;

/**
 * Moves every payment of the run with it, a chunk of payments at a time (memory flat in the run's size, all in the
 * run's transaction); a payment the machine refuses means the run and its payslips disagree.
 */
async function movePayments(ctx: CommandContext, run: PayRunRow, event: PaymentStatusEvent) {
  let refused = 0;
  const pages = keysetPages((after) => lockPaymentsOfRunAfter(ctx.tx, run.id, after, ctx.chunkSize), (p) => p.id, ctx.chunkSize);
  for await (const payments of pages) refused += (await applyEventToPayments(ctx, payments, event, `pay_run:${run.id}`)).refused.length;
  if (refused > 0) throw new Error(`pay run ${run.id}: ${refused} payment(s) cannot take ${event.type}`);
}

/**
 * After the commit, each page of the run's rows read in a transaction of its own and handed to `publish`: a run's
 * messages are never all in memory at once.
 */
function afterCommitInPages<T>(ctx: CommandContext, run: PayRunRow, readAfter: (tx: CommandContext['tx'], afterKey: string | null) => Promise<T[]>, keyOf: (row: T) => string, publish: (row: T) => Promise<void>) {
  const { sql, chunkSize } = ctx;
  ctx.afterCommit(async () => {
    const pages = keysetPages((after) => withTenant(sql, run.organization_id, (tx) => readAfter(tx, after), { readOnly: true }), keyOf, chunkSize);
    // A page's messages go out together: one at a time, each waiting for JetStream's ack, held the response for a
    // round trip per payment.
    for await (const page of pages) await publishMany(page, publish);
  });
}

type Effect = (ctx: CommandContext, run: PayRunRow, event: PayRunEvent) => Promise<PayRunRow | void>;

/** A bank rail carries names in a restricted Latin set: one that cannot be written there is refused now, not in the file. */
async function refuseUnpayableNames(ctx: CommandContext, run: PayRunRow) {
  const unpayable: { employee_id: string }[] = [];
  for await (const page of keysetPages((after) => payeeNamesOfRunAfter(ctx.tx, run.id, after, ctx.chunkSize), (p) => p.id, ctx.chunkSize)) {
    for (const payee of page) if (!toLatinText(payee.full_name).ok) unpayable.push({ employee_id: payee.employee_id });
  }
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

  async dispatchChunks(ctx, run) {
    if (!ctx.chunkQueue) throw new Error('background calculation needs the chunk work queue');
    const key = { organization_id: run.organization_id, pay_run_id: run.id, calculation: run.calculation };
    const numbers = await insertChunksOf(ctx.tx, key, employeeIdsInScope(ctx.tx, runScope(run)), ctx.chunkSize);
    const chunks: ChunkMessage[] = numbers.map((chunk) => ({ organizationId: run.organization_id, payRunId: run.id, calculation: run.calculation, chunk }));
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
    const since = new Date(Date.now() - nameCheckValidForMs);
    // After commit, and the approve response does not wait for the answers.
    afterCommitInPages(ctx, run, (tx, after) => employeesDueANameCheck(tx, run.id, since, after, ctx.chunkSize), (due) => due.payslip_id, async ({ employee_id }) => {
      await queue.publish({ organizationId: run.organization_id, employeeId: employee_id }, `name_check:${run.id}:${run.calculation}:${employee_id}`);
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
      // A crash between commit and publish leaves payments not_sent; the payment sweep publishes them again.
      afterCommitInPages(ctx, run, (tx, after) => paymentIdsOfRunAfter(tx, run.id, after, ctx.chunkSize), (id) => id, async (payslipId) => {
        await queue.publish({ organizationId: run.organization_id, payRunId: run.id, payslipId }, `send:${payslipId}`);
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
    // Writing the returns reads every payslip of the run: the filing actor does it after the payment commits.
    await queueFilingWork(ctx, 'pay_run', run.id);
  },
} satisfies Record<PayRunEffect, Effect>;
