import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { bankNameCheckMachine, bankNameCheckReading, paymentHoldingStates, type BankNameCheckEvent, type BankNameCheckState } from '../../machines/bankNameCheck.ts';
import { restore } from '../../commands/lifecycle/applyEvent.ts';

const empty = { checkedAt: null, acknowledgedBy: null, acknowledgedAt: null };
const check = (state: BankNameCheckState) => restore(bankNameCheckMachine, { machine_snapshot: { value: state, context: empty } });
const at = '2025-07-28T09:00:00.000Z';
const checked = (result: 'matched' | 'close' | 'mismatch' | 'unavailable'): BankNameCheckEvent => ({ type: 'CHECKED', result, at, account: 'a1b2c3d4e5f60718' });

// state, event -> next state, and the interface's reading of it (2.3 bank_name_check).
const table: [BankNameCheckState, BankNameCheckEvent, BankNameCheckState, string | null][] = [
  ['unchecked', checked('matched'), 'matched', 'matched'],
  ['unchecked', checked('close'), 'close', 'close'],
  ['unchecked', checked('mismatch'), 'mismatch', 'mismatch'],
  ['unchecked', checked('unavailable'), 'unavailable', 'unavailable'],
  ['matched', checked('mismatch'), 'mismatch', 'mismatch'],
  ['mismatch', checked('matched'), 'matched', 'matched'],
  ['mismatch', { type: 'ACKNOWLEDGE', by: 'api_key:k', at }, 'mismatch_acknowledged', 'mismatch'],
  ['mismatch_acknowledged', checked('mismatch'), 'mismatch', 'mismatch'],
  ['matched', { type: 'BANK_DETAILS_CHANGED', account: 'a1b2c3d4e5f60718' }, 'unchecked', null],
  ['mismatch', { type: 'BANK_DETAILS_CHANGED', account: 'a1b2c3d4e5f60718' }, 'unchecked', null],
  ['mismatch_acknowledged', { type: 'BANK_DETAILS_CHANGED', account: 'a1b2c3d4e5f60718' }, 'unchecked', null],
  ['close', { type: 'BANK_DETAILS_CHANGED', account: 'a1b2c3d4e5f60718' }, 'unchecked', null],
  ['unavailable', { type: 'BANK_DETAILS_CHANGED', account: 'a1b2c3d4e5f60718' }, 'unchecked', null],
];

describe('bankNameCheckMachine', () => {
  for (const [from, event, to, reading] of table) {
    it(`${from} --${event.type}${event.type === 'CHECKED' ? `(${event.result})` : ''}--> ${to}, read as ${reading}`, () => {
      const [next] = transition(bankNameCheckMachine, check(from), event);
      expect(next.value).toBe(to);
      expect(bankNameCheckReading(next.value as BankNameCheckState)).toBe(reading);
    });
  }

  it('records who acknowledged and when, and a new check forgets the acknowledgement', () => {
    const [acknowledged] = transition(bankNameCheckMachine, check('mismatch'), { type: 'ACKNOWLEDGE', by: 'api_key:k', at });
    expect(acknowledged.context).toMatchObject({ acknowledgedBy: 'api_key:k', acknowledgedAt: at });
    const [again] = transition(bankNameCheckMachine, acknowledged, checked('mismatch'));
    expect(again.context).toMatchObject({ checkedAt: at, acknowledgedBy: null, acknowledgedAt: null });
  });

  it('holds payments only on an unacknowledged mismatch', () => {
    expect(paymentHoldingStates).toEqual(['mismatch']);
  });

  const refused: [BankNameCheckState, BankNameCheckEvent][] = [
    ['unchecked', { type: 'ACKNOWLEDGE', by: 'k', at }],
    ['matched', { type: 'ACKNOWLEDGE', by: 'k', at }],
    ['close', { type: 'ACKNOWLEDGE', by: 'k', at }],
    ['unavailable', { type: 'ACKNOWLEDGE', by: 'k', at }],
    ['mismatch_acknowledged', { type: 'ACKNOWLEDGE', by: 'k', at }],
    ['unchecked', { type: 'BANK_DETAILS_CHANGED', account: 'a1b2c3d4e5f60718' }],
  ];
  for (const [from, event] of refused) {
    it(`refuses ${event.type} in ${from}`, () => expect(check(from).can(event)).toBe(false));
  }
});
