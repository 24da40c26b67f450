/** Last day of a calendar month 'YYYY-MM': a monthly pay run's period_end (domain/payroll/payFrequency.ts). */
export function monthEnd(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}
