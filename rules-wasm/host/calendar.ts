// A pay run repeats the same few dates for every employee; parsing each once keeps encoding cheap.
const parsed = new Map<string, number>();

/** Days since 1970-01-01 of an ISO date; throws on anything that is not a real calendar date. */
export function dayNumber(iso: string, field: string): number {
  const known = parsed.get(iso);
  if (known !== undefined) return known;
  const day = parseDay(iso, field);
  if (parsed.size > 100_000) parsed.clear();
  parsed.set(iso, day);
  return day;
}

function parseDay(iso: string, field: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso) throw new RangeError(`${field}: "${iso}" is not a date YYYY-MM-DD`);
  return time / 86_400_000;
}

export function isoOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
