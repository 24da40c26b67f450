import type { PayRunRow } from '../../db/payRuns.ts';
import type { PayRunStatus } from '../../machines/payRun.ts';
import { stateOf } from '../../machines/lifecycle.ts';

/**
 * The pay run as the API returns it (interface 2.5), and as webhooks carry it in `data.object`. Hono-free, so the
 * webhook dispatcher presents exactly what the API does.
 */
const money = (amount: number, currency: string) => ({ amount_minor: amount, currency });

export function presentPayRun(row: PayRunRow) {
  return {
    id: row.id,
    object: 'pay_run' as const,
    status: stateOf(row) as PayRunStatus,
    jurisdiction: row.jurisdiction,
    currency: row.currency,
    period_start: row.period_start,
    period_end: row.period_end,
    pay_date: row.pay_date,
    as_of_date: row.as_of_date,
    pay_frequency: row.pay_frequency,
    type: row.run_type,
    reason: row.off_cycle_reason,
    payslip_count: row.payslip_count,
    totals: {
      gross: money(row.gross_minor, row.currency),
      net: money(row.net_minor, row.currency),
      employee_deductions: money(row.employee_deductions_minor, row.currency),
      employer_cost: money(row.employer_cost_minor, row.currency),
    },
    approved_at: row.approved_at?.toISOString() ?? null,
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
