import { runCommand, type CommandPorts } from '../commands/context.ts';
import type { PaymentMessage, PaymentReport } from '../ports/paymentMessages.ts';
import type { PaymentPartner } from '../ports/paymentPartner.ts';
import type { WorkConsumer, WorkQueue } from '../ports/workQueue.ts';
import { sendPayment } from '../commands/payments/sendPayment.ts';
import { reportPayment } from '../commands/payments/reportPayment.ts';
import { checkBankName } from '../commands/employees/checkBankName.ts';
import type { NameCheckMessage } from '../ports/paymentPartner.ts';
import { idleUnsentPayments } from '../db/payments.ts';
import { unsentPaymentStates } from '../machines/paymentStatus.ts';
import { paymentReleasingStatuses } from '../machines/payRun.ts';
import { publishMany, type WorkOutcome } from '../ports/workQueue.ts';
import { logOf } from '../platform/log.ts';
import { duplicatesSuppressed, paymentActorOutcomes, refusedMessages } from '../platform/payrollMetrics.ts';
import { startPollLoop, type PollLoop } from './pollLoop.ts';
import { UnknownRecord } from '../domain/unknownRecord.ts';
import type { Database } from '../db/connect.ts';
import { waitOutDatabaseOutage } from './databaseOutage.ts';

export interface PaymentActorsRuntime extends CommandPorts {
  paymentQueue: WorkQueue<PaymentMessage>;
  paymentReports: WorkQueue<PaymentReport>;
  nameCheckQueue: WorkQueue<NameCheckMessage>;
  partner: PaymentPartner;
}

/**
 * The payment actors: one sends each payment of a run paid by rail through the partner, one applies the
 * partner's reports, one asks the partner for name checks. Each acts through its machine, and each is safe to
 * deliver to twice.
 */
export async function startPaymentActors(runtime: PaymentActorsRuntime, concurrency = 2): Promise<WorkConsumer> {
  const senders = await runtime.paymentQueue.consume(
    observed(runtime.sql, 'send', ({ data }) => ({ pay_run_id: data.payRunId, payslip_id: data.payslipId, organization_id: data.organizationId }), async ({ data }) => {
      const sent = await runCommand(runtime, data.organizationId, 'payment_actor', (ctx) => sendPayment({ ...ctx, partner: runtime.partner }, data.payslipId));
      if (sent === 'not_due') duplicatesSuppressed.inc({ what: 'payment_send' });
      return 'done';
    }),
    { concurrency },
  );
  const reporters = await runtime.paymentReports.consume(
    observed(runtime.sql, 'report', ({ data }) => ({ payslip_id: data.payslipId, organization_id: data.organizationId, reported: data.outcome }), async ({ data }) => {
      const outcome = await runCommand(runtime, data.organizationId, 'payment_partner', (ctx) => reportPayment(ctx, data));
      if (outcome === 'unknown') throw new UnknownRecord('payslip', data.payslipId);
      return outcome === 'early' ? 'retry' : 'done';
    }),
    { concurrency },
  );
  const nameCheckers = await runtime.nameCheckQueue.consume(
    observed(runtime.sql, 'name_check', ({ data }) => ({ employee_id: data.employeeId, organization_id: data.organizationId }), async ({ data }) => {
      await runCommand(runtime, data.organizationId, 'name_check_actor', (ctx) => checkBankName({ ...ctx, partner: runtime.partner }, data.employeeId));
      return 'done';
    }),
    { concurrency },
  );
  return {
    async stop() {
      await senders.stop();
      await reporters.stop();
      await nameCheckers.stop();
    },
  };
}

/** At most this long a delivery waits for an unreachable database before it is handed back. */
const outageWaitMs = 30_000;

/** Counts and logs each message an actor handles (ids only: never an account, a name or an amount). */
function observed<D extends { data: unknown; deliveryCount: number }>(
  sql: Database,
  actor: string,
  fields: (delivery: D) => Record<string, unknown>,
  handle: (delivery: D) => Promise<WorkOutcome>,
): (delivery: D) => Promise<WorkOutcome> {
  return async (delivery) => {
    const log = logOf('paymentActors', { actor, delivery: delivery.deliveryCount, ...fields(delivery) });
    try {
      const outcome = await handle(delivery);
      paymentActorOutcomes.inc({ actor, outcome: typeof outcome === 'string' ? outcome : 'dead_letter' });
      log.info({ outcome }, 'handled');
      return outcome;
    } catch (error) {
      if (error instanceof UnknownRecord) {
        paymentActorOutcomes.inc({ actor, outcome: 'dead_letter' });
        refusedMessages.inc({ reason: 'unknown_record', stream: actor });
        log.error({ err: error }, 'the message names a record this database does not hold: dead-lettered, nothing done');
        return { deadLetter: { error: error.message, record: { entity: error.entity, id: error.id } } };
      }
      paymentActorOutcomes.inc({ actor, outcome: 'error' });
      log.warn({ err: error }, 'failed; delivered again later');
      // Unreachable PostgreSQL: handed back once it answers, so an outage spends one delivery, not all five.
      await waitOutDatabaseOutage(sql, error, outageWaitMs);
      throw error;
    }
  };
}

/**
 * The payment sweep: a paid run's payment still waiting after `idleMs` lost its message; publish it again (the
 * sender finds it due or not, and the partner pays its key once).
 */
export async function sweepUnsentPayments(runtime: Pick<PaymentActorsRuntime, 'sql' | 'paymentQueue'>, idleMs: number): Promise<number> {
  // While the queue holds messages, a payment waiting is queued behind them, not lost: it is published again only
  // once the queue has nothing left. Judged by idle time alone, a 20,000-payment backlog that takes longer than the
  // idle time to work through was put on the queue again every period, each repeat a transaction finding it sent
  // (the fault drill: 6,529 repeats for 2,000 payments, docs/reliability.md). A message truly lost is published
  // again once the backlog is worked off.
  if ((await runtime.paymentQueue.backlog()) > 0) return 0;
  const waiting = await idleUnsentPayments(runtime.sql, { unsent: unsentPaymentStates, releasing: paymentReleasingStatuses }, idleMs);
  // One message id per payment per idle period, not per round: a payment still queued behind a long backlog (not
  // lost) is published again at most once a period and the queue's duplicate window drops the rounds' repeats.
  // An id per round put every waiting payment on the queue again every 5 s, and a 20,000-payment run drowned in
  // its own duplicates (the fault drill, docs/reliability.md).
  const period = Math.floor(Date.now() / idleMs);
  await publishMany(waiting, (p) => runtime.paymentQueue.publish({ organizationId: p.organization_id, payRunId: p.pay_run_id, payslipId: p.id }, `send:${p.id}:sweep:${period}`));
  return waiting.length;
}

/** The payment sweep, every `intervalMs`, one round at a time. */
export function startPaymentSweep(runtime: Pick<PaymentActorsRuntime, 'sql' | 'paymentQueue'>, options: { intervalMs: number; idleMs: number }): PollLoop {
  return startPollLoop({
    name: 'paymentActors.sweep',
    pollMs: options.intervalMs,
    waitFirst: true,
    round: () => sweepUnsentPayments(runtime, options.idleMs),
    onFailure: 'payment sweep failed',
  });
}
