import { Payslip } from "./payslip";
import { PAY_FREQUENCY_MONTHLY } from "../../build/generated/layout";

/**
 * For a method whose authority publishes monthly figures only: a week-based period would be priced with
 * monthly thresholds, wrong money, so the batch fails. The service refuses such runs before they get here
 * (domain/payroll/payFrequency.ts pricedFrequencies); this is the engine's own guard.
 */
export function requireMonthly(p: Payslip, refusal: string): void {
  if (p.payFrequency != PAY_FREQUENCY_MONTHLY) abort(refusal);
}
