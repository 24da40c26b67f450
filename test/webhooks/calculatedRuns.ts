import { expect } from 'vitest';
import type { ApiHarness } from '../support/apiHarness.ts';
import { monthEnd } from '../support/periods.ts';

/**
 * Calculated KE pay runs, each in a month of its own (periods of one jurisdiction may not overlap): the facts
 * webhook tests subscribe to. One maker per test file, so the months do not collide.
 */
export function calculatedRuns(api: () => ApiHarness, year = 2025) {
  let month = 0;
  return async (token: string) => {
    month += 1;
    const m = `${year + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}`;
    const created = await api().json('POST', '/pay_runs', { token, body: { jurisdiction: 'KE', period_start: `${m}-01`, period_end: monthEnd(m), pay_date: `${m}-28` } });
    const calculated = await api().json('POST', `/pay_runs/${created.body.id}/calculate`, { token });
    expect(calculated.body.status).toBe('calculated');
    return calculated.body;
  };
}
