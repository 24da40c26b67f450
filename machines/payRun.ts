import { assign, setup } from 'xstate';

/**
 * The pay run lifecycle (interface 3.1, contract "Endpoints"). Pure: the service restores a run's snapshot,
 * asks `transition` for the next one and the named actions to carry out, and persists both in one transaction.
 * Guards are questions about the event; every side effect is a named action the service implements.
 */
export type PayRunStatus = 'draft' | 'calculating' | 'calculated' | 'approved' | 'paid';

export type PayRunEvent =
  /** POST /calculate. `employeeCount` decides between pricing in the request and in the background. */
  | { type: 'CALCULATE'; employeeCount: number; syncLimit: number }
  /** The coordinator saw every chunk of the background calculation priced. */
  | { type: 'PRICING_SUCCEEDED'; calculation: number }
  /** A chunk failed for good. */
  | { type: 'PRICING_FAILED'; calculation: number; reason: string }
  | { type: 'APPROVE' }
  | { type: 'REOPEN' }
  | { type: 'PAY'; method: 'payment_rail' | 'employer_bank' };

export interface PayRunContext {
  /** Increases with every calculation, so work for an older calculation is recognised and dropped. */
  calculation: number;
  failure: { calculation: number; reason: string } | null;
}

export const payRunMachine = setup({
  types: {
    context: {} as PayRunContext,
    events: {} as PayRunEvent,
    input: {} as Partial<PayRunContext> | undefined,
  },
  guards: {
    fitsInOneRequest: ({ event }) => event.type === 'CALCULATE' && event.employeeCount <= event.syncLimit,
    isCurrentCalculation: ({ context, event }) =>
      (event.type === 'PRICING_SUCCEEDED' || event.type === 'PRICING_FAILED') && event.calculation === context.calculation,
  },
  actions: {
    startCalculation: assign({ calculation: ({ context }) => context.calculation + 1 }),
    clearFailure: assign({ failure: null }),
    recordFailure: assign({
      failure: ({ event }) => (event.type === 'PRICING_FAILED' ? { calculation: event.calculation, reason: event.reason } : null),
    }),
    // Side effects: the service (commands/payRuns) carries out each named action the transition returns,
    // in the same transaction that persists the snapshot. Named here so the diagram and the runtime agree.
    discardPayslips: () => {},
    priceInRequest: () => {},
    dispatchChunks: () => {},
    totalPayslips: () => {},
    markPayslipsNotSent: () => {},
    markPayslipsUnapproved: () => {},
    settlePayslips: () => {},
  },
}).createMachine({
  id: 'payRun',
  initial: 'draft',
  context: ({ input }) => ({ calculation: input?.calculation ?? 0, failure: input?.failure ?? null }),
  states: {
    draft: {
      on: {
        CALCULATE: [
          {
            guard: 'fitsInOneRequest',
            target: 'calculated',
            actions: ['startCalculation', 'clearFailure', 'discardPayslips', 'priceInRequest', 'totalPayslips'],
          },
          { target: 'calculating', actions: ['startCalculation', 'clearFailure', 'discardPayslips', 'dispatchChunks'] },
        ],
      },
    },
    calculating: {
      on: {
        PRICING_SUCCEEDED: { guard: 'isCurrentCalculation', target: 'calculated', actions: 'totalPayslips' },
        PRICING_FAILED: { guard: 'isCurrentCalculation', target: 'draft', actions: ['recordFailure', 'discardPayslips'] },
      },
    },
    calculated: {
      on: {
        // Recalculation: the prior payslips, and with them their year-to-date contributions, go first.
        CALCULATE: [
          {
            guard: 'fitsInOneRequest',
            target: 'calculated',
            reenter: true,
            actions: ['startCalculation', 'discardPayslips', 'priceInRequest', 'totalPayslips'],
          },
          { target: 'calculating', actions: ['startCalculation', 'discardPayslips', 'dispatchChunks'] },
        ],
        APPROVE: { target: 'approved', actions: 'markPayslipsNotSent' },
      },
    },
    approved: {
      on: {
        REOPEN: { target: 'calculated', actions: 'markPayslipsUnapproved' },
        PAY: { target: 'paid', actions: 'settlePayslips' },
      },
    },
    paid: { type: 'final' },
  },
});

export type PayRunMachine = typeof payRunMachine;
