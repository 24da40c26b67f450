import { describe, expect, it } from 'vitest';
import { rulesEngine } from './harness.ts';
import { taxProfileSchemas, type ComponentCode } from '../../domain/jurisdictions.ts';
import type { PricingRequest, YearToDate } from '../../domain/payroll/pricing.ts';

// Every month from January 2024 to December 2026, cumulative across each tax year, against an
// independent re-statement of the method written from the published figures (SOURCES.md §2-§3), not
// from the YAML tables: HMRC "Rates and thresholds for employers" 2023-24 .. 2026-27, the PAYE
// Specification (Tables A pay adjustment, band found against the cumulative limit rounded up to the pound,
// 4-decimal cumulative limits and tax, taxable pay down to the pound, tax down to the penny, 50% overriding limit) and HMRC's NICs guidance for
// software developers (bands rounded separately at the UEL, third decimal 5 or less down).

const bp = (percent: number) => Math.round(percent * 100);

/** Published monthly thresholds (pounds) and rates (basis points) in force on a payment date. */
function figuresOn(date: string) {
  const employeeMain = date < '2024-01-06' ? 12 : date < '2024-04-06' ? 10 : 8;
  const employeeReduced = date < '2024-01-06' ? 5.85 : date < '2024-04-06' ? 3.85 : 1.85;
  const newEmployerRegime = date >= '2025-04-06';
  return {
    pt: 1048,
    uel: 4189,
    ust: 4189,
    fust: 2083,
    st: newEmployerRegime ? 417 : 758,
    main: bp(employeeMain),
    reduced: bp(employeeReduced),
    deferment: bp(2),
    above: bp(2),
    employer: bp(newEmployerRegime ? 15 : 13.8),
  };
}

function taxMonthOf(date: string): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const calendar = day >= 6 ? month : month - 1;
  return ((calendar - 4 + 12) % 12) + 1;
}

/** Tables A: one month's pay adjustment for code number n, in pence. */
function monthlyAdjustment(n: number): bigint {
  if (n === 0) return 0n;
  const q = BigInt(Math.floor((n - 1) / 500));
  const r = BigInt(n) - 500n * q;
  const numerator = (r * 10n + 9n) * 100n;
  return q * 41667n + (numerator + 11n) / 12n;
}

/**
 * Tax due to date on whole-pound taxable pay (pence) in tax month m, by the Specification for PAYE Tax Table
 * Routines: the band is the first whose cumulative limit, rounded up to the pound, the pay does not exceed;
 * tax = v + (U - c) x rate with the cumulative limit c and tax v of the bands below to 4 decimals of a pound
 * (rounded down), the total rounded down to the penny. Units: 1/100 penny (= 4 decimals of a pound).
 */
function bandTax(taxable: bigint, m: bigint): bigint {
  const limits = [3_770_000n, 12_514_000n];
  const rates = [20n, 40n, 45n];
  const u = taxable * 100n;
  const c = limits.map((limit) => (limit * 100n * m) / 12n);
  const ceilPound = (x: bigint) => ((x + 9_999n) / 10_000n) * 10_000n;
  let k = 0;
  while (k < limits.length && u > ceilPound(c[k]!)) k++;
  let annualBelow = 0n;
  for (let i = 0; i < k; i++) annualBelow += (limits[i]! - (i === 0 ? 0n : limits[i - 1]!)) * rates[i]!;
  const v = (annualBelow * m) / 12n;
  const below = k === 0 ? 0n : c[k - 1]!;
  return (v * 100n + (u - below) * rates[k]!) / 10_000n;
}

interface Profile {
  name: string;
  code: string;
  kind: 'suffix' | 'k' | 'br' | 'zeroT';
  number: number;
  nonCumulative: boolean;
  letter: 'A' | 'B' | 'F' | 'H' | 'J' | 'M';
}

interface OracleYtd {
  pay: bigint;
  tax: bigint;
}

function payeOracle(profile: Profile, pay: bigint, date: string, ytd: OracleYtd): bigint {
  const m = BigInt(profile.nonCumulative ? 1 : taxMonthOf(date));
  const payToDate = profile.nonCumulative ? pay : ytd.pay + pay;
  const paid = profile.nonCumulative ? 0n : ytd.tax;
  const adjustment = profile.kind === 'suffix' ? monthlyAdjustment(profile.number) * m : profile.kind === 'k' ? -monthlyAdjustment(profile.number) * m : 0n;
  const raw = payToDate - adjustment;
  const taxable = raw > 0n ? (raw / 100n) * 100n : 0n;
  const due = profile.kind === 'br' ? (taxable * 2000n) / 10_000n : bandTax(taxable, m);
  let tax = due - paid;
  if (profile.nonCumulative && tax < 0n) tax = 0n;
  const limit = pay > 0n ? pay / 2n : 0n;
  return tax > limit ? limit : tax;
}

/** HMRC NICs guidance for software developers: to the penny by the third decimal of a pound, 5 or less down, 6 or more up. */
function niRound(exact: bigint): bigint {
  if (exact <= 0n) return 0n;
  return exact / 10_000n + (exact % 10_000n >= 6_000n ? 1n : 0n);
}

