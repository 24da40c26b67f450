import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { transition } from 'xstate';
import { payRunMachine, type PayRunEvent, type PayRunStatus } from '../../machines/payRun.ts';
import { machineCatalog } from '../../machines/catalog.ts';
import { machineDocument } from '../../machines/diagram.ts';
import { payRunLifecycle, restorePayRun } from '../../commands/payRuns/payRunLifecycle.ts';
import { allowedActions as allowedActionsOf } from '../../commands/lifecycle/applyEvent.ts';

const run = (status: PayRunStatus, calculation = 1) =>
  restorePayRun({ id: '', organization_id: '', machine_snapshot: { value: status, context: { calculation, failure: null } } });
const allowedActions = (status: PayRunStatus) => allowedActionsOf(payRunLifecycle, status);

const employees = (count: number) => Array.from({ length: count }, (_, i) => `employee-${i}`);
const small: PayRunEvent = { type: 'CALCULATE', employeeIds: employees(200), syncLimit: 200, kycStatus: 'verified' };
const large: PayRunEvent = { type: 'CALCULATE', employeeIds: employees(201), syncLimit: 200, kycStatus: 'verified' };

// status, event -> next status and the named side effects, in order (interface 3.1, contract).
const table: [PayRunStatus, PayRunEvent, PayRunStatus, string[]][] = [
  ['draft', small, 'calculated', ['discardPayslips', 'priceInRequest', 'totalPayslips']],
  ['draft', large, 'calculating', ['discardPayslips', 'dispatchChunks']],
  ['calculating', { type: 'PRICING_SUCCEEDED', calculation: 1 }, 'calculated', ['totalPayslips']],
  ['calculating', { type: 'PRICING_FAILED', calculation: 1, reason: 'x' }, 'draft', ['discardPayslips']],
  ['calculated', small, 'calculated', ['discardPayslips', 'priceInRequest', 'totalPayslips']],
  ['calculated', large, 'calculating', ['discardPayslips', 'dispatchChunks']],
  ['calculated', { type: 'APPROVE' }, 'approved', ['markPayslipsNotSent', 'requestNameChecks', 'makeFilings']],
  ['approved', { type: 'REOPEN' }, 'calculated', ['markPayslipsUnapproved', 'supersedeFilings']],
  ['approved', { type: 'PAY', method: 'employer_bank' }, 'paid', ['settlePayslips', 'fileReturns']],
];

describe('payRunMachine', () => {
  for (const [from, event, to, effects] of table) {
    it(`${from} --${event.type}${'employeeIds' in event ? `(${event.employeeIds.length})` : ''}--> ${to}`, () => {
      const [next, actions] = transition(payRunMachine, run(from), event);
      expect(next.value).toBe(to);
      expect(actions.map((a) => a.type)).toEqual(effects);
    });
  }

  const refused: [PayRunStatus, PayRunEvent][] = [
    ['paid', small],
    ['approved', small],
    ['calculating', small],
    ['draft', { type: 'APPROVE' }],
    ['calculated', { type: 'PAY', method: 'payment_rail' }],
    ['paid', { type: 'REOPEN' }],
    // A filing with the authority or accepted locks the run (issue 27, item 6).
    ['approved', { type: 'REOPEN', lockedByFiling: true }],
    ['calculating', { type: 'PRICING_SUCCEEDED', calculation: 0 }],
    ['calculated', { type: 'PRICING_SUCCEEDED', calculation: 1 }],
  ];
  for (const [from, event] of refused) {
    it(`refuses ${event.type} in ${from}`, () => expect(run(from).can(event)).toBe(false));
  }

  it('counts calculations and records the failure of the current one', () => {
    const [calculating] = transition(payRunMachine, run('draft', 4), large);
    expect(calculating.context.calculation).toBe(5);
    const [failed] = transition(payRunMachine, calculating, { type: 'PRICING_FAILED', calculation: 5, reason: 'chunk 3 failed' });
    expect(failed.context.failure).toEqual({ calculation: 5, reason: 'chunk 3 failed' });
    const [again] = transition(payRunMachine, failed, small);
    expect(again.context).toEqual({ calculation: 6, failure: null });
  });

  it('tells a client what it may do in each status', () => {
    expect(allowedActions('draft')).toEqual(['calculate']);
    expect(allowedActions('calculating')).toEqual([]);
    expect(allowedActions('calculated')).toEqual(['calculate', 'approve']);
    expect(allowedActions('approved')).toEqual(['reopen', 'pay']);
    expect(allowedActions('paid')).toEqual([]);
  });

  it("keeps the operators' diagrams in docs/machines generated from the definitions", async () => {
    for (const entry of machineCatalog) {
      const committed = await readFile(new URL(`../../docs/machines/${entry.file}`, import.meta.url), 'utf8');
      expect(committed, 'run `npm run machines:docs`').toBe(machineDocument(entry));
    }
  });
});
