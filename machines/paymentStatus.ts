import { assign, setup } from 'xstate';
import { stateNames, statesTagged, type StateOf } from './lifecycle.ts';

/**
 * The payment of one payslip (interface 2.6 payment_status, contract "Payment and name check"). Pure: the
 * pay run's approve, reopen and pay move every payslip of the run; the payment actor moves one payment as the
 * partner sends it and reports on it. Times and the bank's note travel in the events.
 */
export type PaymentStatusEvent =
  | { type: 'APPROVE' }
  | { type: 'REOPEN' }
  /** The run was paid from the employer's own bank: no per-payment record. */
  | { type: 'MARK_PAID_BY_EMPLOYER' }
  /** The payment actor handed the payment to the partner. `held`: an unacknowledged name mismatch. */
  | { type: 'SEND'; held: boolean; at: string }
  | { type: 'ARRIVED'; at: string }
  | { type: 'RETURNED'; at: string; note: string | null }
  | { type: 'REFUSED'; at: string; note: string | null };

export interface PaymentStatusContext {
  sentAt: string | null;
  settledAt: string | null;
  note: string | null;
}

const returnedNote = 'Returned by the bank. This payslip is not paid again here: the next run carries it.';
const refusedNote = 'Refused by the bank. This payslip is not paid again here: the next run carries it.';

export const paymentStatusMachine = setup({
  types: { context: {} as PaymentStatusContext, events: {} as PaymentStatusEvent },
  guards: {
    notHeld: ({ event }) => event.type === 'SEND' && !event.held,
  },
  actions: {
    stampSent: assign({ sentAt: ({ event }) => (event.type === 'SEND' ? event.at : null) }),
    stampArrived: assign({ settledAt: ({ event }) => (event.type === 'ARRIVED' ? event.at : null) }),
    // The bank's own words when it gave them; otherwise what the employer needs to know.
    recordReturn: assign(({ event }) => ({
      settledAt: event.type === 'RETURNED' ? event.at : null,
      note: event.type === 'RETURNED' && event.note ? event.note : returnedNote,
    })),
    recordRefusal: assign(({ event }) => ({
      settledAt: event.type === 'REFUSED' ? event.at : null,
      note: event.type === 'REFUSED' && event.note ? event.note : refusedNote,
    })),
  },
}).createMachine({
  id: 'paymentStatus',
  initial: 'none',
  context: { sentAt: null, settledAt: null, note: null },
  states: {
    none: {
      on: {
        APPROVE: 'not_sent',
        MARK_PAID_BY_EMPLOYER: 'paid_by_employer',
      },
    },
    not_sent: {
      tags: ['awaitingPayment', 'byRail'],
      on: {
        REOPEN: 'none',
        SEND: { guard: 'notHeld', target: 'sent', actions: 'stampSent' },
        MARK_PAID_BY_EMPLOYER: 'paid_by_employer',
      },
    },
    sent: {
      tags: ['byRail', 'withThePartner'],
      on: {
        ARRIVED: { target: 'arrived', actions: 'stampArrived' },
        RETURNED: { target: 'returned', actions: 'recordReturn' },
        REFUSED: { target: 'refused', actions: 'recordRefusal' },
      },
    },
    // Returned and refused are final for the payslip: re-paying it is the next run's job.
    arrived: { type: 'final', tags: ['settled', 'byRail'] },
    returned: { type: 'final', tags: ['settled', 'byRail'] },
    refused: { type: 'final', tags: ['settled', 'byRail'] },
    paid_by_employer: { type: 'final', tags: ['byEmployer'] },
  },
});

export type PaymentState = StateOf<typeof paymentStatusMachine>;
export const paymentStates = stateNames(paymentStatusMachine);
/** Payments the actor still has to send. */
export const unsentPaymentStates = statesTagged(paymentStatusMachine, 'awaitingPayment');

/** Payments the partner holds and has yet to settle: overdue after its settlement window (stuck work). */
export const withPartnerPaymentStates = statesTagged(paymentStatusMachine, 'withThePartner');

/** Payments that go (or went) through the bank: the ones a payment file carries. Not paid_by_employer. */
export const railPaymentStates = statesTagged(paymentStatusMachine, 'byRail');

/** What the bank reports of a sent payment, each final for the payslip: the states tagged settled. */
const bankOutcomes = ['arrived', 'returned', 'refused'] as const satisfies readonly PaymentState[];
export type SettledPaymentState = (typeof bankOutcomes)[number];
export const settledPaymentStates = statesTagged(paymentStatusMachine, 'settled') as readonly [SettledPaymentState, ...SettledPaymentState[]];

/** A guard that refuses for a reason worth keeping in the log, rather than as a state that does not take the event. */
export const paymentGuardRefusals = {
  notHeld: { message: 'held: the bank name check is an unacknowledged mismatch' },
} as const;

/** Payments the employer made from its own bank: no transfer of this service's, so no payment file. */
export const employerPaidStates = statesTagged(paymentStatusMachine, 'byEmployer');

/** No endpoint sends these to one payslip; the run's endpoints and the actors do. */
export const paymentClientActions = {} as const;
