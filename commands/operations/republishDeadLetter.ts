import { lockDeadLetter, markRepublished } from '../../db/deadLetters.ts';
import { replayingDeadLetterStates } from '../../machines/deadLetter.ts';
import { stateOf } from '../../machines/lifecycle.ts';
import type { DeadLetterBox } from '../../ports/deadLetters.ts';
import type { AnnounceContext } from '../context.ts';

/**
 * The replayer's half of a replay: a letter its machine has replayed, not yet republished, goes back on its
 * subject under its own id as dedupe id, and is stamped. A redelivered fact finds it stamped and publishes nothing;
 * a crash between the publish and the stamp publishes again under the same id, which the queue stores once.
 */
export async function republishDeadLetter(ctx: Pick<AnnounceContext, 'tx' | 'organizationId'>, box: Pick<DeadLetterBox, 'replay'>, id: string): Promise<boolean> {
  const letter = await lockDeadLetter(ctx.tx, ctx.organizationId, id);
  if (!letter || letter.republished_at || !(replayingDeadLetterStates as readonly string[]).includes(stateOf(letter))) return false;
  await box.replay(letter, `replay:${letter.id}`);
  return markRepublished(ctx.tx, letter.id);
}
