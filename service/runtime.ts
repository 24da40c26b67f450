import type { Database } from '../db/connect.ts';
import type { Bus } from '../ports/bus.ts';
import type { WorkQueue, WorkQueueOptions } from '../ports/workQueue.ts';
import type { DataKeyring } from '../domain/sealing/dataKeyring.ts';
import { loadRulesEngine, type RulesEngine } from '../rules-wasm/host/engine.ts';
import { openChunkQueue, type PayRunWorkers } from '../actors/payRunWorkers.ts';
import { paymentQueueName, paymentReportQueueName, type PaymentMessage, type PaymentReport } from '../ports/paymentMessages.ts';
import { nameCheckQueueName, type NameCheckMessage, type PaymentPartner } from '../ports/paymentPartner.ts';
import { simulatedPartner } from '../actors/partners/simulatedPartner.ts';
import { startPaymentActors, startPaymentSweep } from '../actors/paymentActors.ts';
import { startOutboxRelay, type OutboxRelay } from '../actors/outboxRelay.ts';
import { startCalculator } from '../actors/calculator.ts';
import { startCoordinator, startSweep } from '../actors/coordinator.ts';
import { startPayScheduler } from '../actors/payScheduler.ts';
import { startWebhookDispatcher } from '../actors/webhookDispatcher.ts';
import { webhookSettings, type WebhookSettings } from '../commands/webhooks/webhookSettings.ts';
import { startEmployeeImporter } from '../actors/employeeImporter.ts';
import { employeeImportQueueName, type EmployeeImportChunkMessage } from '../ports/employeeImportMessages.ts';
import { filingQueueName, type FilingGateway, type FilingMessage } from '../ports/filingGateway.ts';
import { simulatedFilingGateway } from '../actors/gateways/simulatedFilingGateway.ts';
import { startFilingActors, startFilingSweep } from '../actors/filingActors.ts';
import { startDeadLetterActors } from '../actors/deadLetterActors.ts';
import { stuckWorkThresholds, type StuckWorkThresholds } from '../platform/config.ts';

/**
 * Everything a process of the service runs with, built once: the database, the bus, the data keys, the
 * statutory engine, the chunk queue, the events stream and this process's outbox relay. `npm start`, the
 * split `api` / `worker` processes and the tests' harness all build it here.
 */
export interface PayrollRuntime extends PayRunWorkers {
  bus: Bus;
  /** Runs with more employees than this are priced in the background. */
  syncLimit: number;
  outboxRelay: OutboxRelay;
  paymentQueue: WorkQueue<PaymentMessage>;
  paymentReports: WorkQueue<PaymentReport>;
  /** Only where a partner answers name checks (staging's simulator). */
  nameCheckQueue?: WorkQueue<NameCheckMessage>;
  /** Staging's simulated partner; absent in production, where payments leave as the pain.001 file. */
  partner: PaymentPartner | null;
  /** Where webhooks may go, their retry schedule, their concurrency. */
  webhooks: WebhookSettings;
  employeeImportQueue: WorkQueue<EmployeeImportChunkMessage>;
  filingQueue: WorkQueue<FilingMessage>;
  /** Staging's simulated gateway, production's Transaction Engine adapter (null when not configured). */
  filingGateway: FilingGateway | null;
  /** When work counts as stuck, for the console's health page. */
  stuckWork: StuckWorkThresholds;
  close(): Promise<void>;
}

export interface RuntimeParts {
  sql: Database;
  bus: Bus;
  keyring: DataKeyring;
  rules?: RulesEngine;
  queueOptions: WorkQueueOptions;
  chunkSize: number;
  syncLimit: number;
  relayPollMs?: number;
  /** Staging: payments go to the deterministic simulated partner. */
  simulatePartner?: boolean;
  /** How long the simulated partner takes to take a payment. */
  simulatedPartnerLatencyMs?: number;
  /** Production's (public addresses only) unless given. */
  webhooks?: WebhookSettings;
  /** Production's Transaction Engine adapter, when configured; staging simulates one. */
  filingGateway?: FilingGateway | null;
  /** The configured thresholds of stuck work; the defaults unless given. */
  stuckWork?: StuckWorkThresholds;
}

