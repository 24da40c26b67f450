import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { paymentStatusMachine, type PaymentState, type PaymentStatusEvent } from '../../machines/paymentStatus.ts';
import { restore } from '../../commands/lifecycle/applyEvent.ts';
import { stateTakes } from '../../machines/lifecycle.ts';

const context = { sentAt: null as string | null, settledAt: null as string | null, note: null as string | null };
const payment = (state: PaymentState, ctx = context) => restore(paymentStatusMachine, { machine_snapshot: { value: state, context: ctx } });
const at = '2025-07-28T09:00:00.000Z';
const later = '2025-07-29T09:00:00.000Z';

// state, event -> next state and what the payment reads after it (interface 2.6, contract "Payment and name check").
const table: [PaymentState, PaymentStatusEvent, PaymentState, Partial<typeof context>][] = [
  ['none', { type: 'APPROVE' }, 'not_sent', {}],
  ['none', { type: 'MARK_PAID_BY_EMPLOYER' }, 'paid_by_employer', {}],
  ['not_sent', { type: 'REOPEN' }, 'none', {}],
  ['not_sent', { type: 'MARK_PAID_BY_EMPLOYER' }, 'paid_by_employer', {}],
  ['not_sent', { type: 'SEND', held: false, at }, 'sent', { sentAt: at }],
  ['sent', { type: 'ARRIVED', at: later }, 'arrived', { sentAt: at, settledAt: later, note: null }],
  ['sent', { type: 'RETURNED', at: later, note: 'Account frozen' }, 'returned', { settledAt: later, note: 'Account frozen' }],
  ['sent', { type: 'REFUSED', at: later, note: null }, 'refused', { settledAt: later }],
];

describe('paymentStatusMachine', () => {
  for (const [from, event, to, reads] of table) {
    it(`${from} --${event.type}--> ${to}`, () => {
      const start = from === 'sent' ? payment('sent', { ...context, sentAt: at }) : payment(from);
      const [next] = transition(paymentStatusMachine, start, event);
      expect(next.value).toBe(to);
      expect(next.context).toMatchObject(reads);
    });
  }

  it('says on a refused or returned payment, without the bank\'s words, that the next run carries it', () => {
    const [refused] = transition(paymentStatusMachine, payment('sent', { ...context, sentAt: at }), { type: 'REFUSED', at: later, note: null });
    expect(refused.context.note).toMatch(/next run carries it/);
  });

  const refused: [PaymentState, PaymentStatusEvent][] = [
    ['not_sent', { type: 'SEND', held: true, at }],
    ['none', { type: 'SEND', held: false, at }],
    ['none', { type: 'ARRIVED', at }],
    ['not_sent', { type: 'ARRIVED', at }],
    ['sent', { type: 'REOPEN' }],
    ['sent', { type: 'MARK_PAID_BY_EMPLOYER' }],
    ['sent', { type: 'SEND', held: false, at }],
    ['arrived', { type: 'ARRIVED', at }],
    ['arrived', { type: 'REFUSED', at, note: null }],
    ['returned', { type: 'ARRIVED', at }],
    ['refused', { type: 'SEND', held: false, at }],
    ['paid_by_employer', { type: 'SEND', held: false, at }],
    ['paid_by_employer', { type: 'REOPEN' }],
    ['none', { type: 'REOPEN' }],
  ];
  for (const [from, event] of refused) {
    it(`refuses ${event.type}${event.type === 'SEND' && event.held ? ' (held)' : ''} in ${from}`, () => expect(payment(from).can(event)).toBe(false));
  }
});

describe('the notHeld guard', () => {
  const held: PaymentStatusEvent = { type: 'SEND', held: true, at };

  it('is what refuses a held payment: not_sent takes SEND, and only the guard says no', () => {
    expect(stateTakes(paymentStatusMachine, 'not_sent', 'SEND')).toBe(true);
    expect(payment('not_sent').can(held)).toBe(false);
    expect(transition(paymentStatusMachine, payment('not_sent'), held)[0].value).toBe('not_sent');
    const notHeld = paymentStatusMachine.implementations.guards.notHeld as (args: { context: typeof context; event: PaymentStatusEvent }) => boolean;
    expect(notHeld({ context, event: held })).toBe(false);
    expect(notHeld({ context, event: { ...held, held: false } })).toBe(true);
  });

  it('lets the same event through once the guard is lifted (nothing else refuses it)', () => {
    const lifted = paymentStatusMachine.provide({ guards: { notHeld: () => true } });
    expect(restore(lifted, { machine_snapshot: { value: 'not_sent', context } }).can(held)).toBe(true);
  });
});
