import type { WorkQueue } from '../actors/bus/workQueue.ts';
import type { ChunkMessage } from '../commands/payRuns/payRunEffects.ts';
import type { DataKeyring } from '../domain/sealing/dataKeyring.ts';
import type { RulesEngine } from '../rules-wasm/host/engine.ts';

/** What the pay run routes hand to their commands. */
export interface PayrollServices {
  keyring: DataKeyring;
  rules: RulesEngine;
  chunkQueue: WorkQueue<ChunkMessage>;
  /** Runs with more employees than this are priced in the background. */
  syncLimit: number;
  chunkSize: number;
}
