import type { PayRunRow } from '../db/payRuns.ts';

/** "Regular", or "Off-cycle (bonus)": what the operator reads in the run lists and on a run's page. */
export function runTypeText(run: Pick<PayRunRow, 'run_type' | 'off_cycle_reason'>): string {
  return run.run_type === 'off_cycle' ? `Off-cycle (${run.off_cycle_reason})` : 'Regular';
}
