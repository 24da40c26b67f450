import { pricingTable, type PricingCase } from './harness.ts';

// Class 1 NICs per category letter at every monthly threshold, 2025-26 and 2026-27 (issue 10).
// Thresholds (HMRC "Rates and thresholds for employers 2025 to 2026", 31 Jan 2025, and "2026 to 2027"):
// ST 417 (5,000 a year, NICs (Secondary Class 1 Contributions) Act 2025), LEL 542 / 559, PT 1,048, UEL 4,189,
// UST / AUST / VUST 4,189; employer rate 15%; employee 8% (A, H, M, V), 1.85% (B), 2% (J, Z), nil (C), 2%
// above the UEL for all but C. Employer relief letters (SSCBA 1992 s.9A under 21 M/Z, s.9B apprentice under
// 25 H, s.9D veteran V): 0% from ST up to the upper secondary threshold, 15% above it.

const gb = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'GB', ...c });

// HMRC NIC test data 2025-26 ("NIC test data v1.1", issued to payroll software developers; transcribed in the
// open-source Payetools repository, national_insurance_test_data_2025-2026.json), monthly cases 43-56 of
// categories A, B, H, J and M, period 1: [id, letter, gross, employee, employer].
const hmrcMonthly: [id: string, letter: 'A' | 'B' | 'H' | 'J' | 'M', gross: string, employee: string, employer: string][] = [
  ['Cat_A/43', 'A', '417.03', '0.00', '0.00'], ['Cat_A/44', 'A', '417.04', '0.00', '0.01'],
  ['Cat_A/45', 'A', '542.00', '0.00', '18.75'], ['Cat_A/46', 'A', '542.01', '0.00', '18.75'],
  ['Cat_A/47', 'A', '1048.07', '0.00', '94.66'], ['Cat_A/48', 'A', '1048.08', '0.01', '94.66'],
  ['Cat_A/49', 'A', '1048.31', '0.02', '94.70'], ['Cat_A/50', 'A', '1048.32', '0.02', '94.70'],
  ['Cat_A/51', 'A', '2083.05', '82.80', '249.91'], ['Cat_A/52', 'A', '2083.06', '82.80', '249.91'],
  ['Cat_A/53', 'A', '4188.53', '251.24', '565.73'], ['Cat_A/54', 'A', '4188.54', '251.24', '565.73'],
  ['Cat_A/55', 'A', '4189.04', '251.28', '565.81'], ['Cat_A/56', 'A', '4189.05', '251.28', '565.81'],
  ['Cat_B/43', 'B', '417.03', '0.00', '0.00'], ['Cat_B/44', 'B', '417.04', '0.00', '0.01'],
  ['Cat_B/45', 'B', '542.00', '0.00', '18.75'], ['Cat_B/46', 'B', '542.01', '0.00', '18.75'],
  ['Cat_B/47', 'B', '1048.07', '0.00', '94.66'], ['Cat_B/48', 'B', '1048.08', '0.00', '94.66'],
  ['Cat_B/49', 'B', '1048.31', '0.00', '94.70'], ['Cat_B/50', 'B', '1048.32', '0.00', '94.70'],
  ['Cat_B/51', 'B', '2083.05', '19.15', '249.91'], ['Cat_B/52', 'B', '2083.06', '19.15', '249.91'],
  ['Cat_B/53', 'B', '4188.53', '58.10', '565.73'], ['Cat_B/54', 'B', '4188.54', '58.10', '565.73'],
  ['Cat_B/55', 'B', '4189.04', '58.11', '565.81'], ['Cat_B/56', 'B', '4189.05', '58.11', '565.81'],
];

// Cases 43-56 of categories H, J, M: the same fourteen monthly gross pays, [employee, employer] each.
const monthlyGross = ['417.03', '417.04', '542.00', '542.01', '1048.07', '1048.08', '1048.31', '1048.32', '2083.05', '2083.06', '4188.53', '4188.54', '4189.04', '4189.05'];
const reliefLetter: [string, string][] = [
  ['0.00', '0.00'], ['0.00', '0.00'], ['0.00', '0.00'], ['0.00', '0.00'], ['0.00', '0.00'], ['0.01', '0.00'], ['0.02', '0.00'],
  ['0.02', '0.00'], ['82.80', '0.00'], ['82.80', '0.00'], ['251.24', '0.00'], ['251.24', '0.00'], ['251.28', '0.01'], ['251.28', '0.01'],
];
const hmrcByLetter: Record<'H' | 'J' | 'M', [string, string][]> = {
  H: reliefLetter,
  M: reliefLetter,
  J: [
    ['0.00', '0.00'], ['0.00', '0.01'], ['0.00', '18.75'], ['0.00', '18.75'], ['0.00', '94.66'], ['0.00', '94.66'], ['0.01', '94.70'],
    ['0.01', '94.70'], ['20.70', '249.91'], ['20.70', '249.91'], ['62.81', '565.73'], ['62.81', '565.73'], ['62.82', '565.81'], ['62.82', '565.81'],
  ],
};
for (const [letter, rows] of Object.entries(hmrcByLetter) as ['H' | 'J' | 'M', [string, string][]][]) {
  rows.forEach(([employee, employer], i) => hmrcMonthly.push([`Cat_${letter}/${43 + i}`, letter, monthlyGross[i]!, employee, employer]));
}

pricingTable(
  'GB NICs: HMRC 2025-26 NIC test data, monthly, categories A, B, H, J, M',
  hmrcMonthly.map(([id, letter, gross, employee, employer]) =>
    gb({
      name: `${id}: ${gross} -> employee ${employee}, employer ${employer}`,
      source: `HMRC NIC test data v1.1 2025-26, ${id} (monthly, period 1)`,
      periodEnd: '2025-04-30', components: { BASIC: gross }, taxProfile: { tax_code: 'BR', ni_category: letter },
      expect: { lines: { NI_EMPLOYEE: employee, NI_EMPLOYER: employer } },
    }),
  ),
);

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
