import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { deadLetterMachine, replayingDeadLetterStates, undecidedDeadLetterStates, type DeadLetterEvent, type DeadLetterState } from '../../machines/deadLetter.ts';
import { allowedActions, restore } from '../../commands/lifecycle/applyEvent.ts';
import { deadLetterLifecycle } from '../../commands/operations/deadLetterLifecycle.ts';
import { lifecycleMachines, transitionFactTypes } from '../../machines/events.ts';

const at = '2026-11-26T20:00:00.000Z';
const letter = (state: DeadLetterState) => restore(deadLetterMachine, { machine_snapshot: { value: state, context: { decidedAt: null, reason: null } } });
const replay: DeadLetterEvent = { type: 'REPLAY', at };
const discard: DeadLetterEvent = { type: 'DISCARD', at, reason: 'not ours' };

describe('deadLetterMachine', () => {
  it('is in the event catalogue, its transitions published as dead_letter.create / .replay / .discard', () => {
    expect(lifecycleMachines.dead_letter).toBe(deadLetterMachine);
    expect(transitionFactTypes('dead_letter').sort()).toEqual(['create', 'discard', 'replay']);
  });

  it('replays a dead letter once, naming the replay effect, and keeps when', () => {
    const [next, actions] = transition(deadLetterMachine, letter('dead'), replay);
    expect(next.value).toBe('replayed');
    expect(next.context).toEqual({ decidedAt: at, reason: null });
    expect(actions.map((a) => a.type)).toContain('queueReplay');
    expect(letter('replayed').can(replay)).toBe(false);
    expect(letter('discarded').can(replay)).toBe(false);
  });

  it('discards with a reason, and neither decision can be taken back', () => {
    const [next] = transition(deadLetterMachine, letter('dead'), discard);
    expect(next.value).toBe('discarded');
    expect(next.context.reason).toBe('not ours');
    expect(letter('replayed').can(discard)).toBe(false);
    expect(next.status).toBe('done');
  });

  it('offers the console and the admin command only what the state allows, and tags what the other code asks', () => {
    expect(allowedActions(deadLetterLifecycle, 'dead').sort()).toEqual(['discard', 'replay']);
    expect(allowedActions(deadLetterLifecycle, 'replayed')).toEqual([]);
    expect(undecidedDeadLetterStates).toEqual(['dead']);
    expect(replayingDeadLetterStates).toEqual(['replayed']);
  });
});
