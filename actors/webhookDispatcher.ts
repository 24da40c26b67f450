import { runCommand, type CommandContext, type CommandPorts } from '../commands/context.ts';
import { claimDueDeliveries, releaseDeliveries, type WebhookDeliveryRow } from '../db/webhookDeliveries.ts';
import { signatureHeader, signWebhook } from '../domain/webhooks/signature.ts';
import { announcesWebhooks } from '../machines/webhookEvents.ts';
import { isTransitionFact } from '../machines/events.ts';
import type { EventStream } from '../ports/eventStream.ts';
import { prepareAttempts, recordAttempts, stopUnavailableDelivery, type AttemptOutcome, type PreparedAttempt } from '../commands/webhooks/deliveryAttempt.ts';
import { webhookAttempts } from '../platform/payrollMetrics.ts';
import { recordWebhookEvents } from '../commands/webhooks/recordEvent.ts';
import type { PublishedEvent } from '../ports/eventStream.ts';
import { batcher, groupBy } from './webhooks/batcher.ts';
import { postWebhook } from './webhooks/postWebhook.ts';
import { startPollLoop } from './pollLoop.ts';
import { purgeEventsBefore } from '../db/webhookRetention.ts';
import { logOf } from '../platform/log.ts';
import { waitOutDatabaseOutage } from './databaseOutage.ts';

/** How long attempts' outcomes wait for an unreachable database: well within a claim's lease (timeout + 30 s). */
const outcomeOutageWaitMs = 20_000;

/** How long a fact's delivery waits for an unreachable database: within the consumer's ack wait (kept in progress). */
const factOutageWaitMs = 20_000;

/** Facts the consumer holds at once: the most one recording batch can hold. */
const factsPerBatch = 128;
/** Far beyond a batch's recording even under load; past it the batch's facts are delivered again. */
const factBatchSettleMs = 60_000;

export interface WebhookDispatcherParts extends CommandPorts {
  events: EventStream;
}

export interface WebhookDispatcher {
  /** Look for due deliveries now. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * The webhook dispatcher actor. It hears every committed fact on the events stream (a durable consumer that all
 * processes share, so it resumes where it stopped after a restart) and records the client's event with its
 * deliveries; then it delivers what is due, retries included, from the database. Recording facts, claiming and
 * recording outcomes work in batches (a handful of statements per batch, docs/performance.md "Webhooks"). Attempts
 * run concurrently with a cap per endpoint and per organization: a hanging receiver holds its own slots, never
 * another endpoint's or organization's, and the claim skips endpoints and organizations already at their cap.
 * Every process also purges events past the retention.
 */
export async function startWebhookDispatcher(parts: WebhookDispatcherParts): Promise<WebhookDispatcher> {
  const { sql, webhooks } = parts;
  const inFlight = new Map<string, number>();
  const inFlightByOrganization = new Map<string, number>();
  let total = 0;
  /** Set by stop while attempts are still out; called when the last one is recorded. */
  let drained: (() => void) | null = null;

  const inTenant = <T>(organizationId: string, work: (ctx: CommandContext) => Promise<T>): Promise<T> =>
    runCommand(parts, organizationId, 'webhook_dispatcher', work);
  // Set once the consumer below exists; an event recorded before then is claimed by the first round.
  let wake = () => {};

  // Facts heard while a batch is being recorded wait for the next one: under load a batch grows to what
  // arrived meanwhile, one transaction per organization, a handful of statements whatever its size.
  const recordFacts = batcher<PublishedEvent>(async (facts) => {
    const byOrganization = groupBy(facts, (f) => f.item.organizationId);
    await Promise.all([...byOrganization].map(async ([organizationId, group]) => {
      try {
        const events = await inTenant(organizationId, (ctx) => recordWebhookEvents(ctx, group.map((g) => g.item)));
        if (events.length > 0) wake();
        for (const g of group) g.resolve();
      } catch (error) {
        logOf('webhookDispatcher').warn({ err: error, facts: group.length }, 'recording a batch of events failed; recording them one by one');
        // One fact the batch cannot take must not hold back the others: each on its own, and only its own retries.
        for (const g of group) {
          await inTenant(organizationId, (ctx) => recordWebhookEvents(ctx, [g.item])).then(() => (wake(), g.resolve()), g.reject);
        }
      }
    }));
  }, factsPerBatch, factBatchSettleMs);

  const consumer = await parts.events.consume('webhooks', { entity: '*' }, async ({ data }) => {
    if (!isTransitionFact(data) || !announcesWebhooks(data.entity)) return 'done';
    await recordFacts(data).catch(async (error: unknown) => {
      // PostgreSQL unreachable (a restart): wait for it while the bus keeps the message ours, so an outage spends one
      // delivery, not all five a retry delay apart; spent, the fact was never delivered again and its event was
      // lost (the fault drill, docs/reliability.md).
      await waitOutDatabaseOutage(sql, error, factOutageWaitMs);
      throw error;
    });
    return 'done';
  }, { concurrency: factsPerBatch });

  // Outcomes likewise: the attempts that ended while a batch was being recorded make the next batch.
  const recordOutcomes = batcher<{ delivery: WebhookDeliveryRow; outcome: AttemptOutcome }>(async (entries) => {
    const byOrganization = groupBy(entries, (e) => e.item.delivery.organization_id);
    await Promise.all([...byOrganization].map(async ([organizationId, group]) => {
      const record = () => inTenant(organizationId, (ctx) => recordAttempts(ctx, group.map((g) => ({ deliveryId: g.item.delivery.id, outcome: g.item.outcome }))));
      try {
        // The receiver has these: while PostgreSQL is only unreachable, wait for it (within the lease) and record
        // them, rather than send them all again once their leases run out (the fault drill, docs/reliability.md).
        await record().catch(async (error: unknown) => {
          if (!(await waitOutDatabaseOutage(sql, error, outcomeOutageWaitMs))) throw error;
          await record();
        });
        for (const g of group) g.resolve();
      } catch (error) {
        // Unrecorded, the lease runs out and the delivery is attempted again (at least once).
        for (const g of group) g.reject(error);
      }
    }));
  });

  async function attempt(prepared: PreparedAttempt, answered: () => void): Promise<void> {
    const { delivery } = prepared;
    const attemptedAt = new Date();
    const started = performance.now();
    const headers = { [signatureHeader]: signWebhook(prepared.secrets, prepared.body), 'Payroll-Event-Id': String(delivery.event_id) };
    const result = await postWebhook(prepared.url, prepared.body, headers, webhooks, webhooks.schedule.timeoutMs).finally(answered);
    const durationMs = performance.now() - started;
    const status = result.responseStatus;
    webhookAttempts.inc({ outcome: status === null ? 'no_answer' : status >= 200 && status < 300 ? 'delivered' : 'rejected' });
    await recordOutcomes({ delivery, outcome: { attemptedAt, durationMs, ...result } });
  }

  const count = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  const full = (delivery: WebhookDeliveryRow) =>
    (inFlight.get(delivery.endpoint_id) ?? 0) >= webhooks.perEndpointConcurrency ||
    (inFlightByOrganization.get(delivery.organization_id) ?? 0) >= webhooks.perOrganizationConcurrency;
  const start = (prepared: PreparedAttempt) => {
    const { delivery } = prepared;
    count(inFlight, delivery.endpoint_id, 1);
    count(inFlightByOrganization, delivery.organization_id, 1);
    total += 1;
    // The endpoint's and organization's slots end with the request; the process's (`total`) once the outcome is
    // recorded. The lease keeps the delivery from being claimed again in between.
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      count(inFlight, delivery.endpoint_id, -1);
      count(inFlightByOrganization, delivery.organization_id, -1);
      wake();
    };
    void attempt(prepared, release)
      .catch((error) => logOf('webhookDispatcher', { delivery_id: delivery.id }).error({ err: error }, 'attempt failed; the lease runs out and it is attempted again'))
      .finally(() => {
        release();
        total -= 1;
        if (total === 0) drained?.();
        wake();
      });
  };

