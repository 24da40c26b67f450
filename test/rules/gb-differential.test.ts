import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateEmployeeNationalInsurance, calculateIncomeTax, calculatePersonalAllowance } from '@saving-tool/hmrc-income-tax';
import { rulesEngine } from './harness.ts';
import { taxProfileSchemas } from '../../domain/jurisdictions.ts';
import type { PricingRequest, PricingResult, YearToDate } from '../../domain/payroll/pricing.ts';

// Differential test against the independent npm package @saving-tool/hmrc-income-tax (annual income
// tax and category-A employee NICs for England/NI/Wales, 2024/25 and 2025/26). Thousands of salaries
// from a seeded generator, each paid in 12 equal months of the tax year on code 1257L (cumulative),
// category A. The package works on annual amounts; the engine on HMRC's monthly PAYE and NIC
// methods, so the two agree exactly only where the methods agree, and every difference is explained:
//
// 1. Bands: fed the engine's own month-12 taxable pay with no allowance, the package must give the
//    engine's annual tax to the penny (same 37,700 / 125,140 bands, same 20/40/45%).
// 2. Allowance: PAYE code 1257L gives 12,579.12 a year of free pay (Tables A: 12 x (2 x 416.67 + 214.92)),
//    not the 12,570 personal allowance the package uses, and rounds taxable pay down to the pound. So
//    the package's tax exceeds the engine's by (12,579.12 - 12,570 + the pence dropped) x marginal rate:
//    between 0 and 10.12 x 45% = 4.554 a year, never negative.
// 3. Taper: above 100,000 the package withdraws the personal allowance; PAYE never does (HMRC issues a
//    reduced code instead), so the engine on 1257L collects less than the package's tapered figure.
// 4. NICs: the package annualises the weekly thresholds (52 x 242 = 12,584; 52 x 967 = 50,284) while a
//    monthly payroll uses the monthly ones (12 x 1,048 = 12,576; 12 x 4,189 = 50,268), and the engine
//    rounds each month to the penny. Between the thresholds the engine's 8 lower pounds of primary
//    threshold make it 8 x 8% = 0.64 higher; above the UEL it is 16 x (8% - 2%) - 0.64 = 0.32 lower; plus
//    at most 12 x 0.5p of monthly rounding: |difference| <= 0.70 a year.
// 5. Per period: in tax month n the package, fed the engine's taxable pay to date U annualised (U x 12/n)
//    and scaled back (x n/12), gives tax on exact pro-rata band limits (annual x n/12). HMRC's routine
//    (Specification for PAYE Tax Table Routines) rounds the tax down to the penny and charges U wholly at
//    the lower rate when U does not exceed a limit rounded up to the pound. So the engine equals the
//    package's figure rounded down, except when U lies in (limit x n/12, that limit rounded up to the
//    pound], where it is lower by (U - limit x n/12) x (rate above - rate below), less than 1 pound x 25%.

const years = [
  { label: '2024/25' as const, months: monthEnds(2024) },
  { label: '2025/26' as const, months: monthEnds(2025) },
];

