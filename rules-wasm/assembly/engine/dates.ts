// Dates cross the buffer as days since 1970-01-01 (proleptic Gregorian), so comparisons are integer
// comparisons; these convert for methods that need calendar parts (age, tax month).

/** Days since 1970-01-01 of a calendar date (H. Hinnant's days_from_civil). */
export function dayOf(year: i32, month: i32, day: i32): i64 {
  const y: i64 = <i64>(month <= 2 ? year - 1 : year);
  const era: i64 = (y >= 0 ? y : y - 399) / 400;
  const yearOfEra: i64 = y - era * 400;
  const m: i64 = <i64>month;
  const dayOfYear: i64 = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + <i64>day - 1;
  const dayOfEra: i64 = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Calendar date of a day number, packed as year * 10000 + month * 100 + day. */
export function civilOf(days: i64): i64 {
  const z: i64 = days + 719468;
  const era: i64 = (z >= 0 ? z : z - 146096) / 146097;
  const dayOfEra: i64 = z - era * 146097;
  const yearOfEra: i64 = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
  const dayOfYear: i64 = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
  const mp: i64 = (5 * dayOfYear + 2) / 153;
  const day: i64 = dayOfYear - (153 * mp + 2) / 5 + 1;
  const month: i64 = mp < 10 ? mp + 3 : mp - 9;
  const year: i64 = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return year * 10000 + month * 100 + day;
}

export function yearOf(days: i64): i32 {
  return <i32>(civilOf(days) / 10000);
}

export function monthOf(days: i64): i32 {
  return <i32>((civilOf(days) / 100) % 100);
}

export function dayOfMonthOf(days: i64): i32 {
  return <i32>(civilOf(days) % 100);
}

/**
 * Completed years of age on `on` for someone born on `born`: the birthday is reached on its calendar
 * date, and a 29 February birthday on 1 March in common years (the usual legal reading; a jurisdiction
 * whose authority defines age otherwise computes its own).
 */
export function completedYears(born: i64, on: i64): i32 {
  const b = civilOf(born);
  const o = civilOf(on);
  let years = <i32>(o / 10000 - b / 10000);
  if (o % 10000 < b % 10000) years--;
  return years;
}

/** First day of the tax year containing `day`, for a tax year starting on startMonth/startDay. */
export function taxYearStart(day: i64, startMonth: i32, startDay: i32): i64 {
  const year = yearOf(day);
  const thisYear = dayOf(year, startMonth, startDay);
  return day >= thisYear ? thisYear : dayOf(year - 1, startMonth, startDay);
}

/** 1-based month of the tax year containing `day` (month n runs from the start day of month n). */
export function taxMonth(day: i64, startMonth: i32, startDay: i32): i32 {
  const start = civilOf(taxYearStart(day, startMonth, startDay));
  const c = civilOf(day);
  let months = (<i32>(c / 10000) - <i32>(start / 10000)) * 12 + <i32>((c / 100) % 100) - <i32>((start / 100) % 100);
  if (<i32>(c % 100) < <i32>(start % 100)) months--;
  return months + 1;
}

export function isoDate(days: i64): string {
  const c = civilOf(days);
  const month = <i32>((c / 100) % 100);
  const day = <i32>(c % 100);
  return (c / 10000).toString() + "-" + (month < 10 ? "0" : "") + month.toString() + "-" + (day < 10 ? "0" : "") + day.toString();
}
