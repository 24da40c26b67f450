import { describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { connectDatabase } from '../../db/connect.ts';
import { priceChunk } from '../../actors/calculator.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import type { PayRunWorkers } from '../../actors/payRunWorkers.ts';

// Found by the fault drill (docs/reliability.md): while PostgreSQL restarts, a chunk's deliveries fail one retry
// delay apart; the last of them failed the whole pay run when the database was back for its give-up write, and
// otherwise left the chunk to the sweep minutes later. Unreachable PostgreSQL is now no reason to give a chunk up:
// the delivery waits for the database (bounded) and is handed back.

/** A loopback port nobody listens on: connections are refused, as while PostgreSQL is down. */
async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a chunk delivered while PostgreSQL is unreachable', () => {
  it('is handed back with the database\'s error for another delivery, even its last, never given up (the run is not failed)', { timeout: 120_000 }, async () => {
    const sql = connectDatabase(`postgres://postgres@127.0.0.1:${await refusedPort()}/payroll`, { max: 1 });
    const queueOptions = { ackWaitMs: 1_000, maxDeliveries: 5, retryDelayMs: 50 };
    const workers = { sql, queueOptions } as unknown as PayRunWorkers;
    const message = { organizationId: crypto.randomUUID(), payRunId: crypto.randomUUID(), calculation: 1, chunk: 0 };
    try {
      for (const deliveryCount of [1, 5]) {
        // Thrown as the database's error: the bus hands it back, and an unreachable database spends no last delivery.
        await expect(priceChunk(workers, { data: message, deliveryCount })).rejects.toSatisfy(isDatabaseUnavailable);
      }
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
