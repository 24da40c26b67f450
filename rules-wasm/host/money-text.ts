/** '100000.00' -> 10000000 minor units, exactly (2-decimal currencies). */
export function parseMajor(text: string, field: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim().replaceAll(',', '').replaceAll('_', ''));
  if (!match) throw new RangeError(`${field}: "${text}" is not an amount like 100000.00`);
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(value)) throw new RangeError(`${field}: too large`);
  return match[1] === '-' ? -value : value;
}

/** 10000000 -> '100,000.00' */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.trunc(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
