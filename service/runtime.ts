import type { Database } from '../db/connect.ts';
import type { Bus } from '../ports/bus.ts';
import type { WorkQueueOptions } from '../ports/workQueue.ts';
import type { DataKeyring } from '../domain/sealing/dataKeyring.ts';
import { loadRulesEngine, type RulesEngine } from '../rules-wasm/host/engine.ts';
import { openChunkQueue, type PayRunWorkers } from '../actors/payRunWorkers.ts';
import { startOutboxRelay, type OutboxRelay } from '../actors/outboxRelay.ts';
import { startCalculator } from '../actors/calculator.ts';
import { startCoordinator, startSweep } from '../actors/coordinator.ts';

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
}

export async function assembleRuntime(parts: RuntimeParts): Promise<PayrollRuntime> {
  const events = await parts.bus.events();
  const outboxRelay = startOutboxRelay(parts.sql, events, { pollMs: parts.relayPollMs });
  return {
    sql: parts.sql,
    bus: parts.bus,
    keyring: parts.keyring,
    rules: parts.rules ?? (await loadRulesEngine()),
    chunkQueue: await openChunkQueue(parts.bus, parts.queueOptions),
    chunkSize: parts.chunkSize,
    syncLimit: parts.syncLimit,
    queueOptions: parts.queueOptions,
    events,
    outboxRelay,
    close: () => outboxRelay.stop(),
  };
}

/** The pay run actors of a worker: calculators, the coordinator, and the sweep under them. */
export async function startPayRunActors(runtime: PayRunWorkers, options: { concurrency: number; sweepIntervalMs?: number }) {
  const calculator = await startCalculator(runtime, options.concurrency);
  const coordinator = await startCoordinator(runtime);
  const { ackWaitMs, maxDeliveries } = runtime.queueOptions;
  const sweep = startSweep(runtime, {
    intervalMs: options.sweepIntervalMs ?? 5_000,
    redispatchAfterMs: ackWaitMs * (maxDeliveries + 1),
    maxDispatches: 3,
  });
  return {
    async stop() {
      await calculator.stop();
      await coordinator.stop();
      await sweep.stop();
    },
  };
}
