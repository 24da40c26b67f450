/** Minor units of a two-decimal currency (KES, GHS) as a template's numeric cell takes them: "12345.67", no grouping. */
export function plainAmount(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Text for a cell of a comma-separated upload: the portals take no commas, quotes or line breaks in a value. */
export function cellText(value: string): string {
  return value.replace(/[",\r\n]+/gu, ' ').replace(/\s+/gu, ' ').trim();
}

/** Rows joined by CRLF, as Excel saves CSV, ending with a line break. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.join(',')).join('\r\n') + '\r\n';
}

export const csvMedia = { contentType: 'text/csv; charset=utf-8', extension: 'csv' } as const;
