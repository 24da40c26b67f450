import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { filingMachine, type FilingEvent, type FilingStatus } from '../../machines/filing.ts';
import { restore } from '../../commands/lifecycle/applyEvent.ts';

const empty = { blockers: [], errors: [], correlationId: null, submittedAt: null, decidedAt: null, supersededBy: null };
const filing = (state: FilingStatus) => restore(filingMachine, { machine_snapshot: { value: state, context: empty } });
const at = '2026-10-09T09:00:00.000Z';
const blocker = { subject: 'period', field: 'period_end', message: 'the period ends on 2026-10-31' };

// state, event -> next state: how each channel reaches the authority, and what a blocker does.
const table: [FilingStatus, FilingEvent, FilingStatus][] = [
  ['draft', { type: 'PREPARE', blockers: [] }, 'ready'],
  ['draft', { type: 'PREPARE', blockers: [blocker] }, 'draft'],
  ['ready', { type: 'PREPARE', blockers: [blocker] }, 'draft'],
  ['ready', { type: 'SUBMIT', at, channel: 'gateway' }, 'submitted'],
  ['ready', { type: 'SUBMIT', at, channel: 'upload' }, 'ready'],
  ['ready', { type: 'MARK_FILED', at, reference: 'KRA-1', channel: 'upload' }, 'accepted'],
  ['ready', { type: 'MARK_FILED', at, reference: 'KRA-1', channel: 'gateway' }, 'ready'],
  ['draft', { type: 'MARK_FILED', at, reference: 'KRA-1', channel: 'upload' }, 'draft'],
  ['submitted', { type: 'MARK_FILED', at, reference: 'KRA-1', channel: 'upload' }, 'submitted'],
  ['rejected', { type: 'REVISE' }, 'draft'],
  ['draft', { type: 'SUPERSEDE', by: null }, 'superseded'],
];

describe('filingMachine', () => {
  for (const [from, event, to] of table) {
    const channel = 'channel' in event ? `(${event.channel})` : '';
    it(`${from} --${event.type}${channel}--> ${to}`, () => {
      const [next] = transition(filingMachine, filing(from), event);
      expect(next.value).toBe(to);
    });
  }

  it('keeps the reference the portal gave an uploaded filing, and when it was filed', () => {
    const [next] = transition(filingMachine, filing('ready'), { type: 'MARK_FILED', at, reference: 'KRA202610090001', channel: 'upload' });
    expect(next.context).toMatchObject({ authorityReference: 'KRA202610090001', decidedAt: at });
  });
});
