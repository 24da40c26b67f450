import type { Context } from 'hono';
import { runCommand } from '../commands/context.ts';
import { replayDeadLetter } from '../commands/operations/decideDeadLetter.ts';
import { isUuid } from '../domain/ids.ts';
import { Rejection } from '../domain/rejection.ts';
import type { ConsoleEnv, ConsoleRuntime } from './env.ts';
import { queuesPage } from './pages/queues.ts';

/** The Replay button: the dead letter's machine moves to replayed as the member; the replayer republishes it once. */
export async function replayDeadLetterAction(c: Context<ConsoleEnv>, runtime: ConsoleRuntime) {
  const session = c.var.session;
  const id = c.req.param('id') ?? '';
  try {
    const letter = isUuid(id)
      ? await runCommand(runtime, session.organization_id, `member:${session.member_id}`, (ctx) => replayDeadLetter(ctx, id))
      : null;
    if (!letter) return queuesPage(c, runtime, { error: 'No such dead letter in this organization.' }, 404);
  } catch (error) {
    if (!(error instanceof Rejection)) throw error;
    return queuesPage(c, runtime, { error: error.message }, 409);
  }
  return c.redirect('/console/queues?replayed=1', 303);
}
