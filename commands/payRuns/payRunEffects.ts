import type { PayrollContext } from './payrollContext.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import { updatePayRun } from '../../db/payRuns.ts';
import { deletePayslipsOfRun, totalPayslipsOfRun } from '../../db/payslips.ts';
import { lockPaymentsOfRun } from '../../db/payments.ts';
import { applyEventToPayments } from './paymentLifecycle.ts';
import type { PaymentStatusEvent } from '../../machines/paymentStatus.ts';
import { deleteChunksOfRun, insertChunks } from '../../db/payRunChunks.ts';
import { priceEmployees } from './priceEmployees.ts';
import type { WorkQueue } from '../../ports/workQueue.ts';
import { chunkDedupeId, type ChunkMessage } from '../../ports/chunkMessages.ts';
import type { PaymentMessage } from '../../ports/paymentMessages.ts';
import type { AnnounceContext } from '../lifecycle/announce.ts';
import type { PayRunEffect, PayRunEvent } from '../../machines/payRun.ts';

export interface PayRunEffectContext extends PayrollContext, AnnounceContext {
  chunkQueue?: WorkQueue<ChunkMessage>;
  chunkSize: number;
  /** Where the payment actors take the payments of a run paid by rail. */
  paymentQueue?: WorkQueue<PaymentMessage>;
}

/** Moves every payment of the run with it; a payment the machine refuses means the run and its payslips disagree. */
async function movePayments(ctx: PayRunEffectContext, run: PayRunRow, event: PaymentStatusEvent) {
  const { refused } = await applyEventToPayments(ctx, await lockPaymentsOfRun(ctx.tx, run.id), event, `pay_run:${run.id}`);
  if (refused.length > 0) throw new Error(`pay run ${run.id}: ${refused.length} payment(s) cannot take ${event.type}`);
}

type Effect = (ctx: PayRunEffectContext, run: PayRunRow, event: PayRunEvent) => Promise<PayRunRow | void>;

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
      for (const message of chunks) await queue.publish(message, chunkDedupeId(message, 0));
    });
  },

  async markPayslipsNotSent(ctx, run) {
    await movePayments(ctx, run, { type: 'APPROVE' });
    return updatePayRun(ctx.tx, run.id, { approved_at: new Date() });
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
      const queue = ctx.paymentQueue;
      const messages = (await lockPaymentsOfRun(ctx.tx, run.id)).map((p) => ({ organizationId: run.organization_id, payRunId: run.id, payslipId: p.id }));
      // A crash between commit and publish leaves payments not_sent; the payment sweep publishes them again.
      ctx.afterCommit(async () => {
        for (const message of messages) await queue.publish(message, `send:${message.payslipId}`);
      });
    }
    return updatePayRun(ctx.tx, run.id, { paid_at: new Date() });
  },
} satisfies Record<PayRunEffect, Effect>;
