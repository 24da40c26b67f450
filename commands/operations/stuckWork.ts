import type { Queryable } from '../../db/connect.ts';
import { failingEndpoints, stuckPayments, stuckRuns, unacknowledgedFilings, type StuckList, type FailingEndpoint, type StuckPayment, type StuckRun, type UnacknowledgedFiling } from '../../db/stuckWork.ts';
import { backgroundPricingStatuses } from '../../machines/payRun.ts';
import { withPartnerPaymentStates } from '../../machines/paymentStatus.ts';
import { awaitingAuthorityStatuses } from '../../machines/filing.ts';
import type { StreamFigures } from '../../ports/deadLetters.ts';
import type { StuckWorkThresholds } from '../../platform/config.ts';

/** A consumer whose backlog is at or above the threshold, and whether it grew since the last look. */
export interface BackloggedConsumer {
  stream: string;
  consumer: string;
  backlog: number;
  growing: boolean;
  oldestUnacknowledgedAt: string | null;
}

export interface StuckWork {
  runs: StuckList<StuckRun>;
  payments: StuckList<StuckPayment>;
  filings: StuckList<UnacknowledgedFiling>;
  endpoints: StuckList<FailingEndpoint>;
  consumers: BackloggedConsumer[];
}

/**
 * Each consumer's last backlog seen by this process, so "growing" compares two looks (a page load, a scrape);
 * a process's first look has nothing to compare with and says not growing.
 */
export class BacklogTrend {
  private readonly last = new Map<string, number>();

  backlogged(streams: StreamFigures[], threshold: number): BackloggedConsumer[] {
    const out: BackloggedConsumer[] = [];
    for (const stream of streams) {
      for (const c of stream.consumers) {
        const key = `${stream.stream}/${c.consumer}`;
        const backlog = c.pending + c.ackPending;
        const before = this.last.get(key);
        this.last.set(key, backlog);
        if (backlog >= threshold) out.push({ stream: stream.stream, consumer: c.consumer, backlog, growing: before !== undefined && backlog > before, oldestUnacknowledgedAt: c.oldestUnacknowledgedAt });
      }
    }
    return out;
  }
}

/**
 * The stuck work of one organization (or every one: null), each list's states taken from its machine's tags, each
 * count and oldest page read through an index, and the consumers whose backlog passed its threshold.
 */
export async function findStuckWork(
  sql: Queryable,
  organizationId: string | null,
  thresholds: StuckWorkThresholds,
  consumers: BackloggedConsumer[],
  limit = 20,
): Promise<StuckWork> {
  const [runs, payments, filings, endpoints] = await Promise.all([
    stuckRuns(sql, { organizationId, states: backgroundPricingStatuses, olderThanSeconds: thresholds.calculatingSeconds, limit }),
    stuckPayments(sql, { organizationId, states: withPartnerPaymentStates, olderThanSeconds: thresholds.settlementWindowSeconds, limit }),
    unacknowledgedFilings(sql, { organizationId, states: awaitingAuthorityStatuses, olderThanSeconds: thresholds.filingAcknowledgementSeconds, limit }),
    failingEndpoints(sql, { organizationId, olderThanSeconds: thresholds.endpointFailingSeconds, limit }),
  ]);
  return { runs, payments, filings, endpoints, consumers };
}
