import { assign, setup } from 'xstate';
import { stateNames, statesTagged, type StateOf } from './lifecycle.ts';

/**
 * A statutory filing (docs/filings.md): one document for one authority, period and type (Great Britain's FPS
 * and EPS, each country's returns and certificates). Pure: the service gathers what blocks it and the gateway's
 * answers into the events; the machine decides. A filing is made ready only with nothing blocking it, and settled
 * by the authority: through the gateway (submitted, then accepted or rejected), or, for an authority that takes
 * uploads, by the operator recording the reference its portal gave.
 */

/** How a filing reaches its authority: through the filing gateway, or uploaded to a portal by an operator. */
export type FilingChannel = 'gateway' | 'upload';

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
  | { type: 'SUBMIT'; at: string; channel: FilingChannel }
  /** POST /filings/{id}/mark_filed: the operator uploaded the document and the portal gave this reference. */
  | { type: 'MARK_FILED'; at: string; reference: string; channel: FilingChannel }
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
  /** The reference the authority's portal gave an uploaded filing. */
  authorityReference?: string | null;
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
    // Filings made before MARK_FILED existed carry no channel on SUBMIT: they are all gateway filings (GB RTI).
    sentThroughGateway: ({ event }) => event.type === 'SUBMIT' && event.channel !== 'upload',
    uploadedByOperator: ({ event }) => event.type === 'MARK_FILED' && event.channel === 'upload',
  },
  actions: {
    recordBlockers: assign({ blockers: ({ event }) => (event.type === 'PREPARE' ? [...event.blockers] : []) }),
    stampSubmitted: assign({ submittedAt: ({ event }) => (event.type === 'SUBMIT' ? event.at : null), errors: [], correlationId: null, decidedAt: null }),
    recordCorrelation: assign({ correlationId: ({ event, context }) => (event.type === 'ACKNOWLEDGED' ? event.correlationId : context.correlationId) }),
    stampDecided: assign({ decidedAt: ({ event }) => (event.type === 'ACCEPTED' || event.type === 'REJECTED' || event.type === 'MARK_FILED' ? event.at : null) }),
    recordAuthorityReference: assign({ authorityReference: ({ event }) => (event.type === 'MARK_FILED' ? event.reference : null) }),
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
        SUBMIT: { guard: 'sentThroughGateway', target: 'submitted', actions: ['stampSubmitted', 'queueSubmission'] },
        MARK_FILED: { guard: 'uploadedByOperator', target: 'accepted', actions: ['stampDecided', 'recordAuthorityReference'] },
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
export const filingClientActions = { SUBMIT: 'submit', MARK_FILED: 'mark_filed' } as const;

/** A guard that refuses for a reason the client can act on. */
export const filingGuardRefusals = {
  sentThroughGateway: { reason: 'invalid_transition', message: "This filing is uploaded to the authority's portal by an operator: record the reference it gave with POST /filings/{id}/mark_filed." },
  uploadedByOperator: { reason: 'invalid_transition', message: 'This filing is sent through the filing gateway: POST /filings/{id}/submit.' },
} as const;
