import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rulesEngine } from './harness.ts';
import { taxProfileSchemas } from '../../domain/jurisdictions.ts';
import type { PricingRequest, YearToDate } from '../../domain/payroll/pricing.ts';

// Property test: thousands of seeded employees paid every month of 2025-26 (tax months 1..12) on several
// codes and both bases, priced by the engine and by an independent re-statement of HMRC's Specification
// for PAYE Tax Table Routines written here from the published text (it imports nothing of the engine):
//   Tables A: monthly pay adjustment of code n = q x 416.67 + ceil((10r + 9) / 12) to the penny,
//             q = (n - 1) div 500, r = n - 500q; to date = monthly x m (m = 1 on month 1 basis);
//   U = pay to date -/+ adjustment, rounded down to the pound, never below 0;
//   band k = first band whose cumulative limit c = annual x m / 12 (4 decimals of a pound, down), rounded
//   UP to the pound, U does not exceed; tax = v(k-1) + (U - c(k-1)) x R(k), v = cumulative tax of the bands
//   below (annual x m / 12, 4 decimals, down); rounded down to the penny. BR: U x 20%.
//   Tax this month = due - paid to date (month 1 basis: due, never negative), at most 50% of the month's pay.
// A third of the months aim the taxable pay at a rounded-up band limit (-1, 0, +1 pound) so the edges are hit.
// 2025-26 figures: HMRC "Rates and thresholds for employers 2025 to 2026" (31 Jan 2025): basic band 37,700,
// higher to 125,140; rates 20/40/45%.

const ANNUAL_LIMITS = [3_770_000n, 12_514_000n]; // pence
const RATES = [20n, 40n, 45n]; // percent

const ends = ['2025-04-30', '2025-05-31', '2025-06-30', '2025-07-31', '2025-08-31', '2025-09-30', '2025-10-31', '2025-11-30', '2025-12-31', '2026-01-31', '2026-02-28', '2026-03-31'];

interface Code { text: string; kind: 'suffix' | 'k' | 'br'; n: bigint; m1: boolean }
const codes: Code[] = [
  { text: '1257L', kind: 'suffix', n: 1257n, m1: false },
  { text: '1257L', kind: 'suffix', n: 1257n, m1: true },
  { text: '0T', kind: 'suffix', n: 0n, m1: false },
  { text: '45L', kind: 'suffix', n: 45n, m1: true },
  { text: '1001L', kind: 'suffix', n: 1001n, m1: false },
  { text: 'K585', kind: 'k', n: 585n, m1: false },
  { text: 'C1257L', kind: 'suffix', n: 1257n, m1: false },
  { text: 'BR', kind: 'br', n: 0n, m1: false },
];

function tablesA(n: bigint): bigint {
  if (n === 0n) return 0n;
  const q = (n - 1n) / 500n;
  const r = n - 500n * q;
  return q * 41_667n + ((10n * r + 9n) * 100n + 11n) / 12n;
}

/** Units of 1/100 penny = the Specification's 4 decimals of a pound. */
const cumulativeLimit = (i: number, m: bigint) => (ANNUAL_LIMITS[i]! * 100n * m) / 12n;
const roundedUpPound = (units: bigint) => ((units + 9_999n) / 10_000n) * 10_000n;

function taxDue(u: bigint, m: bigint): bigint {
  const units = u * 100n;
  let k = 0;
  while (k < ANNUAL_LIMITS.length && units > roundedUpPound(cumulativeLimit(k, m))) k++;
  let annualBelow = 0n;
  for (let i = 0; i < k; i++) annualBelow += (ANNUAL_LIMITS[i]! - (i === 0 ? 0n : ANNUAL_LIMITS[i - 1]!)) * RATES[i]!;
  const v = (annualBelow * m) / 12n;
  const c = k === 0 ? 0n : cumulativeLimit(k - 1, m);
  return (v * 100n + (units - c) * RATES[k]!) / 10_000n;
}

interface Paid { pay: bigint; tax: bigint }

function hmrcRoutine(code: Code, month: bigint, pay: bigint, before: Paid): { taxable: bigint; due: bigint; tax: bigint } {
  const m = code.m1 ? 1n : month;
  const payToDate = code.m1 ? pay : before.pay + pay;
  const adjustment = code.kind === 'br' ? 0n : (code.kind === 'k' ? -1n : 1n) * tablesA(code.n) * m;
  const raw = payToDate - adjustment;
  const taxable = raw > 0n ? (raw / 100n) * 100n : 0n;
  const due = code.kind === 'br' ? (taxable * 20n) / 100n : taxDue(taxable, m);
  let tax = due - (code.m1 ? 0n : before.tax);
  if (code.m1 && tax < 0n) tax = 0n;
  const limit = pay / 2n;
  return { taxable, due, tax: tax > limit ? limit : tax };
}

