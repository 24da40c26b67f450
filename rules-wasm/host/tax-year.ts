import type { ManifestJurisdiction } from './manifest.ts';
import type { TaxYear } from '../../domain/payroll/pricing.ts';
import { dayNumber, isoOfDay } from './calendar.ts';

/** The tax year containing `date` for a jurisdiction's tax_year definition. */
export function taxYearOf(definition: ManifestJurisdiction['taxYear'], date: string): TaxYear {
  const day = dayNumber(date, 'date');
  const year = Number(date.slice(0, 4));
  const startOf = (y: number) => Date.UTC(y, definition.startMonth - 1, definition.startDay) / 86_400_000;
  const startYear = day >= startOf(year) ? year : year - 1;
  const start = startOf(startYear);
  const end = startOf(startYear + 1) - 1;
  const endYear = Number(isoOfDay(end).slice(0, 4));
  const label =
    definition.label === 'start_year'
      ? String(startYear)
      : definition.label === 'end_year'
        ? String(endYear)
        : `${startYear}-${String(endYear % 100).padStart(2, '0')}`;
  return { start: isoOfDay(start), end: isoOfDay(end), label };
}
