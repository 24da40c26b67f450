import { calendarMonthOf, type FilingPeriod } from '../periodicFiling.ts';

/**
 * SARS's tax year runs from 1 March to the last day of February and is named by the year it ends in (the "year of
 * assessment": 1 March 2025 - 28 February 2026 is 2026). EMP201: due by the 7th of the month after the month of
 * payment (SARS, Guide for Employers iro Employees' Tax, PAYE-GEN-01-G03). EMP501 (annual reconciliation): due by
 * 31 May after the year (SARS, Guide for Employers iro Employees' Tax, "Employer reconciliation"; the date SARS
 * announces each filing season, 31 May for 2025).
 */
export function sarsYearOfAssessment(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 3 ? year + 1 : year;
}

export function emp201PeriodOf(payDate: string): FilingPeriod {
  return { ...calendarMonthOf(payDate, 7), taxYear: String(sarsYearOfAssessment(payDate)) };
}

const lastDayOfFebruary = (year: number) => new Date(Date.UTC(year, 2, 0)).toISOString().slice(0, 10);

export function emp501PeriodOf(payDate: string): FilingPeriod {
  const year = sarsYearOfAssessment(payDate);
  return { start: `${year - 1}-03-01`, end: lastDayOfFebruary(year), taxYear: String(year), dueOn: `${year}-05-31` };
}

/**
 * The interim reconciliation covers March to August of the tax year, due by 31 October (SARS's bi-annual
 * submission period; BRS code 2031 "201008" for the period ending August 2010). A run paid September to February
 * is in the annual reconciliation only.
 */
export function emp501InterimPeriodOf(payDate: string): FilingPeriod | null {
  const month = Number(payDate.slice(5, 7));
  if (month < 3 || month > 8) return null;
  const year = Number(payDate.slice(0, 4));
  return { start: `${year}-03-01`, end: `${year}-08-31`, taxYear: String(year + 1), dueOn: `${year}-10-31` };
}
