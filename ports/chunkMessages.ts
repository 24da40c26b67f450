import type { FactEntity } from '../machines/events.ts';

/** One chunk of a background calculation, as it travels on the work queue. */
export interface ChunkMessage {
  organizationId: string;
  payRunId: string;
  calculation: number;
  chunk: number;
}

export const chunkQueueName = 'payrun_chunks';

/** One dedupe id per dispatch of a chunk: a republished chunk (after a lost message) is a new message. */
export function chunkDedupeId(message: ChunkMessage, redispatch: number): string {
  return `${message.payRunId}:${message.calculation}:${message.chunk}:${redispatch}`;
}

/** The outbox entity of the facts calculators announce about chunks: `pay_run_chunk.priced` / `.failed`. */
export const chunkFactEntity = 'pay_run_chunk' satisfies FactEntity;
