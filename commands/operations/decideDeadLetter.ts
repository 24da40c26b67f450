import { lockDeadLetter, type DeadLetterRow } from '../../db/deadLetters.ts';
import { applyEvent } from '../lifecycle/applyEvent.ts';
import { deadLetterLifecycle, type DeadLetterContext } from './deadLetterLifecycle.ts';

/**
 * An operator's replay: the machine moves the letter to `replayed` (a second replay is refused, 409
 * invalid_transition), and the replayer actor puts the message back on its subject from the transition's fact.
 * Null when the organization holds no such letter.
 */
export async function replayDeadLetter(ctx: DeadLetterContext, id: string): Promise<DeadLetterRow | null> {
  const letter = await lockDeadLetter(ctx.tx, ctx.organizationId, id);
  if (!letter) return null;
  return applyEvent(deadLetterLifecycle, ctx, letter, { type: 'REPLAY', at: new Date().toISOString() }, ctx.actor);
}

/** An operator's decision that the message is not to be acted on, with why. */
export async function discardDeadLetter(ctx: DeadLetterContext, id: string, reason: string): Promise<DeadLetterRow | null> {
  const letter = await lockDeadLetter(ctx.tx, ctx.organizationId, id);
  if (!letter) return null;
  return applyEvent(deadLetterLifecycle, ctx, letter, { type: 'DISCARD', at: new Date().toISOString(), reason }, ctx.actor);
}
