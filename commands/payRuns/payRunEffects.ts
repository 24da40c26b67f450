import type { PayrollContext } from './payrollContext.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import { updatePayRun } from '../../db/payRuns.ts';
import { deletePayslipsOfRun, sendPaymentsOfRun, setPaymentStateOfRun, totalPayslipsOfRun } from '../../db/payslips.ts';
import { deleteChunksOfRun, insertChunks } from '../../db/payRunChunks.ts';
import { priceEmployees } from './priceEmployees.ts';
import type { WorkQueue } from '../../ports/workQueue.ts';
import { chunkDedupeId, type ChunkMessage } from '../../ports/chunkMessages.ts';
import type { AnnounceContext } from '../lifecycle/announce.ts';
import type { PayRunEffect, PayRunEvent } from '../../machines/payRun.ts';

export interface PayRunEffectContext extends PayrollContext, AnnounceContext {
  chunkQueue?: WorkQueue<ChunkMessage>;
  chunkSize: number;
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
    await setPaymentStateOfRun(ctx.tx, run.id, 'not_sent');
    return updatePayRun(ctx.tx, run.id, { approved_at: new Date() });
  },

  async markPayslipsUnapproved(ctx, run) {
    await setPaymentStateOfRun(ctx.tx, run.id, 'none');
    return updatePayRun(ctx.tx, run.id, { approved_at: null });
  },

  async settlePayslips(ctx, run, event) {
    // Paid from the employer's own bank there is no per-payment record (contract "Payment and name check").
    if (event.type === 'PAY' && event.method === 'employer_bank') await setPaymentStateOfRun(ctx.tx, run.id, 'paid_by_employer');
    else await sendPaymentsOfRun(ctx.tx, run.id);
    return updatePayRun(ctx.tx, run.id, { paid_at: new Date() });
  },
} satisfies Record<PayRunEffect, Effect>;
