import type { YearToDate } from '../payroll/pricing.ts';

/** What one payslip added to the NI figures, under the letter it was priced with. */
export interface PayslipNi {
  letter: string;
  ytdBefore: YearToDate;
  ytdAfter: YearToDate;
}

export interface NiLetterValues {
  letter: string;
  grossEarningsInPeriodMinor: number;
  grossEarningsYtdMinor: number;
  atLelYtdMinor: number;
  lelToPtYtdMinor: number;
  ptToUelYtdMinor: number;
  employerNicInPeriodMinor: number;
  employerNicYtdMinor: number;
  employeeNicInPeriodMinor: number;
  employeeNicYtdMinor: number;
}

const accumulators = {
  gross: 'niable_pay',
  atLel: 'ni_earnings_at_lel',
  lelToPt: 'ni_earnings_lel_to_pt',
  ptToUel: 'ni_earnings_pt_to_uel',
  employee: 'ni_employee',
  employer: 'ni_employer',
} as const;
type Figure = keyof typeof accumulators;
type Figures = Record<Figure, number>;

const added = (p: PayslipNi): Figures =>
  Object.fromEntries(Object.entries(accumulators).map(([figure, name]) => [figure, (p.ytdAfter[name] ?? 0) - (p.ytdBefore[name] ?? 0)])) as Figures;
const totalOf = (ytd: YearToDate): Figures =>
  Object.fromEntries(Object.entries(accumulators).map(([figure, name]) => [figure, ytd[name] ?? 0])) as Figures;

/**
 * The FPS's NIlettersAndValues of one payment: one entry per letter used in the tax year (HMRC RTI Data Item Guide
 * 2026-27: the year-to-date figures are reported under each letter the employee had in the year; the period's under
 * the letter of this payment). A letter of earlier payslips only gets what those payslips added; this payment's
 * letter gets the rest of the year to date, so the entries always add up to the payslip's year to date.
 */
export function niLetterValues(current: PayslipNi, earlier: readonly PayslipNi[]): NiLetterValues[] {
  const byLetter = new Map<string, Figures>();
  for (const payslip of earlier) {
    if (payslip.letter === current.letter) continue;
    const sum = byLetter.get(payslip.letter) ?? { gross: 0, atLel: 0, lelToPt: 0, ptToUel: 0, employee: 0, employer: 0 };
    const more = added(payslip);
    for (const figure of Object.keys(accumulators) as Figure[]) sum[figure] += more[figure];
    byLetter.set(payslip.letter, sum);
  }
  const rest = totalOf(current.ytdAfter);
  for (const sum of byLetter.values()) for (const figure of Object.keys(accumulators) as Figure[]) rest[figure] -= sum[figure];
  const period = added(current);
  const entry = (letter: string, ytd: Figures, inPeriod: Figures | null): NiLetterValues => ({
    letter,
    grossEarningsInPeriodMinor: inPeriod?.gross ?? 0,
    grossEarningsYtdMinor: ytd.gross,
    atLelYtdMinor: ytd.atLel,
    lelToPtYtdMinor: ytd.lelToPt,
    ptToUelYtdMinor: ytd.ptToUel,
    employerNicInPeriodMinor: inPeriod?.employer ?? 0,
    employerNicYtdMinor: ytd.employer,
    employeeNicInPeriodMinor: inPeriod?.employee ?? 0,
    employeeNicYtdMinor: ytd.employee,
  });
  const others = [...byLetter].sort(([a], [b]) => a.localeCompare(b)).map(([letter, ytd]) => entry(letter, ytd, null));
  return [entry(current.letter, rest, period), ...others];
}
