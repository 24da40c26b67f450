import { isDigits } from '../identifierText.ts';
import { passesLuhn } from './luhn.ts';

/**
 * South African identity number YYMMDD SSSS C A Z (Department of Home Affairs; layout as described in
 * "South African identity card", Wikipedia, and python-stdnum `stdnum/za/idnr.py`): a real birth date in
 * the first six digits, C = 0 citizen, 1 permanent resident, 2 refugee, Z a Luhn check digit.
 * The century is not encoded, so 29 February passes when either century makes the year a leap year.
 */
export function zaIdNumberProblem(id: string): string | null {
  if (!isDigits(id, 13)) return 'must be 13 digits';
  const yy = Number(id.slice(0, 2));
  const month = Number(id.slice(2, 4));
  const day = Number(id.slice(4, 6));
  if (!isBirthDate(yy, month, day)) return 'does not start with a valid date of birth (YYMMDD)';
  if (!['0', '1', '2'].includes(id[10] ?? '')) return 'citizenship digit must be 0, 1 or 2';
  return passesLuhn(id) ? null : 'check digit does not match';
}

function isBirthDate(yy: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = [1900 + yy, 2000 + yy].some((year) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0);
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}
