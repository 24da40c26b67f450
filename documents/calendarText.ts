const monthNames = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** "2025-07-31" -> "31 July 2025", from the digits: no time zone, no runtime locale data. */
export function longDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`not a calendar date: ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** Whether the period is exactly one calendar month, e.g. 2025-07-01..2025-07-31. */
export function wholeMonth(periodStart: string, periodEnd: string): string | null {
  const start = /^(\d{4})-(\d{2})-01$/.exec(periodStart);
  if (!start) return null;
  const year = Number(start[1]);
  const month = Number(start[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return periodEnd === `${start[1]}-${start[2]}-${String(lastDay).padStart(2, '0')}` ? `${start[1]}-${start[2]}` : null;
}

/** "1 July 2025 – 31 July 2025", or "July 2025" for a whole calendar month. */
export function periodText(periodStart: string, periodEnd: string): string {
  const month = wholeMonth(periodStart, periodEnd);
  if (month) return `${monthNames[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
  return `${longDate(periodStart)} – ${longDate(periodEnd)}`;
}
