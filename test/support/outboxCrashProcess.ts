import process from 'node:process';
import { connectDatabase } from '../../db/connect.ts';
import { publishPendingOutbox } from '../../db/outbox.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { publishedEvent } from '../../actors/outboxRelay.ts';

/**
 * A relay process that dies at the worst moment: it publishes the pending outbox rows to the events stream,
 * then is killed before the transaction that marks them published commits.
 */
const sql = connectDatabase(process.env.DATABASE_URL!);
const bus = await connectNatsBus(process.env.NATS_URL!, { namespace: process.env.NATS_NAMESPACE! });
const events = await bus.events();
await publishPendingOutbox(sql, 1_000, async (rows) => {
  for (const row of rows) await events.publish(publishedEvent(row));
  await bus.connection.flush();
  process.stdout.write(`published ${rows.length}\n`);
  process.kill(process.pid, 'SIGKILL');
  await new Promise(() => {});
});
