import type { FiledPayslip } from '../periodicFiling.ts';
import { linesOf } from '../returnCsv.ts';

/**
 * A payslip's month as a state revenue service reads it: gross emoluments, the reliefs (everything not taxed:
 * pension, NHF, the consolidated or rent relief and life assurance, as a twelfth of the year the payslip priced),
 * and the PAYE deducted. The engine prices PAYE on the month annualised (tables/NG/SOURCES.md), so the month's
 * taxable pay is a twelfth of the chargeable income it printed, to the kobo, half up.
 */
export interface PayeMonth {
  gross: number;
  reliefs: number;
  taxable: number;
  tax: number;
}

export function payeMonthOf(payslip: FiledPayslip): PayeMonth {
  const gross = payslip.gross_minor;
  const chargeable = linesOf(payslip, ['CHARGEABLE_INCOME'], 'informational');
  // A payslip exempt as at or under the minimum wage prints no chargeable income: none of it is taxed.
  const taxable = Math.min(gross, Math.max(0, Math.round(chargeable / 12)));
  return { gross, reliefs: gross - taxable, taxable, tax: linesOf(payslip, ['PAYE'], 'deduction') };
}

export function sumPayeMonths(months: readonly PayeMonth[]): PayeMonth {
  return months.reduce((s, m) => ({ gross: s.gross + m.gross, reliefs: s.reliefs + m.reliefs, taxable: s.taxable + m.taxable, tax: s.tax + m.tax }), { gross: 0, reliefs: 0, taxable: 0, tax: 0 });
}

/** Surname and other names, as the state templates print them. */
export const namesOf = (p: { firstName: string; lastName: string; fullName: string }) => (p.lastName ? { surname: p.lastName, other: p.firstName } : { surname: p.fullName, other: '' });
