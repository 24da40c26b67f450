import { pricingTable, type PricingCase } from './harness.ts';

// Class 1 NICs per category letter at every monthly threshold, 2025-26 and 2026-27 (issue 10).
// Thresholds (HMRC "Rates and thresholds for employers 2025 to 2026", 31 Jan 2025, and "2026 to 2027"):
// ST 417 (5,000 a year, NICs (Secondary Class 1 Contributions) Act 2025), LEL 542 / 559, PT 1,048, UEL 4,189,
// UST / AUST / VUST 4,189; employer rate 15%; employee 8% (A, H, M, V), 1.85% (B), 2% (J, Z), nil (C), 2%
// above the UEL for all but C. Employer relief letters (SSCBA 1992 s.9A under 21 M/Z, s.9B apprentice under
// 25 H, s.9D veteran V): 0% from ST up to the upper secondary threshold, 15% above it.

const gb = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'GB', ...c });

// HMRC's own 2025-26 NIC test data (every letter, weekly, two-weekly, four-weekly and monthly) is in
// rules-wasm/tables/GB/examples/hmrc-nic-2025-26-*.yaml, run by test/rules/examples.test.ts.

// Every letter at every threshold, both years: the expected figures restate HMRC's exact percentage method
// (each band rounded on its own, third decimal 5 or less down) independently of the engine's code.
type Letter = 'A' | 'B' | 'C' | 'H' | 'J' | 'M' | 'V' | 'Z';
const employeeRate: Record<Letter, number> = { A: 80_000, B: 18_500, C: 0, H: 80_000, J: 20_000, M: 80_000, V: 80_000, Z: 20_000 };
const relief: Record<Letter, boolean> = { A: false, B: false, C: false, H: true, J: false, M: true, V: true, Z: true };
const PT = 104_800, ST = 41_700, UEL = 418_900, UST = 418_900;

/** Pence x parts-per-million rate, rounded the HMRC way (third decimal of the pound: 5 or less down). */
function band(pence: number, ppm: number): number {
  if (pence <= 0 || ppm === 0) return 0;
  const tenthsOfPenny = Math.floor((pence * ppm) / 100_000); // exact value in 1/10 penny, truncated
  const whole = Math.floor(tenthsOfPenny / 10);
  return tenthsOfPenny % 10 >= 6 ? whole + 1 : whole;
}
const pounds = (pence: number) => (pence / 100).toFixed(2);

function expected(letter: Letter, gross: number): { employee: string | null; employer: string } {
  const employee = letter === 'C' ? null : band(Math.min(gross, UEL) - PT, employeeRate[letter]) + band(gross - UEL, 20_000);
  const from = relief[letter] ? UST : ST;
  const employer = band(Math.min(gross, UEL) - from, 150_000) + band(gross - Math.max(UEL, from), 150_000);
  return { employee: employee === null ? null : pounds(employee), employer: pounds(employer) };
}

const grosses = [ST, ST + 4, 54_200, 55_900, PT, PT + 8, 208_300, UEL, UEL + 5, UEL + 100, 500_000];
const letters: Letter[] = ['A', 'B', 'C', 'H', 'J', 'M', 'V', 'Z'];
for (const [year, periodEnd] of [['2025-26', '2025-07-31'], ['2026-27', '2026-07-31']] as const) {
  pricingTable(
    `GB NICs: letters A B C H J M V Z at each monthly threshold, ${year}`,
    letters.flatMap((letter) =>
      grosses.map((gross) => {
        const { employee, employer } = expected(letter, gross);
        return gb({
          name: `${letter} ${pounds(gross)}: employee ${employee ?? 'none'}, employer ${employer}`,
          source: `ST 417, PT 1,048, UEL/UST 4,189; ${letter}: employee ${employeeRate[letter] / 10_000}% to UEL then 2%${letter === 'C' ? ' (none: over State Pension age)' : ''}; employer 15% above ${relief[letter] ? 'the UST/AUST/VUST' : 'the ST'}`,
          periodEnd, components: { BASIC: pounds(gross) }, taxProfile: { tax_code: 'BR', ni_category: letter },
          expect: { lines: { NI_EMPLOYEE: employee, NI_EMPLOYER: employer } },
        });
      }),
    ),
  );
}