/** Pay that puts this month's taxable pay at `target` pounds (plus some pence), or null when it would be negative. */
function payAiming(code: Code, month: bigint, before: Paid, target: bigint, pence: bigint): bigint | null {
  const m = code.m1 ? 1n : month;
  const adjustment = code.kind === 'br' ? 0n : (code.kind === 'k' ? -1n : 1n) * tablesA(code.n) * m;
  const pay = target * 100n + pence + adjustment - (code.m1 ? 0n : before.pay);
  return pay >= 0n ? pay : null;
}

const EMPLOYEES = 2_400;
const draws = fc.sample(
  fc.record({
    code: fc.integer({ min: 0, max: codes.length - 1 }),
    months: fc.array(
      fc.record({ pay: fc.integer({ min: 0, max: 1_600_000 }), aim: fc.integer({ min: 0, max: 5 }), band: fc.integer({ min: 0, max: 1 }), step: fc.integer({ min: -1, max: 1 }), pence: fc.integer({ min: 0, max: 99 }) }),
      { minLength: 12, maxLength: 12 },
    ),
  }),
  { seed: 20250406, numRuns: EMPLOYEES },
);

describe(`GB PAYE property: ${EMPLOYEES} employees x 12 months of 2025-26 against HMRC's routine restated`, () => {
  it('every month: taxable pay, tax due to date and tax deducted equal the routine to the penny', async () => {
    const engine = await rulesEngine();
    let ytd: YearToDate[] = draws.map(() => ({}));
    const paid: Paid[] = draws.map(() => ({ pay: 0n, tax: 0n }));
    let edgesHit = 0;
    for (let index = 0; index < 12; index++) {
      const month = BigInt(index + 1);
      const pays = draws.map((d, i) => {
        const draw = d.months[index]!;
        const code = codes[d.code]!;
        if (draw.aim < 2 && code.kind !== 'br') {
          const m = code.m1 ? 1n : month;
          const target = roundedUpPound(cumulativeLimit(draw.band, m)) / 10_000n + BigInt(draw.step);
          const aimed = payAiming(code, month, paid[i]!, target, BigInt(draw.pence));
          if (aimed !== null && aimed <= 20_000_000n) return aimed;
        }
        return BigInt(draw.pay);
      });
      const requests: PricingRequest[] = draws.map((d, i) => ({
        jurisdiction: 'GB',
        asOfDate: ends[index]!,
        periodStart: `${ends[index]!.slice(0, 8)}01`,
        periodEnd: ends[index]!,
        classification: 'employee',
        birthdate: null,
        taxProfile: taxProfileSchemas.GB.parse({ tax_code: codes[d.code]!.text, week1_month1: codes[d.code]!.m1 }),
        household: { dependants: 0, medical_scheme_dependants: 0 },
        components: [{ code: 'BASIC', amountMinor: Number(pays[i]!) }],
        ytd: ytd[i]!,
      }));
      const results = engine.price(requests);
      results.forEach((result, i) => {
        const code = codes[draws[i]!.code]!;
        const expected = hmrcRoutine(code, month, pays[i]!, paid[i]!);
        const line = (c: string) => result.lines.find((l) => l.code === c)?.amountMinor;
        const label = `${code.text}${code.m1 ? ' M1' : ''}, month ${month}, pay ${pays[i]}, before ${paid[i]!.pay}/${paid[i]!.tax}`;
        expect({ taxable: line('TAXABLE_PAY_AFTER_ADJUSTMENT'), due: line('TAX_DUE_TO_DATE'), tax: line('PAYE') }, label).toEqual({
          taxable: Number(expected.taxable),
          due: Number(expected.due),
          tax: Number(expected.tax),
        });
        const m = code.m1 ? 1n : month;
        if ([0, 1].some((b) => expected.taxable * 100n === roundedUpPound(cumulativeLimit(b, m)))) edgesHit++;
        paid[i] = { pay: paid[i]!.pay + pays[i]!, tax: paid[i]!.tax + expected.tax };
      });
      ytd = results.map((r) => r.ytd);
    }
    // The edges must really be exercised, not just the open bands.
    expect(edgesHit).toBeGreaterThan(1_000);
  });
});
