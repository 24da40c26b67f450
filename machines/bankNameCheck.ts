import { assign, setup } from 'xstate';
import { stateNames, statesTagged, type StateOf } from './lifecycle.ts';

/**
 * Whether the account on file belongs to the employee (interface 2.3, 3.3). One machine per employee. The
 * payment partner's answer travels in the event; the name the bank holds never does, and is never kept.
 */
export type NameCheckResult = 'matched' | 'close' | 'mismatch' | 'unavailable';

export type BankNameCheckEvent =
  /** `account`: which version of the bank details was checked (a fingerprint of its ciphertext, never the account). */
  | { type: 'CHECKED'; result: NameCheckResult; at: string; account: string }
  /** Someone holding funding.manage accepts the mismatch: the employee is paid again. */
  | { type: 'ACKNOWLEDGE'; by: string; at: string }
  /** New bank details: what was checked was another account. */
  | { type: 'BANK_DETAILS_CHANGED'; account: string | null };

export interface BankNameCheckContext {
  checkedAt: string | null;
  acknowledgedBy: string | null;
  acknowledgedAt: string | null;
}

const result = (expected: NameCheckResult) => ({ event }: { event: BankNameCheckEvent }) => event.type === 'CHECKED' && event.result === expected;
const checked = (target: string) => [
  { guard: 'answeredMatched' as const, target: 'matched', actions: 'stampChecked' as const },
  { guard: 'answeredClose' as const, target: 'close', actions: 'stampChecked' as const },
  { guard: 'answeredMismatch' as const, target: 'mismatch', actions: 'stampChecked' as const },
  { guard: 'answeredUnavailable' as const, target: 'unavailable', actions: 'stampChecked' as const },
].map((t) => ({ ...t, reenter: t.target === target }));

export const bankNameCheckMachine = setup({
  types: { context: {} as BankNameCheckContext, events: {} as BankNameCheckEvent },
  guards: {
    answeredMatched: result('matched'),
    answeredClose: result('close'),
    answeredMismatch: result('mismatch'),
    answeredUnavailable: result('unavailable'),
  },
  actions: {
    stampChecked: assign({
      checkedAt: ({ event }) => (event.type === 'CHECKED' ? event.at : null),
      acknowledgedBy: null,
      acknowledgedAt: null,
    }),
    recordAcknowledgement: assign({
      acknowledgedBy: ({ event }) => (event.type === 'ACKNOWLEDGE' ? event.by : null),
      acknowledgedAt: ({ event }) => (event.type === 'ACKNOWLEDGE' ? event.at : null),
    }),
    forgetCheck: assign({ checkedAt: null, acknowledgedBy: null, acknowledgedAt: null }),
  },
}).createMachine({
  id: 'bankNameCheck',
  initial: 'unchecked',
  context: { checkedAt: null, acknowledgedBy: null, acknowledgedAt: null },
  states: {
    unchecked: { on: { CHECKED: checked('unchecked') } },
    matched: { on: { CHECKED: checked('matched'), BANK_DETAILS_CHANGED: { target: 'unchecked', actions: 'forgetCheck' } } },
    close: { on: { CHECKED: checked('close'), BANK_DETAILS_CHANGED: { target: 'unchecked', actions: 'forgetCheck' } } },
    mismatch: {
      tags: ['holdsPayment'],
      on: {
        CHECKED: checked('mismatch'),
        ACKNOWLEDGE: { target: 'mismatch_acknowledged', actions: 'recordAcknowledgement' },
        BANK_DETAILS_CHANGED: { target: 'unchecked', actions: 'forgetCheck' },
      },
    },
    mismatch_acknowledged: { on: { CHECKED: checked('mismatch_acknowledged'), BANK_DETAILS_CHANGED: { target: 'unchecked', actions: 'forgetCheck' } } },
    unavailable: { on: { CHECKED: checked('unavailable'), BANK_DETAILS_CHANGED: { target: 'unchecked', actions: 'forgetCheck' } } },
  },
});

export type BankNameCheckState = StateOf<typeof bankNameCheckMachine>;
export const bankNameCheckStates = stateNames(bankNameCheckMachine);
/** Where an employee's payment by rail waits at not_sent. */
export const paymentHoldingStates = statesTagged(bankNameCheckMachine, 'holdsPayment');

/** The readings the interface shows (2.3 bank_name_check), in the machine's order: an acknowledged mismatch reads mismatch. */
export const nameCheckResults: readonly NameCheckResult[] = bankNameCheckStates.filter((state): state is NameCheckResult => bankNameCheckReading(state) === state);

/** The interface's reading (2.3 bank_name_check): null when never asked; an acknowledged mismatch is still a mismatch. */
export function bankNameCheckReading(state: BankNameCheckState): NameCheckResult | null {
  if (state === 'unchecked') return null;
  return state === 'mismatch_acknowledged' ? 'mismatch' : state;
}

export const bankNameCheckClientActions = { ACKNOWLEDGE: 'acknowledge' } as const;
