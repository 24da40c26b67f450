import Holidays from 'date-holidays';
import type { Jurisdiction } from '../jurisdictions.ts';

/**
 * Public holidays, from the maintained `date-holidays` package, corrected where a jurisdiction's law changed after
 * the package's data (test/paySchedules/publicHolidays.test.ts holds each 2026 list against the government's own):
 *
 * - GB: England and Wales (GOV.UK "UK bank holidays"); Scotland and Northern Ireland differ and are not yet offered.
 * - GH: Public Holidays and Commemorative Days (Amendment) Act 2025: 1 July (Republic Day) is a holiday again,
 *   4 August (Founders' Day) is no longer one, and 21 September is Founders' Day (still a holiday).
 * - NG: Public Holidays Act (Cap. P40) and the Federal Ministry of Interior's notices: Children's Day (27 May, schools
 *   only), National Youth Day and the Islamic New Year are not work holidays.
 *
 * Moon-dependent holidays (the Eids, Mawlid) are the package's predicted dates: each government confirms them by
 * notice shortly before, and a schedule's pay date for such a week is best checked when the notice is out.
 */
const regions: Record<Jurisdiction, [string, string?]> = { GB: ['GB', 'ENG'], KE: ['KE'], NG: ['NG'], GH: ['GH'], SG: ['SG'], ZA: ['ZA'] };

const corrections: Partial<Record<Jurisdiction, { add: (year: number) => string[]; removeNames: readonly RegExp[]; removeDates: (year: number) => string[] }>> = {
  GH: { add: (y) => (y >= 2025 ? [`${y}-07-01`] : []), removeNames: [], removeDates: (y) => (y >= 2025 ? [`${y}-08-04`] : []) },
  NG: { add: () => [], removeNames: [/children/i, /youth/i, /islamic new year/i], removeDates: () => [] },
};

const calendars = new Map<string, Holidays>();
const byYear = new Map<string, ReadonlySet<string>>();

/** Every public holiday of the year, as YYYY-MM-DD, substitute days included. */
export function publicHolidays(jurisdiction: Jurisdiction, year: number): ReadonlySet<string> {
  const key = `${jurisdiction}:${year}`;
  let set = byYear.get(key);
  if (!set) {
    const [country, state] = regions[jurisdiction];
    let calendar = calendars.get(jurisdiction);
    if (!calendar) {
      calendar = state ? new Holidays(country, state) : new Holidays(country);
      calendars.set(jurisdiction, calendar);
    }
    const fix = corrections[jurisdiction];
    const removed = new Set(fix?.removeDates(year) ?? []);
    const dates = calendar
      .getHolidays(year)
      .filter((h) => h.type === 'public' && !fix?.removeNames.some((name) => name.test(h.name)))
      .map((h) => h.date.slice(0, 10))
      .filter((date) => !removed.has(date));
    set = new Set([...dates, ...(fix?.add(year) ?? [])].sort());
    byYear.set(key, set);
  }
  return set;
}

/** Monday to Friday, and not a public holiday. */
export function isWorkingDay(jurisdiction: Jurisdiction, date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(jurisdiction, Number(date.slice(0, 4))).has(date);
}
