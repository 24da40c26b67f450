import { Payslip } from "../engine/payslip";
import { requireMonthly } from "../engine/frequency";
import { withholdOnFees } from "../engine/withholding";
import { priceCpf } from "./sg-cpf";
import {
  BASES, BASES_REMUNERATION, SDL, CONTRACTOR_WITHHOLDING,
  CPF_RATES_GROUP_CITIZEN, CPF_RATES_GROUP_PR_1, CPF_RATES_GROUP_PR_2,
  PROFILE_RESIDENCY, PROFILE_RESIDENCY_PR_1, PROFILE_RESIDENCY_PR_2, PROFILE_RESIDENCY_FOREIGNER,
  PROFILE_SPR_RATES, PROFILE_SPR_RATES_FULL_EMPLOYER, PROFILE_SPR_RATES_FULL,
  LINE_SDL, LINE_WITHHOLDING_TAX,
  YTD_GROSS_PAY, YTD_SDL, YTD_WITHHOLDING_TAX,
} from "../../build/generated/sg";

/**
 * Singapore. No income tax is withheld from employees: IRAS assesses the individual after the year.
 * Employees who are citizens or permanent residents contribute to CPF (rates by residency table, CPF
 * age and wage band); the employer pays the Skills Development Levy for every employee, foreigners
 * included. Contractors are not employees: no CPF, no SDL, and no withholding on a resident's fees.
 */
export function price(p: Payslip): void {
  requireMonthly(p, "SG prices calendar-month pay periods only (tables/SG/SOURCES.md, Pay frequencies)");
  if (p.isContractor) priceContractor(p);
  else priceEmployee(p);
}

function priceContractor(p: Payslip): void {
  const withholding = CONTRACTOR_WITHHOLDING.at(p.asOfDay);
  p.addYtd(YTD_WITHHOLDING_TAX, withholdOnFees(p, withholding, LINE_WITHHOLDING_TAX));
  p.addYtd(YTD_GROSS_PAY, p.sum(withholding.baseMask));
}

function priceEmployee(p: Payslip): void {
  // CPF and SDL follow the month the wages were earned, not the date the run is priced on.
  const day = p.periodEndDay;
  const residency = p.profile(PROFILE_RESIDENCY);
  if (residency != PROFILE_RESIDENCY_FOREIGNER) {
    const employeeGroup = cpfRateGroupOf(residency, p.profile(PROFILE_SPR_RATES));
    const fullEmployer = p.profile(PROFILE_SPR_RATES) == PROFILE_SPR_RATES_FULL_EMPLOYER;
    priceCpf(p, employeeGroup, fullEmployer ? CPF_RATES_GROUP_CITIZEN : employeeGroup);
  }

  const levy = SDL.at(day);
  const remuneration = p.sum(levy.baseMask);
  const sdl = levy.employer(remuneration);
  p.lineIfAny(LINE_SDL, sdl, levy.cappedBase(remuneration), levy.employerRate, levy.ref);
  p.addYtd(YTD_SDL, sdl);
  p.addYtd(YTD_GROSS_PAY, p.sum(BASES.at(day).mask(BASES_REMUNERATION)));
}

/**
 * SPRs in their first two years pay the graduated employee rates (Tables 2-3, or 4-5 with the employer at
 * full rates), unless employer and employee jointly elected full rates (F/F: Table 1); from the third
 * year, the citizens' table.
 */
function cpfRateGroupOf(residency: i64, sprRates: i64): i32 {
  if (sprRates == PROFILE_SPR_RATES_FULL) return CPF_RATES_GROUP_CITIZEN;
  if (residency == PROFILE_RESIDENCY_PR_1) return CPF_RATES_GROUP_PR_1;
  if (residency == PROFILE_RESIDENCY_PR_2) return CPF_RATES_GROUP_PR_2;
  return CPF_RATES_GROUP_CITIZEN;
}
