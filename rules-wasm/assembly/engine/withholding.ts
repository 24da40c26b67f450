import { Payslip } from "./payslip";
import { FlatRate } from "./tables";

/**
 * A flat withholding on a contractor's fees: the table's base and rate, the line shown only when there is
 * something withheld. Returns the tax, for the method's year-to-date accumulators.
 */
export function withholdOnFees(p: Payslip, withholding: FlatRate, line: i32): i64 {
  const fees = p.sum(withholding.baseMask);
  const tax = withholding.employee(fees);
  p.lineIfAny(line, tax, fees, withholding.rate, withholding.ref);
  return tax;
}
