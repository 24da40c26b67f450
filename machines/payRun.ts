import { and, assign, setup } from 'xstate';
import { statesTagged, stateNames, type StateOf } from './lifecycle.ts';

/**
 * The pay run lifecycle (interface 3.1, contract "Endpoints"). Pure: the service restores a run's snapshot,
 * asks `transition` for the next one and the named actions to carry out, and persists both in one transaction.
 * Guards are questions about the event (the facts they need travel in it); every side effect is a named
 * action the service implements (commands/payRuns/payRunEffects.ts, typed by `PayRunEffect`).
 */
export type PayRunEvent =
  /** POST /calculate: the employees to price and the facts the guards decide on. */
  | { type: 'CALCULATE'; employeeIds: readonly string[]; syncLimit: number; kycStatus: string }
  /** The coordinator saw every chunk of the background calculation priced. */
  | { type: 'PRICING_SUCCEEDED'; calculation: number }
  /** A chunk failed for good. */
  | { type: 'PRICING_FAILED'; calculation: number; reason: string }
  | { type: 'APPROVE' }
  /** `lockedByFiling`: a filing of the run is with the authority or accepted (movePayRun asks). */
  | { type: 'REOPEN'; lockedByFiling?: boolean }
  | { type: 'PAY'; method: 'payment_rail' | 'employer_bank' };

export interface PayRunContext {
  /** Increases with every calculation, so work for an older calculation is recognised and dropped. */
  calculation: number;
  failure: { calculation: number; reason: string } | null;
}

/** Side effects, carried out by the service in the transaction that persists the transition. */
const effects = {
  discardPayslips: () => {},
  priceInRequest: () => {},
  dispatchChunks: () => {},
  totalPayslips: () => {},
  markPayslipsNotSent: () => {},
  requestNameChecks: () => {},
  markPayslipsUnapproved: () => {},
  settlePayslips: () => {},
  makeFilings: () => {},
  supersedeFilings: () => {},
  fileReturns: () => {},
};
export type PayRunEffect = keyof typeof effects;

export const payRunMachine = setup({
  types: {
    context: {} as PayRunContext,
    events: {} as PayRunEvent,
    input: {} as Partial<PayRunContext> | undefined,
  },
  guards: {
    organizationVerified: ({ event }) => event.type === 'CALCULATE' && event.kycStatus === 'verified',
    fitsInOneRequest: ({ event }) => event.type === 'CALCULATE' && event.employeeIds.length <= event.syncLimit,
    isCurrentCalculation: ({ context, event }) =>
      (event.type === 'PRICING_SUCCEEDED' || event.type === 'PRICING_FAILED') && event.calculation === context.calculation,
    notFiled: ({ event }) => event.type === 'REOPEN' && event.lockedByFiling !== true,
  },
  actions: {
    startCalculation: assign({ calculation: ({ context }) => context.calculation + 1 }),
    clearFailure: assign({ failure: null }),
    recordFailure: assign({
      failure: ({ event }) => (event.type === 'PRICING_FAILED' ? { calculation: event.calculation, reason: event.reason } : null),
    }),
    ...effects,
  },
}).createMachine({
  id: 'payRun',
  initial: 'draft',
  context: ({ input }) => ({ calculation: input?.calculation ?? 0, failure: input?.failure ?? null }),
  states: {
    draft: {
      tags: ['listable', 'takesPayItems'],
      on: {
        CALCULATE: [
          {
            guard: and(['organizationVerified', 'fitsInOneRequest']),
            target: 'calculated',
            actions: ['startCalculation', 'clearFailure', 'discardPayslips', 'priceInRequest', 'totalPayslips'],
          },
          {
            guard: 'organizationVerified',
            target: 'calculating',
            actions: ['startCalculation', 'clearFailure', 'discardPayslips', 'dispatchChunks'],
          },
        ],
      },
    },
    calculating: {
      tags: ['pricingInBackground'],
      on: {
        PRICING_SUCCEEDED: { guard: 'isCurrentCalculation', target: 'calculated', actions: 'totalPayslips' },
        PRICING_FAILED: { guard: 'isCurrentCalculation', target: 'draft', actions: ['recordFailure', 'discardPayslips'] },
      },
    },
    calculated: {
      tags: ['listable', 'countsTowardYearToDate', 'takesPayItems', 'hasJournal'],
      on: {
        // Recalculation: the prior payslips, and with them their year-to-date contributions, go first.
        CALCULATE: [
          {
            guard: and(['organizationVerified', 'fitsInOneRequest']),
            target: 'calculated',
            reenter: true,
            actions: ['startCalculation', 'discardPayslips', 'priceInRequest', 'totalPayslips'],
          },
          { guard: 'organizationVerified', target: 'calculating', actions: ['startCalculation', 'discardPayslips', 'dispatchChunks'] },
        ],
        APPROVE: { target: 'approved', actions: ['markPayslipsNotSent', 'requestNameChecks', 'makeFilings'] },
      },
    },
    approved: {
      tags: ['listable', 'countsTowardYearToDate', 'hasPaymentFile', 'hasJournal', 'recoversDeductions'],
      on: {
        REOPEN: { guard: 'notFiled', target: 'calculated', actions: ['markPayslipsUnapproved', 'supersedeFilings'] },
        PAY: { target: 'paid', actions: ['settlePayslips', 'fileReturns'] },
      },
    },
    paid: { type: 'final', tags: ['listable', 'countsTowardYearToDate', 'hasPaymentFile', 'sealed', 'releasesPayments', 'hasJournal', 'recoversDeductions'] },
  },
});