  async function claimAndStart(): Promise<number> {
    const free = webhooks.concurrency - total;
    if (free <= 0) return 0;
    const busy = {
      endpoints: [...inFlight].filter(([, n]) => n >= webhooks.perEndpointConcurrency).map(([id]) => id),
      organizations: [...inFlightByOrganization].filter(([, n]) => n >= webhooks.perOrganizationConcurrency).map(([id]) => id),
    };
    const claimed = await claimDueDeliveries(sql, free, webhooks.schedule.timeoutMs + 30_000, busy);
    if (claimed.length === 0) return 0;
    const { ready, unavailable } = await prepareAttempts(sql, parts.keyring, claimed);
    const extra: string[] = [];
    for (const prepared of ready) {
      if (full(prepared.delivery)) extra.push(prepared.delivery.id);
      else start(prepared);
    }
    // Over its endpoint's or organization's cap: back to the queue for whoever has a slot.
    if (extra.length > 0) await releaseDeliveries(sql, extra);
    for (const { delivery, reason } of unavailable) {
      await inTenant(delivery.organization_id, (ctx) => stopUnavailableDelivery(ctx, delivery.id, reason));
    }
    return claimed.length - extra.length;
  }

  const loop = startPollLoop({
    name: 'webhookDispatcher.claim',
    pollMs: webhooks.pollMs,
    round: claimAndStart,
    again: (started) => started > 0 && total < webhooks.concurrency,
    onFailure: 'claiming due deliveries failed',
  });
  wake = loop.wake;

  // Retention: every process purges, in bounded batches (rows another is purging are skipped), at start and then
  // every interval; a full batch means more is waiting, so the next follows at once.
  const purge = startPollLoop({
    name: 'webhookDispatcher.purge',
    pollMs: webhooks.purgeIntervalMs,
    round: () => purgeEventsBefore(sql, new Date(Date.now() - webhooks.eventRetentionMs), webhooks.purgeBatchSize),
    again: (purged) => purged === webhooks.purgeBatchSize,
    onFailure: 'purging old events failed',
  });

  return {
    wake: () => wake(),
    async stop() {
      await consumer.stop();
      await loop.stop();
      await purge.stop();
      if (total > 0) await new Promise<void>((resolve) => (drained = resolve));
    },
  };
}
