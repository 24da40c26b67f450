import { describe, expect, it } from 'vitest';
import { isWorkingDay, publicHolidays } from '../../domain/calendar/publicHolidays.ts';
import type { Jurisdiction } from '../../domain/jurisdictions.ts';

/**
 * Each government's public holidays of 2026 that fall Monday to Friday (a weekend holiday moves no pay date, except
 * through the substitute day it brings, which is listed). Moon-dependent days (marked *) are the dates each
 * government announced or the calendar predicts; they are confirmed by notice shortly before.
 *
 * - GB (England and Wales): GOV.UK, "UK bank holidays", 2026: 1 Jan, 3 Apr, 6 Apr, 4 May, 25 May, 31 Aug, 25 Dec,
 *   28 Dec (Boxing Day, substitute day).
 * - KE: Public Holidays Act (Cap. 110) and the Interior Ministry's gazette notices: New Year, Idd-ul-Fitr*, Good Friday,
 *   Easter Monday, Labour Day, Idd-ul-Azha*, Madaraka Day, Mashujaa Day, Christmas (Mazingira Day 10 Oct, Jamhuri
 *   Day 12 Dec and Boxing Day 26 Dec fall on Saturdays).
 * - NG: Public Holidays Act (Cap. P40) and the Federal Ministry of Interior's 2026 notices: New Year, Eid-el-Fitr*,
 *   Good Friday, Easter Monday, Workers' Day, Eid-el-Kabir*, Democracy Day, Eid-el-Maulud*, Independence Day,
 *   Christmas.
 * - GH: Public Holidays and Commemorative Days Act 2001 (Act 601) as amended in 2019 (Act 986) and 2025: New Year,
 *   Constitution Day, Independence Day, Eid-ul-Fitr*, Good Friday, Easter Monday, Workers' Day, Eid-ul-Adha*,
 *   Republic Day (1 Jul), Founders' Day (21 Sep), Farmers' Day (first Friday of December), Christmas, and Monday
 *   28 Dec for Boxing Day on a Saturday.
 * - SG: Ministry of Manpower, "Public holidays for 2026": New Year, Chinese New Year (17, 18 Feb), Good Friday, Labour
 *   Day, Hari Raya Haji (27 May), Vesak Day (31 May, Sunday, so Monday 1 Jun), National Day (9 Aug, Sunday, so
 *   10 Aug), Deepavali (8 Nov, Sunday, so 9 Nov), Christmas. (Hari Raya Puasa, 21 Mar, is a Saturday.)
 * - ZA: Public Holidays Act 36 of 1994 (a Sunday holiday moves to the Monday): New Year, Good Friday, Family Day,
 *   Freedom Day, Workers' Day, Youth Day, National Women's Day (9 Aug, Sunday, so 10 Aug), Heritage Day, Day of
 *   Reconciliation, Christmas.
 */
const gazetted2026: Record<Jurisdiction, string[]> = {
  GB: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
  KE: ['01-01', '03-20', '04-03', '04-06', '05-01', '05-27', '06-01', '10-20', '12-25'],
  NG: ['01-01', '03-20', '04-03', '04-06', '05-01', '05-27', '06-12', '08-25', '10-01', '12-25'],
  GH: ['01-01', '01-07', '03-06', '03-20', '04-03', '04-06', '05-01', '05-27', '07-01', '09-21', '12-04', '12-25', '12-28'],
  SG: ['01-01', '02-17', '02-18', '04-03', '05-01', '05-27', '06-01', '08-10', '11-09', '12-25'],
  ZA: ['01-01', '04-03', '04-06', '04-27', '05-01', '06-16', '08-10', '09-24', '12-16', '12-25'],
};

const weekday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

describe('public holidays of 2026', () => {
  for (const [jurisdiction, days] of Object.entries(gazetted2026) as [Jurisdiction, string[]][]) {
    it(`${jurisdiction}: the weekday holidays are the government's list`, () => {
      const ours = [...publicHolidays(jurisdiction, 2026)].filter(weekday);
      expect(ours).toEqual(days.map((d) => `2026-${d}`));
      for (const d of days) expect(isWorkingDay(jurisdiction, `2026-${d}`)).toBe(false);
    });
  }

  it('corrects the calendar package where the law changed after its data (GH 2025 amendment, NG work holidays)', () => {
    expect(publicHolidays('GH', 2026).has('2026-07-01')).toBe(true);
    expect(publicHolidays('GH', 2026).has('2026-08-04')).toBe(false);
    expect(isWorkingDay('GH', '2026-08-04')).toBe(true);
    expect(isWorkingDay('NG', '2026-11-02')).toBe(true);
  });

  it('counts weekends as non-working days everywhere', () => {
    for (const jurisdiction of Object.keys(gazetted2026) as Jurisdiction[]) {
      expect(isWorkingDay(jurisdiction, '2026-03-07')).toBe(false);
      expect(isWorkingDay(jurisdiction, '2026-03-08')).toBe(false);
      expect(isWorkingDay(jurisdiction, '2026-03-10')).toBe(true);
    }
  });
});