export type PayRunMachine = typeof payRunMachine;
export type PayRunStatus = StateOf<typeof payRunMachine>;

/** Every status, in the order of the lifecycle. */
export const payRunStatuses = stateNames(payRunMachine);
/** The statuses a client may filter a list by (calculating is transient). */
export const listablePayRunStatuses = statesTagged(payRunMachine, 'listable');
/** The runs whose payslips count toward the employees' year to date. */
export const yearToDateStatuses = statesTagged(payRunMachine, 'countsTowardYearToDate');
/** The runs the calculator actors are pricing; the coordinator's sweep looks at these. */
export const backgroundPricingStatuses = statesTagged(payRunMachine, 'pricingInBackground');

/** Runs whose one-off pay items may still be added or removed (they are priced by the next calculation). */
export const payItemStatuses = statesTagged(payRunMachine, 'takesPayItems');
/** Runs that are final: what they paid is corrected by retro lines on a later run, never rewritten. */
export const sealedStatuses = statesTagged(payRunMachine, 'sealed');

/** Runs whose payments are released: the payment actors send what of them waits at not_sent. */
export const paymentReleasingStatuses = statesTagged(payRunMachine, 'releasesPayments');

/** Runs whose payments can be downloaded as the bank's pain.001 file. */
export const paymentFileStatuses = statesTagged(payRunMachine, 'hasPaymentFile');
/** Runs with payslips to post to the ledger: a calculated run's journal is a preview, a paid run's is final. */
export const journalStatuses = statesTagged(payRunMachine, 'hasJournal');
/** Runs whose standing-deduction instalments count as recovered; reopening a run gives its instalments back. */
export const deductionRecoveryStatuses = statesTagged(payRunMachine, 'recoversDeductions');

/** Which endpoint sends each event a client causes; the rest come from the actors. */
export const payRunClientActions = { CALCULATE: 'calculate', APPROVE: 'approve', REOPEN: 'reopen', PAY: 'pay' } as const;

/** A guard that refuses for a reason the client can act on, rather than `invalid_transition`. */
export const payRunGuardRefusals = {
  organizationVerified: { reason: 'kyc_not_verified', message: 'Payroll cannot be calculated until the organization is verified.' },
  notFiled: {
    reason: 'invalid_transition',
    message: "This run's filing is with the authority or accepted (GB: its FPS), so the run cannot be reopened. Correct it on the next run: its payslips carry the correction, and its FPS the corrected year-to-date figures.",
  },
} as const;
