import { runCommand, type CommandPorts } from '../commands/context.ts';
import { recordDeadLetter } from '../commands/operations/recordDeadLetter.ts';
import { republishDeadLetter } from '../commands/operations/republishDeadLetter.ts';
import type { Bus } from '../ports/bus.ts';
import type { EventStream } from '../ports/eventStream.ts';
import type { WorkConsumer } from '../ports/workQueue.ts';
import { logOf } from '../platform/log.ts';
import { deadLetterReplays, refusedMessages } from '../platform/payrollMetrics.ts';
import { transitionFactType } from '../machines/events.ts';

/**
 * The dead letter actors. The recorder hears each message the bus dead-lettered and records it under the
 * organization it names, so an operator lists, counts and replays it; the replayer hears each `dead_letter.replay`
 * fact and puts the message back on its subject, once.
 */
export async function startDeadLetterActors(runtime: CommandPorts & { bus: Bus; events: EventStream }): Promise<WorkConsumer> {
  const box = await runtime.bus.deadLetters();
  const recorder = await box.consume(async ({ data }) => {
    const result = await recordDeadLetter(runtime, data);
    const log = logOf('deadLetters', { key: data.key, stream: data.stream, subject: data.subject, record: data.record });
    if (result.outcome === 'unowned') {
      // Not this database's organization: it stays on the bus's dead letter stream, for the deployment that owns it.
      refusedMessages.inc({ reason: 'dead_letter_unowned', stream: data.stream });
      log.error({ error: data.error }, 'a dead letter names no organization of this database: kept on the dead letter stream only');
    } else if (result.outcome === 'recorded') log.warn({ dead_letter_id: result.row.id, error: data.error }, 'dead letter recorded');
    return 'done';
  });
  const replayer = await runtime.events.consume('dead_letter_replayer', { entity: 'dead_letter', type: transitionFactType<'dead_letter'>('REPLAY') }, async ({ data }) => {
    const republished = await runCommand(runtime, data.organizationId, 'dead_letter_replayer', (ctx) => republishDeadLetter(ctx, box, data.entityId));
    if (republished) deadLetterReplays.inc();
    logOf('deadLetters', { dead_letter_id: data.entityId, organization_id: data.organizationId }).info({ republished }, 'dead letter replay');
    return 'done';
  });
  return {
    async stop() {
      await recorder.stop();
      await replayer.stop();
    },
  };
}
