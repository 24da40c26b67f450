/** The UK tax year (6 April to 5 April, ITEPA 2003 s.4 via ICTA 1988 s.832) a date falls in: "2026-27". */
export function gbTaxYearOf(date: string): string {
  const start = gbTaxYearStartOf(date);
  const year = Number(start.slice(0, 4));
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The 6 April that starts the tax year of a date. */
export function gbTaxYearStartOf(date: string): string {
  const year = Number(date.slice(0, 4));
  return date >= `${date.slice(0, 4)}-04-06` ? `${year}-04-06` : `${year - 1}-04-06`;
}
