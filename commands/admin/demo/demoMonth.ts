import { calendarDateSchema } from '../../../domain/calendarDate.ts';

/** The calendar month the seed runs in (UTC): the period its request lines and tests run payroll for. */
export interface DemoMonth {
  period_start: string;
  /** Mid-month joiners start on the 15th, so the month's run prorates their pay. */
  mid_month: string;
  period_end: string;
  pay_date: string;
  /** The first day of the month after: where the demo's pay schedule starts. */
  next_period_start: string;
}

export function demoMonth(today: string): DemoMonth {
  const date = calendarDateSchema.parse(today);
  const [year, month] = date.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = (d: number) => `${date.slice(0, 8)}${String(d).padStart(2, '0')}`;
  // Paid on the last day of the month, as most of these jurisdictions' payrolls are.
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return { period_start: day(1), mid_month: day(15), period_end: day(lastDay), pay_date: day(lastDay), next_period_start: next };
}

export const utcToday = () => new Date().toISOString().slice(0, 10);