export async function assembleRuntime(parts: RuntimeParts): Promise<PayrollRuntime> {
  const events = await parts.bus.events();
  const outboxRelay = startOutboxRelay(parts.sql, events, { pollMs: parts.relayPollMs });
  const paymentReports = await parts.bus.workQueue<PaymentReport>(paymentReportQueueName, parts.queueOptions);
  return {
    sql: parts.sql,
    bus: parts.bus,
    keyring: parts.keyring,
    rules: parts.rules ?? (await loadRulesEngine()),
    chunkQueue: await openChunkQueue(parts.bus, parts.queueOptions),
    paymentQueue: await parts.bus.workQueue<PaymentMessage>(paymentQueueName, parts.queueOptions),
    paymentReports,
    nameCheckQueue: parts.simulatePartner === false ? undefined : await parts.bus.workQueue<NameCheckMessage>(nameCheckQueueName, parts.queueOptions),
    partner: parts.simulatePartner === false ? null : simulatedPartner(parts.sql, paymentReports, parts.simulatedPartnerLatencyMs),
    employeeImportQueue: await parts.bus.workQueue<EmployeeImportChunkMessage>(employeeImportQueueName, parts.queueOptions),
    filingQueue: await parts.bus.workQueue<FilingMessage>(filingQueueName, parts.queueOptions),
    filingGateway: parts.filingGateway !== undefined ? parts.filingGateway : parts.simulatePartner === false ? null : simulatedFilingGateway(parts.sql),
    chunkSize: parts.chunkSize,
    syncLimit: parts.syncLimit,
    queueOptions: parts.queueOptions,
    events,
    outboxRelay,
    webhooks: parts.webhooks ?? webhookSettings('production'),
    stuckWork: parts.stuckWork ?? stuckWorkThresholds(),
    close: () => outboxRelay.stop(),
  };
}

/** The actors of a worker: calculators, the coordinator and the sweep under them, and the payment actors. */
export async function startPayRunActors(runtime: PayrollRuntime, options: { concurrency: number; paymentConcurrency?: number; sweepIntervalMs?: number }) {
  const calculator = await startCalculator(runtime, options.concurrency);
  const partner = runtime.partner;
  const nameCheckQueue = runtime.nameCheckQueue;
  const payments = partner && nameCheckQueue ? await startPaymentActors({ ...runtime, partner, nameCheckQueue }, options.paymentConcurrency) : null;
  // Always: a paid run's returns and re-prepared drafts are filing work, with or without a gateway to submit to.
  const filings = await startFilingActors(runtime);
  const coordinator = await startCoordinator(runtime);
  const webhooks = await startWebhookDispatcher(runtime);
  const deadLetters = await startDeadLetterActors(runtime);
  const importer = await startEmployeeImporter(runtime, { concurrency: options.concurrency, sweepIntervalMs: options.sweepIntervalMs });
  const { ackWaitMs, maxDeliveries } = runtime.queueOptions;
  const sweep = startSweep(runtime, {
    intervalMs: options.sweepIntervalMs ?? 5_000,
    redispatchAfterMs: ackWaitMs * (maxDeliveries + 1),
    maxDispatches: 3,
  });
  // Each next draft run of every pay schedule; a minute is close enough for runs made days ahead.
  const scheduler = startPayScheduler(runtime, { pollMs: 60_000 });
  const paymentSweep = partner ? startPaymentSweep(runtime, { intervalMs: options.sweepIntervalMs ?? 5_000, idleMs: ackWaitMs * (maxDeliveries + 1) }) : null;
  const filingSweep = startFilingSweep(runtime, { intervalMs: options.sweepIntervalMs ?? 5_000, idleMs: ackWaitMs * (maxDeliveries + 1) });
  return {
    async stop() {
      await paymentSweep?.stop();
      await filingSweep.stop();
      await filings.stop();
      await calculator.stop();
      await payments?.stop();
      await coordinator.stop();
      await webhooks.stop();
      await deadLetters.stop();
      await importer.stop();
      await sweep.stop();
      await scheduler.stop();
    },
  };
}
