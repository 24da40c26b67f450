/** Whole calendar days between ISO dates, inclusive of both ends ('2025-07-01'..'2025-07-31' is 31). */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const laterOf = (a: string, b: string) => (a > b ? a : b);
export const earlierOf = (a: string, b: string) => (a < b ? a : b);
