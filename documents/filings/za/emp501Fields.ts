/**
 * The fields of SARS's employer reconciliation import file this service writes, with their type and length as
 * the PAYE Employer Reconciliation BRS V23.0.0 section 4 "File layout" gives them (documents/filings/za/SOURCES.md):
 * N numeric, A alpha, AN alphanumeric, FT free text; `money` marks an amount in whole rands or in rands and cents.
 * A text field is written in double quotes, a number without (BRS general rule f: 3015,"IRP5"; 3240,2; 4102,500.00).
 */
export type FieldType = 'N' | 'A' | 'AN' | 'FT';
export interface Emp501Field {
  code: string;
  name: string;
  type: FieldType;
  max: number;
  money?: 'rands' | 'cents';
  /** Written as a decimal with four digits after the point (codes 3200, 3210). */
  decimal4?: boolean;
  /** A closed list of values (checked instead of the characters). */
  values?: readonly string[];
}

const f = (code: string, name: string, type: FieldType, max: number, extra: Partial<Emp501Field> = {}): Emp501Field => ({ code, name, type, max, ...extra });

export const headerFields: readonly Emp501Field[] = [
  f('2010', 'Trading or other name', 'FT', 90),
  f('2015', 'TEST/LIVE indicator', 'A', 4, { values: ['TEST', 'LIVE'] }),
  f('2020', 'PAYE reference number', 'N', 10),
  f('2022', 'SDL reference number', 'AN', 10),
  f('2024', 'UIF reference number', 'AN', 10),
  f('2025', 'Employer contact person', 'FT', 30),
  f('2026', 'Employer contact number', 'AN', 15),
  f('2027', 'Employer e-mail', 'FT', 70),
  f('2028', 'Payroll software', 'FT', 12),
  f('2030', 'Transaction year', 'N', 4),
  f('2031', 'Period of reconciliation', 'N', 6),
  f('2064', 'Employer address: street or name of farm', 'FT', 35),
  f('2066', 'Employer address: city or town', 'FT', 21),
  f('2080', 'Employer address: postal code', 'AN', 10),
  f('2082', 'Employer SIC7 code', 'N', 5),
];

export const employeeFields: readonly Emp501Field[] = [
  f('3010', 'Certificate number', 'AN', 30),
  f('3015', 'Type of certificate', 'AN', 6, { values: ['IRP5', 'IT3(a)'] }),
  f('3020', 'Nature of person', 'A', 1, { values: ['A'] }),
  f('3025', 'Year of assessment', 'N', 4),
  f('3030', 'Employee surname', 'FT', 120),
  f('3040', 'Employee first two names', 'FT', 90),
  f('3050', 'Employee initials', 'A', 5),
  f('3060', 'Identity number', 'N', 13),
  f('3080', 'Date of birth', 'N', 8),
  f('3100', 'Income tax reference number', 'N', 10),
  f('3136', 'Employee business telephone number', 'AN', 15),
  f('3147', 'Employee work address: street or name of farm', 'FT', 35),
  f('3149', 'Employee work address: city or town', 'FT', 21),
  f('3150', 'Employee work address: postal code', 'AN', 10),
  f('3160', 'Employee number', 'FT', 25),
  f('3170', 'Certificate tax period start date', 'N', 8),
  f('3180', 'Certificate tax period end date', 'N', 8),
  f('3200', 'Pay periods in year', 'N', 9, { decimal4: true }),
  f('3210', 'Pay periods worked', 'N', 9, { decimal4: true }),
  f('3214', 'Employee residential address: street or name of farm', 'FT', 35),
  f('3216', 'Employee residential address: city or town', 'FT', 21),
  f('3217', 'Employee residential address: postal code', 'AN', 10),
  f('3263', 'Employee SIC7 code', 'N', 5),
  f('3601', 'Income (PAYE)', 'N', 15, { money: 'rands' }),
  f('3605', 'Annual payment (PAYE)', 'N', 15, { money: 'rands' }),
  f('3606', 'Commission (PAYE)', 'N', 15, { money: 'rands' }),
  f('3607', 'Overtime (PAYE)', 'N', 15, { money: 'rands' }),
  f('3616', 'Independent contractor (PAYE)', 'N', 15, { money: 'rands' }),
  f('3713', 'Other allowances (PAYE)', 'N', 15, { money: 'rands' }),
  f('3696', 'Gross non-taxable income', 'N', 15, { money: 'rands' }),
  f('3697', 'Gross retirement funding employment income', 'N', 15, { money: 'rands' }),
  f('3698', 'Gross non-retirement funding employment income', 'N', 15, { money: 'rands' }),
  f('3699', 'Gross employment income (taxable)', 'N', 15, { money: 'rands' }),
  f('4102', 'PAYE', 'N', 15, { money: 'cents' }),
  f('4116', 'Medical scheme fees tax credit', 'N', 15, { money: 'cents' }),
  f('4141', 'UIF contribution (employee and employer)', 'N', 15, { money: 'cents' }),
  f('4142', 'SDL contribution', 'N', 15, { money: 'cents' }),
  f('4149', 'Total tax, SDL and UIF', 'N', 15, { money: 'cents' }),
  f('4150', 'Reason code for IT3(a)', 'N', 2, { values: ['02', '03', '04', '05', '06', '07', '08'] }),
];

export const trailerFields: readonly Emp501Field[] = [
  f('6010', 'Total number of records', 'N', 15),
  f('6020', 'Total code', 'N', 15),
  f('6030', 'Total amount', 'N', 15, { money: 'cents' }),
];

export const endOfRecord = '9999';
export const fieldByCode = new Map([...headerFields, ...employeeFields, ...trailerFields].map((x) => [x.code, x]));
/** The income source codes this service writes; 3696-3699 are their totals. */
export const incomeCodes = ['3601', '3605', '3606', '3607', '3616', '3713'] as const;
