import type { PayslipRow } from '../../db/payslips.ts';
import { paymentDestinationText } from '../../domain/employees/bankDetails/maskedDestination.ts';

/** The payslip as the API returns it (interface 2.6), and as webhooks carry it in `data.object`. Hono-free. */
export function presentPayslip(row: PayslipRow) {
  const money = (amount: number) => ({ amount_minor: amount, currency: row.currency });
  const destination = row.employee_snapshot.payment_destination ?? null;
  return {
    id: row.id,
    object: 'payslip' as const,
    pay_run_id: row.pay_run_id,
    employee_id: row.employee_id,
    currency: row.currency,
    gross: money(row.gross_minor),
    net: money(row.net_minor),
    employee_deductions: money(row.employee_deductions_minor),
    employer_cost: money(row.employer_cost_minor),
    tax: money(row.tax_minor),
    payment: { amount_minor: row.payment_minor, currency: row.payment_currency },
    fx_rate_used: row.fx_rate_used,
    period_start: row.period_start,
    period_end: row.period_end,
    pay_date: row.pay_date ?? null,
    statutory_facts: [...(row.employee_snapshot.identifiers ?? []), ...(row.employee_snapshot.statutory_facts ?? [])],
    payment_destination: destination && { ...destination, printed: paymentDestinationText(destination) },
    payment_status: {
      state: row.payment_state,
      sent_at: row.sent_at?.toISOString() ?? null,
      settled_at: row.settled_at?.toISOString() ?? null,
      note: row.payment_note,
    },
    line_items: row.line_items.map((line) => ({
      code: line.code,
      kind: line.kind,
      description: line.description,
      amount: money(line.amount_minor),
      base: money(line.base_minor),
      rate_applied: line.rate_applied,
      rate_kind: line.rate_kind ?? null,
      rule_version_ref: line.rule_version_ref,
      proration: line.proration ?? null,
    })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
