import { endOfRecord, fieldByCode } from './emp501Fields.ts';

/** One code and its value as written (rands and cents already formatted). */
export type Emp501Value = readonly [code: string, value: string];
export type Emp501Record = Emp501Value[];

/** Numbers bare, text in double quotes (BRS general rule f); every record ends with 9999 and is one line. */
export function emp501Line(record: Emp501Record): string {
  const parts = record.map(([code, value]) => {
    const field = fieldByCode.get(code);
    return `${code},${field && field.type !== 'N' ? `"${value}"` : value}`;
  });
  return [...parts, endOfRecord].join(',');
}

/** Codes of a record as they count towards the trailer's 6020 (each code once, with the record's 9999). */
export const codeTotalOf = (record: Emp501Record) => record.reduce((sum, [code]) => sum + Number(code), 0) + Number(endOfRecord);

/** The record's amounts in cents, as they count towards the trailer's 6030. */
export function amountTotalOf(record: Emp501Record): number {
  let cents = 0;
  for (const [code, value] of record) {
    const money = fieldByCode.get(code)?.money;
    if (money === 'rands') cents += Number(value) * 100;
    if (money === 'cents') cents += Math.round(Number(value) * 100);
  }
  return cents;
}