function monthEnds(startYear: number): string[] {
  const ends: string[] = [];
  for (let i = 0; i < 12; i++) {
    const year = startYear + (i >= 9 ? 1 : 0);
    const month = ((3 + i) % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    ends.push(`${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`);
  }
  return ends;
}

const pence = (pounds: number) => Math.round(pounds * 100);

/** Monthly salaries in pence, 0 to 25,000.00 a month, plus the band edges of a 12-month year. */
const monthly = [
  ...fc.sample(fc.integer({ min: 0, max: 2_500_000 }), { seed: 20260406, numRuns: 3000 }),
  104_826, 104_827, 418_926, 418_927, 1_042_826, 1_047_826, 1_048_826,
  // 4,190.26 and 11,477.26 a month put taxable pay on the rounded-up basic and higher limits in months 1, 2, ...
  419_026, 1_147_726,
];

async function payYear(months: string[]): Promise<PricingResult[][]> {
  const engine = await rulesEngine();
  let ytd: YearToDate[] = monthly.map(() => ({}));
  const byMonth: PricingResult[][] = [];
  for (const end of months) {
    const requests: PricingRequest[] = monthly.map((amount, i) => ({
      jurisdiction: 'GB',
      asOfDate: end,
      periodStart: `${end.slice(0, 8)}01`,
      periodEnd: end,
      classification: 'employee',
      birthdate: null,
      taxProfile: taxProfileSchemas.GB.parse({}),
      household: { dependants: 0, medical_scheme_dependants: 0 },
      components: [{ code: 'BASIC', amountMinor: amount }],
      ytd: ytd[i]!,
    }));
    const results = engine.price(requests);
    ytd = results.map((r) => r.ytd);
    byMonth.push(results);
  }
  return byMonth;
}

for (const year of years) {
  describe(`GB vs @saving-tool/hmrc-income-tax, ${year.label}, ${monthly.length} salaries`, () => {
    let byMonth: PricingResult[][] = [];
    const annual = (i: number, code: string) =>
      byMonth.reduce((sum, results) => sum + results[i]!.lines.filter((l) => l.code === code).reduce((a, l) => a + l.amountMinor, 0), 0);
    const yearEnd = (i: number, code: string) => byMonth[11]![i]!.lines.find((l) => l.code === code)!.amountMinor;

    it('prices the year', async () => {
      byMonth = await payYear(year.months);
      expect(byMonth).toHaveLength(12);
    });

    it('1. same bands: package on the engine taxable pay = engine annual tax, to the penny', () => {
      monthly.forEach((amount, i) => {
        const taxable = yearEnd(i, 'TAXABLE_PAY_AFTER_ADJUSTMENT');
        const theirs = pence(calculateIncomeTax({ taxYear: year.label, taxableAnnualIncome: taxable / 100, personalAllowance: 0 }).total);
        expect(annual(i, 'PAYE'), `monthly ${amount / 100}`).toBe(theirs);
        expect(yearEnd(i, 'TAX_DUE_TO_DATE'), `monthly ${amount / 100}`).toBe(theirs);
      });
    });

    it('2. headline: package (12,570 allowance) - engine (1257L free pay) is between 0 and 4.56', () => {
      monthly.forEach((amount, i) => {
        const salary = (amount * 12) / 100;
        const theirs = pence(calculateIncomeTax({ taxYear: year.label, taxableAnnualIncome: salary, personalAllowance: 12_570 }).total);
        const difference = theirs - annual(i, 'PAYE');
        expect(difference, `salary ${salary}`).toBeGreaterThanOrEqual(0);
        expect(difference, `salary ${salary}`).toBeLessThanOrEqual(456);
      });
    });

    it('3. taper: above 100,000 the package (tapered allowance) takes at least as much as PAYE on 1257L', () => {
      monthly.forEach((amount, i) => {
        const salary = (amount * 12) / 100;
        if (salary <= 100_000) return;
        const allowance = calculatePersonalAllowance({ taxYear: year.label, taxableAnnualIncome: salary });
        const theirs = pence(calculateIncomeTax({ taxYear: year.label, taxableAnnualIncome: salary, personalAllowance: allowance }).total);
        expect(theirs, `salary ${salary}`).toBeGreaterThanOrEqual(annual(i, 'PAYE'));
      });
    });

    it('5. every month: tax due to date = package on the pro-rata bands, rounded down, but for the rounded-up-limit slice', () => {
      const limits = [37_700, 125_140];
      const rates = [0.2, 0.4, 0.45];
      let edges = 0;
      byMonth.forEach((results, index) => {
        const n = index + 1;
        monthly.forEach((amount, i) => {
          const line = (code: string) => results[i]!.lines.find((l) => l.code === code)!.amountMinor;
          const taxable = line('TAXABLE_PAY_AFTER_ADJUSTMENT') / 100;
          const theirs = (calculateIncomeTax({ taxYear: year.label, taxableAnnualIncome: (taxable * 12) / n, personalAllowance: 0 }).total * n * 100) / 12;
          let lowerRateSlice = 0;
          limits.forEach((annual, b) => {
            const limit = (annual * n) / 12;
            if (taxable > limit && taxable <= Math.ceil(limit)) lowerRateSlice = (taxable - limit) * (rates[b + 1]! - rates[b]!) * 100;
          });
          const label = `month ${n}, monthly ${amount / 100}, taxable ${taxable}`;
          if (lowerRateSlice > 0) {
            edges++;
            expect(line('TAX_DUE_TO_DATE'), label).toBe(Math.floor(theirs - lowerRateSlice + 1e-6));
          } else {
            expect(line('TAX_DUE_TO_DATE'), label).toBe(Math.floor(theirs + 1e-6));
          }
        });
      });
      // 4,190.26 and 11,477.26 a month reach the rounded-up limits (month 1: 3,142 and 10,429).
      expect(edges).toBeGreaterThan(0);
    });

    it('4. employee NICs: weekly-annualised package vs monthly engine differ by at most 0.70', () => {
      monthly.forEach((amount, i) => {
        const salary = (amount * 12) / 100;
        const theirs = pence(calculateEmployeeNationalInsurance({ taxYear: year.label, taxableAnnualIncome: salary }));
        expect(Math.abs(theirs - annual(i, 'NI_EMPLOYEE')), `salary ${salary}`).toBeLessThanOrEqual(70);
      });
    });
  });
}
