import { assign, setup } from 'xstate';
import { stateNames, statesTagged, type StateOf } from './lifecycle.ts';

/**
 * A message a worker would not act on (it names a record this deployment's database does not hold) or whose
 * deliveries were all spent, kept for an operator. Pure: the operator replays it once (back on the subject it came from, for the normal idempotent
 * consumers) or discards it; either is final, so a second replay is refused rather than published twice.
 */
export type DeadLetterEvent = { type: 'REPLAY'; at: string } | { type: 'DISCARD'; at: string; reason: string };

export interface DeadLetterContext {
  decidedAt: string | null;
  reason: string | null;
}

const effects = {
  // The replayer actor hears the transition's fact on the events stream and republishes the message.
  queueReplay: () => {},
};
export type DeadLetterEffect = keyof typeof effects;

export const deadLetterMachine = setup({
  types: { context: {} as DeadLetterContext, events: {} as DeadLetterEvent },
  actions: {
    stampDecided: assign({
      decidedAt: ({ event }) => event.at,
      reason: ({ event }) => (event.type === 'DISCARD' ? event.reason : null),
    }),
    ...effects,
  },
}).createMachine({
  id: 'deadLetter',
  initial: 'dead',
  context: { decidedAt: null, reason: null },
  states: {
    dead: {
      tags: ['awaitingOperator'],
      on: {
        REPLAY: { target: 'replayed', actions: ['stampDecided', 'queueReplay'] },
        DISCARD: { target: 'discarded', actions: 'stampDecided' },
      },
    },
    replayed: { type: 'final', tags: ['replaying'] },
    discarded: { type: 'final' },
  },
});

export type DeadLetterState = StateOf<typeof deadLetterMachine>;
export const deadLetterStates = stateNames(deadLetterMachine);
/** Dead letters an operator has still to decide about: listed first, counted on the health page. */
export const undecidedDeadLetterStates = statesTagged(deadLetterMachine, 'awaitingOperator');
/** Dead letters whose message the replayer puts back on its subject (once). */
export const replayingDeadLetterStates = statesTagged(deadLetterMachine, 'replaying');

/** Which console action (and admin command) sends each event. */
export const deadLetterClientActions = { REPLAY: 'replay', DISCARD: 'discard' } as const;
