import { Payslip } from "../engine/payslip";
import { civilOf, dayOf, completedYears } from "../engine/dates";
import {
  NI_AGES, NI_AGES_NO_LIABILITY_BELOW_AGE, NI_AGES_UNDER_21_RELIEF_BELOW_AGE, NI_AGES_APPRENTICE_RELIEF_BELOW_AGE,
  NI_AGES_STATE_PENSION_AGE, NI_AGES_STATE_PENSION_AGE_RISES_FOR_BORN_FROM, NI_AGES_STATE_PENSION_AGE_LATER,
  NI_AGES_STATE_PENSION_AGE_LATER_FOR_BORN_FROM,
  PROFILE_NI_CATEGORY,
  PROFILE_NI_CATEGORY_A as A, PROFILE_NI_CATEGORY_B as B, PROFILE_NI_CATEGORY_C as C, PROFILE_NI_CATEGORY_F as F,
  PROFILE_NI_CATEGORY_H as H, PROFILE_NI_CATEGORY_I as I, PROFILE_NI_CATEGORY_J as J, PROFILE_NI_CATEGORY_L as L,
  PROFILE_NI_CATEGORY_M as M, PROFILE_NI_CATEGORY_S as S, PROFILE_NI_CATEGORY_V as V, PROFILE_NI_CATEGORY_X as X,
  PROFILE_NI_CATEGORY_Z as Z,
} from "../../build/generated/gb";

// The Class 1 category letter the employer records, corrected for age on the payment date the way
// HMRC requires employers to change it (letters of HMRC "National Insurance category letters").

function lastDayOfMonth(year: i32, month: i32): i32 {
  const next = month == 12 ? dayOf(year + 1, 1, 1) : dayOf(year, month + 1, 1);
  return <i32>(next - dayOf(year, month, 1));
}

/** The day State Pension age is reached (Pensions Act 2014 s.26 timetable); a missing day of month is the month's last day. */
export function statePensionDay(born: i64, day: i64): i64 {
  const ages = NI_AGES.at(day);
  const c = civilOf(born);
  const year = <i32>(c / 10000);
  const month = <i32>((c / 100) % 100);
  const date = <i32>(c % 100);
  let years = <i32>ages.count(NI_AGES_STATE_PENSION_AGE);
  let months = 0;
  if (c >= ages.count(NI_AGES_STATE_PENSION_AGE_LATER_FOR_BORN_FROM)) {
    years = <i32>ages.count(NI_AGES_STATE_PENSION_AGE_LATER);
  } else if (c >= ages.count(NI_AGES_STATE_PENSION_AGE_RISES_FOR_BORN_FROM)) {
    // One more month for each monthly cohort running from the 6th to the 5th, from 6 April 1960.
    const from = ages.count(NI_AGES_STATE_PENSION_AGE_RISES_FOR_BORN_FROM);
    const fromYear = <i32>(from / 10000);
    const fromMonth = <i32>((from / 100) % 100);
    const fromDate = <i32>(from % 100);
    months = (year - fromYear) * 12 + (month - fromMonth) + (date >= fromDate ? 1 : 0);
  }
  const total = month - 1 + months;
  const targetYear = year + years + total / 12;
  const targetMonth = total % 12 + 1;
  const last = lastDayOfMonth(targetYear, targetMonth);
  return dayOf(targetYear, targetMonth, date > last ? last : date);
}

/** The letter to price with: the recorded one, corrected for age when the birthdate is known. */
export function categoryUsed(p: Payslip, payDay: i64): i64 {
  const recorded = p.profile(PROFILE_NI_CATEGORY);
  if (!p.hasBirthdate || recorded == X) return recorded;
  const ages = NI_AGES.at(p.asOfDay);
  const age = <i64>completedYears(p.birthDay, payDay);
  if (age < ages.count(NI_AGES_NO_LIABILITY_BELOW_AGE)) return X;
  if (payDay >= statePensionDay(p.birthDay, p.asOfDay)) {
    if (recorded == F || recorded == I || recorded == L || recorded == S) return S;
    return C;
  }
  let letter = recorded;
  const under21 = age < ages.count(NI_AGES_UNDER_21_RELIEF_BELOW_AGE);
  if (under21 && letter == A) letter = M;
  else if (under21 && letter == J) letter = Z;
  else if (!under21 && letter == M) letter = A;
  else if (!under21 && letter == Z) letter = J;
  if (letter == H && age >= ages.count(NI_AGES_APPRENTICE_RELIEF_BELOW_AGE)) letter = A;
  return letter;
}

export function paysNoEmployeeContribution(letter: i64): bool {
  return letter == C || letter == S || letter == X;
}

export function paysReducedRate(letter: i64): bool {
  return letter == B || letter == I;
}

export function paysDefermentRate(letter: i64): bool {
  return letter == J || letter == L || letter == Z;
}

export function isUnder21Letter(letter: i64): bool {
  return letter == M || letter == Z;
}

export function isApprenticeLetter(letter: i64): bool {
  return letter == H;
}

export function isVeteranLetter(letter: i64): bool {
  return letter == V;
}

export function isFreeportLetter(letter: i64): bool {
  return letter == F || letter == I || letter == L || letter == S;
}

/** Letter X: no Class 1 liability at all (e.g. under 16). */
export function hasNoLiability(letter: i64): bool {
  return letter == X;
}
