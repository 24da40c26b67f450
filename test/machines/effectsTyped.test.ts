import { describe, expect, it } from 'vitest';
import type { PayRunEffect } from '../../machines/payRun.ts';
import { payRunEffects } from '../../commands/payRuns/payRunEffects.ts';
import { payRunMachine } from '../../machines/payRun.ts';

type Effect = (typeof payRunEffects)[PayRunEffect];
const effect: Effect = async () => {};

// Type tests: `npm test` runs tsc over this file first, so each @ts-expect-error must really be an error.
// @ts-expect-error a misspelt effect name is not an action of payRunMachine
export const misspelt = { ...payRunEffects, discardPayslip: effect } satisfies Record<PayRunEffect, Effect>;
// @ts-expect-error a missing effect leaves an action of payRunMachine with nothing to carry it out
export const missing = { discardPayslips: effect } satisfies Record<PayRunEffect, Effect>;

describe('effects typed by the machine', () => {
  it('implements exactly the side-effect actions the machine names', () => {
    const named = Object.keys(payRunMachine.implementations.actions).filter((name) => !['startCalculation', 'clearFailure', 'recordFailure'].includes(name));
    expect(Object.keys(payRunEffects).sort()).toEqual(named.sort());
  });
});