function niOracle(letter: Profile['letter'], pay: bigint, date: string): { employee: bigint; employer: bigint } {
  const f = figuresOn(date);
  const pence = (pounds: number) => BigInt(pounds * 100);
  const clamp = (x: bigint) => (x > 0n ? x : 0n);
  const rate = letter === 'B' ? f.reduced : letter === 'J' ? f.deferment : f.main;
  const main = clamp((pay < pence(f.uel) ? pay : pence(f.uel)) - pence(f.pt));
  const above = clamp(pay - pence(f.uel));
  // Each band rounded on its own: up to the UEL, and above it (HMRC steps 7-8).
  const employee = niRound(main * BigInt(rate)) + niRound(above * BigInt(f.above));
  const reliefTop = letter === 'M' || letter === 'H' ? f.ust : letter === 'F' ? f.fust : f.st;
  const from = pence(Math.max(f.st, reliefTop));
  const employer = niRound(clamp((pay < pence(f.uel) ? pay : pence(f.uel)) - from) * BigInt(f.employer)) + niRound(above * BigInt(f.employer));
  return { employee, employer };
}

const profiles: Profile[] = [
  { name: '1257L cumulative, A', code: '1257L', kind: 'suffix', number: 1257, nonCumulative: false, letter: 'A' },
  { name: 'K150 cumulative, B', code: 'K150', kind: 'k', number: 150, nonCumulative: false, letter: 'B' },
  { name: '0T month 1, J', code: '0T M1', kind: 'zeroT', number: 0, nonCumulative: true, letter: 'J' },
  { name: 'C1257L Welsh, M', code: 'C1257L', kind: 'suffix', number: 1257, nonCumulative: false, letter: 'M' },
  { name: 'BR cumulative, F', code: 'BR', kind: 'br', number: 0, nonCumulative: false, letter: 'F' },
  { name: '1185L cumulative, H', code: '1185L', kind: 'suffix', number: 1185, nonCumulative: false, letter: 'H' },
];

/** Monthly pay (pence): salaries across every band, plus a December bonus to exercise refunds and the higher bands. */
const salaries = [90_000, 250_055, 418_900, 700_000, 1_234_567];
const bonusMonth = '12';
const bonus = 2_000_000;

function monthEnds(): string[] {
  const ends: string[] = [];
  for (let year = 2024; year <= 2026; year++) {
    for (let month = 1; month <= 12; month++) {
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      ends.push(`${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`);
    }
  }
  return ends;
}

describe('GB every month 2024-01 .. 2026-12 against the published method', () => {
  it('prices 36 months x 6 codes/letters x 5 salaries exactly like the independent statement', async () => {
    const engine = await rulesEngine();
    const people = profiles.flatMap((profile) => salaries.map((salary) => ({ profile, salary })));
    const engineYtd: YearToDate[] = people.map(() => ({}));
    const oracleYtd: OracleYtd[] = people.map(() => ({ pay: 0n, tax: 0n }));
    let compared = 0;
    for (const end of monthEnds()) {
      if (end.slice(5, 7) === '04') {
        // A new tax year (6 April): accumulators start again.
        people.forEach((_, i) => {
          engineYtd[i] = {};
          oracleYtd[i] = { pay: 0n, tax: 0n };
        });
      }
      const requests: PricingRequest[] = people.map(({ profile, salary }, i) => {
        const components: { code: ComponentCode; amountMinor: number }[] = [{ code: 'BASIC', amountMinor: salary }];
        if (end.slice(5, 7) === bonusMonth) components.push({ code: 'BONUS', amountMinor: bonus });
        return {
          jurisdiction: 'GB',
          asOfDate: end,
          periodStart: `${end.slice(0, 8)}01`,
          periodEnd: end,
          classification: 'employee',
          birthdate: null,
          taxProfile: taxProfileSchemas.GB.parse({ tax_code: profile.code, ni_category: profile.letter }),
          household: { dependants: 0, medical_scheme_dependants: 0 },
          components,
          ytd: engineYtd[i]!,
        };
      });
      const results = engine.price(requests);
      results.forEach((result, i) => {
        const { profile, salary } = people[i]!;
        const pay = BigInt(salary + (end.slice(5, 7) === bonusMonth ? bonus : 0));
        const tax = payeOracle(profile, pay, end, oracleYtd[i]!);
        const ni = niOracle(profile.letter, pay, end);
        oracleYtd[i] = { pay: oracleYtd[i]!.pay + pay, tax: oracleYtd[i]!.tax + tax };
        const line = (code: string) => result.lines.find((l) => l.code === code)?.amountMinor;
        const label = `${profile.name}, ${salary / 100}/month, ${end}`;
        expect({ paye: line('PAYE'), employee: line('NI_EMPLOYEE'), employer: line('NI_EMPLOYER') }, label).toEqual({
          paye: Number(tax),
          employee: Number(ni.employee),
          employer: Number(ni.employer),
        });
        expect(result.ytd.tax_paid_to_date, label).toBe(Number(oracleYtd[i]!.tax));
        engineYtd[i] = result.ytd;
        compared++;
      });
    }
    expect(compared).toBe(36 * profiles.length * salaries.length);
  });
});
