/**
 * What HMRC's FPS asks of an employee that pricing does not hold (HMRC, "RTI Data Item Guide 2026-27", v1.0):
 * - Employee address lines 1 to 4 and UK postcode: lines 1 and 2 mandatory "if NINO not known", each at most 35
 *   characters (the FPS schema's address line type); the postcode in the UK format, outward code, a space, inward
 *   code (HMRC's UK postcode type: one or two letters, a digit or R, an optional digit or letter, a space, a digit
 *   and two letters not C, I, K, M, O or V).
 * - Number of normal hours worked: A up to 15.99 hours a week, B 16 to 23.99, C 24 to 29.99, D 30 or more, E other
 *   (E where the employee has no set normal hours).
 * - Payroll ID: at most 35 characters, unique to the employment in the PAYE scheme; re-employing someone is a new
 *   employment with a new payroll ID (and not a "payroll ID changed" indicator, which is for one employment whose
 *   ID the employer changed).
 */
export interface GbFilingAddress {
  lines: string[];
  postcode: string;
}

// HMRC's FPS schema 2025-26 (documents/filings/rti/xsd): address lines and payroll IDs are of its character set
// "CharsetG"; a line starts with a letter or digit, a payroll ID with anything but a space.
const charsetG = `A-Za-z0-9 .,\\-()/=!"%&*;<>'+:?`;
const addressLine = new RegExp(`^[A-Za-z0-9][${charsetG}]*$`, 'u');
const ukPostcode = /^[A-Z]{1,2}[0-9R][0-9A-Z]? [0-9][ABD-HJLNP-UW-Z]{2}$/u;
const payrollId = new RegExp(`^[${charsetG.replace(' ', '')}][${charsetG}]*$`, 'u');
const charsetGText = 'letters, digits, spaces and . , - ( ) / = ! " % & * ; < > \' + : ?';

export function gbAddressLineProblem(line: string): string | null {
  if (line.length > 35) return 'must be at most 35 characters (HMRC address line)';
  if (!addressLine.test(line)) return `must start with a letter or digit and hold only ${charsetGText}`;
  return null;
}

/** "sw1a1aa" -> "SW1A 1AA": capitals, one space before the inward code (its last three characters). */
export function normalizedPostcode(value: string): string {
  const compact = value.replace(/\s+/gu, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export function gbPostcodeProblem(value: string): string | null {
  return ukPostcode.test(normalizedPostcode(value)) ? null : 'must be a UK postcode (e.g. SW1A 1AA)';
}

export function gbPayrollIdProblem(value: string): string | null {
  if (value.length > 35) return 'must be at most 35 characters (HMRC payroll ID)';
  return payrollId.test(value) ? null : `must not start with a space and hold only ${charsetGText}`;
}

export type HoursWorkedBand = 'A' | 'B' | 'C' | 'D' | 'E';

/** The FPS's HoursWorked band from the hours normally worked a week (hundredths); E when none are held. */
export function hoursWorkedBand(weeklyHoursHundredths: number | null): HoursWorkedBand {
  if (weeklyHoursHundredths === null || weeklyHoursHundredths <= 0) return 'E';
  if (weeklyHoursHundredths < 1600) return 'A';
  if (weeklyHoursHundredths < 2400) return 'B';
  if (weeklyHoursHundredths < 3000) return 'C';
  return 'D';
}

/** The employment's payroll ID: the one given for filing, else the staff id, else the employee id without hyphens. */
export function gbPayrollIdOf(employee: { id: string; staff_id: string | null }, given: string | null): string {
  return given ?? employee.staff_id ?? employee.id.replace(/-/gu, '');
}
