/**
 * What the law leaves an employee of each period's pay, whatever is owed: the floor under standing deductions
 * (loans, advances, orders, dues). A court order's own protected amount (GB attachment of earnings orders'
 * protected earnings rate, Attachment of Earnings Act 1971 s.6(5)(b)) is the deduction's protected_minor; these are
 * the rules each jurisdiction sets for every deduction an employer makes:
 *
 * - KE: Employment Act 2007, s.19(3): all deductions together may not exceed two-thirds of the wages, so the
 *   employee keeps at least one third of gross pay.
 * - SG: Ministry of Manpower, "Salary deductions" (Employment Act 1968 s.27–32): a loan or advance is recovered in
 *   instalments of no more than 25% of the period's salary.
 * - ZA: Magistrates' Courts Act 1944 s.65J(2)(b), as amended by the Courts of Law Amendment Act 2017: instalments
 *   under emoluments attachment orders may not exceed 25% of the debtor's basic salary.
 * - GB, NG, GH: no general cap on agreed deductions is published; the order's own protected amount and a net pay
 *   never below zero apply.
 */
export type StandingDeductionKind = 'loan' | 'salary_advance' | 'attachment_of_earnings' | 'union_dues' | 'sacco_contribution' | 'other';

/** The least net pay the period must keep, before any deduction's own protected amount. */
export function statutoryNetFloor(jurisdiction: string, grossMinor: number): number {
  if (jurisdiction === 'KE') return Math.ceil(Math.max(grossMinor, 0) / 3);
  return 0;
}

/** The most one instalment of this kind may take of the period's gross pay; null when the law sets no cap. */
export function statutoryInstalmentCap(jurisdiction: string, kind: StandingDeductionKind, grossMinor: number): number | null {
  const quarter = Math.floor(Math.max(grossMinor, 0) / 4);
  if (jurisdiction === 'SG' && (kind === 'loan' || kind === 'salary_advance')) return quarter;
  if (jurisdiction === 'ZA' && kind === 'attachment_of_earnings') return quarter;
  return null;
}
