import type { AnnounceContext } from '../context.ts';
import { deadLetterClientActions, deadLetterMachine, type DeadLetterEffect } from '../../machines/deadLetter.ts';
import { saveDeadLetter, type DeadLetterRow } from '../../db/deadLetters.ts';
import type { Lifecycle } from '../lifecycle/applyEvent.ts';

/** What a dead letter's commands run with: the organization's transaction, and who decides. */
export type DeadLetterContext = AnnounceContext & { actor: string };

/** The replay is carried out by the replayer actor from the transition's fact on the events stream. */
const deadLetterEffects: Record<DeadLetterEffect, () => Promise<void>> = { queueReplay: async () => {} };

/** The dead letter machine as the kernel drives it; status mirrors its state, decided_by who moved it. */
export const deadLetterLifecycle = {
  entity: 'dead_letter',
  machine: deadLetterMachine,
  clientActions: deadLetterClientActions,
  mirrorOf: (letter) => letter.status,
  save: (ctx, letter, state, snapshot) => saveDeadLetter(ctx.tx, letter.id, { status: state, machine_snapshot: snapshot, decided_by: ctx.actor }),
  effects: deadLetterEffects,
  detailsOf: (event) => (event.type === 'DISCARD' ? { reason: event.reason } : null),
} satisfies Lifecycle<typeof deadLetterMachine, DeadLetterRow, DeadLetterContext, DeadLetterEffect>;
