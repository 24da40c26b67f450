import type { Database } from '../db/connect.ts';
import { countDeadLettersIn } from '../db/deadLetters.ts';
import { BacklogTrend, findStuckWork } from '../commands/operations/stuckWork.ts';
import { undecidedDeadLetterStates } from '../machines/deadLetter.ts';
import type { Bus } from '../ports/bus.ts';
import type { StuckWorkThresholds } from '../platform/config.ts';
import { gauge } from '../platform/metrics.ts';

/** What the stuck work gauges read at each scrape: this process's database, bus and thresholds. */
let observed: { sql: Database; bus: Pick<Bus, 'queueFigures'>; thresholds: StuckWorkThresholds; trend: BacklogTrend } | undefined;

/** Reads stuck work (every organization) at each scrape: counts through indexes, and the bus's consumer figures. */
export function observeStuckWork(sql: Database, bus: Pick<Bus, 'queueFigures'>, thresholds: StuckWorkThresholds) {
  observed = { sql, bus, thresholds, trend: new BacklogTrend() };
}

let reading: { at: number; work: ReturnType<typeof findStuckWork> } | undefined;

/** One reading per scrape, shared by the four gauges below (a scrape collects them within the same second). */
async function stuckWork() {
  if (!observed) return null;
  if (!reading || Date.now() - reading.at > 1_000) reading = { at: Date.now(), work: findStuckWork(observed.sql, null, observed.thresholds, [], 1) };
  return reading.work;
}

gauge('payroll_stuck_pay_runs', 'Pay runs calculating longer than STUCK_CALCULATING_SECONDS (every organization)', [], async function () {
  const work = await stuckWork();
  if (work) this.set(work.runs.count);
});
gauge('payroll_overdue_payments', "Payments sent longer than the partner's settlement window, PAYMENT_SETTLEMENT_WINDOW_SECONDS", [], async function () {
  const work = await stuckWork();
  if (work) this.set(work.payments.count);
});
gauge('payroll_unacknowledged_filings', 'Filings submitted longer than FILING_ACKNOWLEDGEMENT_SECONDS without the gateway acknowledging them', [], async function () {
  const work = await stuckWork();
  if (work) this.set(work.filings.count);
});
gauge('payroll_failing_webhook_endpoints', 'Enabled webhook endpoints whose every attempt has failed for WEBHOOK_ENDPOINT_FAILING_SECONDS', [], async function () {
  const work = await stuckWork();
  if (work) this.set(work.endpoints.count);
});
gauge('payroll_consumer_backlog', 'Messages waiting or unacknowledged per JetStream consumer (alert at CONSUMER_BACKLOG_THRESHOLD)', ['stream', 'consumer'], async function () {
  if (!observed) return;
  this.reset();
  for (const stream of await observed.bus.queueFigures()) {
    for (const c of stream.consumers) this.set({ stream: stream.stream, consumer: c.consumer }, c.pending + c.ackPending);
  }
});
gauge('payroll_consumer_backlog_threshold', 'CONSUMER_BACKLOG_THRESHOLD, for the alert rule', [], function () {
  if (observed) this.set(observed.thresholds.consumerBacklog);
});
gauge('payroll_dead_letters_undecided', 'Dead letters no operator has replayed or discarded yet (every organization)', [], async function () {
  if (observed) this.set(await countDeadLettersIn(observed.sql, undecidedDeadLetterStates));
});
