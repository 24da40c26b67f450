import { assign, setup } from 'xstate';
import { stateNames, statesTagged, type StateOf } from './lifecycle.ts';

/**
 * A statutory filing (docs/filings.md): one document for one authority, period and type (Great Britain's FPS
 * and EPS). Pure: the service gathers what blocks it and the gateway's answers into the events; the machine
 * decides. A filing is made ready only with nothing blocking it, sent once, and settled by the authority.
 */

/** An input the filing cannot be made without, named by who it belongs to and which field. */
export interface FilingBlocker {
  /** `employer`, or `employee:<id>`. */
  subject: string;
  field: string;
  message: string;
}

/** One business-rule or schema error as the authority returned it, kept verbatim. */
export interface GatewayError {
  number: string | null;
  type: string | null;
  text: string;
  location: string | null;
}

export type FilingEvent =
  /** The document was (re)built; `blockers` lists every missing or invalid input (none: it may be sent). */
  | { type: 'PREPARE'; blockers: readonly FilingBlocker[] }
  /** POST /filings/{id}/submit. */
  | { type: 'SUBMIT'; at: string }
  /** The gateway took the document and named it by its correlation id. */
  | { type: 'ACKNOWLEDGED'; correlationId: string; at: string }
  | { type: 'ACCEPTED'; at: string }
  | { type: 'REJECTED'; at: string; errors: readonly GatewayError[] }
  /** The cause of a rejection was corrected: the filing goes back to draft and is prepared again. */
  | { type: 'REVISE' }
  /** A later filing for the same period replaces this one (a reopened run's). */
  | { type: 'SUPERSEDE'; by: string | null };

export interface FilingContext {
  blockers: FilingBlocker[];
  errors: GatewayError[];
  correlationId: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  supersededBy: string | null;
}

const effects = {
  queueSubmission: () => {},
};
export type FilingEffect = keyof typeof effects;

export const filingMachine = setup({
  types: { context: {} as FilingContext, events: {} as FilingEvent },
  guards: {
    unblocked: ({ event }) => event.type === 'PREPARE' && event.blockers.length === 0,
    notAcknowledged: ({ context }) => context.correlationId === null,
  },
  actions: {
    recordBlockers: assign({ blockers: ({ event }) => (event.type === 'PREPARE' ? [...event.blockers] : []) }),
    stampSubmitted: assign({ submittedAt: ({ event }) => (event.type === 'SUBMIT' ? event.at : null), errors: [], correlationId: null, decidedAt: null }),
    recordCorrelation: assign({ correlationId: ({ event, context }) => (event.type === 'ACKNOWLEDGED' ? event.correlationId : context.correlationId) }),
    stampDecided: assign({ decidedAt: ({ event }) => (event.type === 'ACCEPTED' || event.type === 'REJECTED' ? event.at : null) }),
    // The authority's words, verbatim: the employer reads them to correct the cause.
    recordErrors: assign({ errors: ({ event }) => (event.type === 'REJECTED' ? [...event.errors] : []) }),
    recordSupersession: assign({ supersededBy: ({ event }) => (event.type === 'SUPERSEDE' ? event.by : null) }),
    ...effects,
  },
}).createMachine({
  id: 'filing',
  initial: 'draft',
  context: { blockers: [], errors: [], correlationId: null, submittedAt: null, decidedAt: null, supersededBy: null },
  states: {
    draft: {
      tags: ['open', 'preparable'],
      on: {
        PREPARE: [
          { guard: 'unblocked', target: 'ready', actions: 'recordBlockers' },
          { target: 'draft', actions: 'recordBlockers' },
        ],
        SUPERSEDE: { target: 'superseded', actions: 'recordSupersession' },
      },
    },
    ready: {
      tags: ['open', 'preparable'],
      on: {
        SUBMIT: { target: 'submitted', actions: ['stampSubmitted', 'queueSubmission'] },
        PREPARE: [
          { guard: 'unblocked', target: 'ready', actions: 'recordBlockers' },
          { target: 'draft', actions: 'recordBlockers' },
        ],
        SUPERSEDE: { target: 'superseded', actions: 'recordSupersession' },
      },
    },
    submitted: {
      tags: ['withTheAuthority', 'locksItsRun'],
      on: {
        ACKNOWLEDGED: { guard: 'notAcknowledged', target: 'submitted', actions: 'recordCorrelation' },
        ACCEPTED: { target: 'accepted', actions: 'stampDecided' },
        REJECTED: { target: 'rejected', actions: ['stampDecided', 'recordErrors'] },
      },
    },
    rejected: {
      tags: ['open'],
      on: {
        REVISE: 'draft',
        SUPERSEDE: { target: 'superseded', actions: 'recordSupersession' },
      },
    },
    accepted: { type: 'final', tags: ['settled', 'locksItsRun'] },
    superseded: { type: 'final' },
  },
});

export type FilingStatus = StateOf<typeof filingMachine>;
export const filingStatuses = stateNames(filingMachine);
/** Filings a later filing for the same period may still replace. */
export const openFilingStatuses = statesTagged(filingMachine, 'open');
/** Filings built again from what is on file whenever an input they report changes. */
export const preparableFilingStatuses = statesTagged(filingMachine, 'preparable');
/** Filings a run cannot be reopened under: the authority holds or has accepted them. */
export const filingsLockingTheirRun = statesTagged(filingMachine, 'locksItsRun');
/** Filings the authority holds and the filing actor polls. */
export const awaitingAuthorityStatuses = statesTagged(filingMachine, 'withTheAuthority');

/** Which endpoint sends each event a client causes; the rest come from the filing actor and the pay run. */
export const filingClientActions = { SUBMIT: 'submit' } as const;
