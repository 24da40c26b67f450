import { pricingTable, type PricingCase } from './harness.ts';

// Reproduces the CPF Board contribution rate tables (S1: Tables 1-3 from 1 January 2024, 2025 and 2026)
// at the band edges and across each band, for every residency table and age group. The rows below are
// transcribed from the published tables (ER %, EE %, graduated factor, in basis points), independently
// of the YAML tables, and the amounts are computed with the tables' own formulas and "Steps to compute"
// (S4): total to the nearest dollar (50 cents up), employee cents dropped, employer = the difference.

type Row = readonly [employerBp: number, employeeBp: number, factorBp: number];
const citizen: Record<number, Row[]> = {
  2024: [[1700, 2000, 6000], [1500, 1600, 4800], [1150, 1050, 3150], [900, 750, 2250], [750, 500, 1500]],
  2025: [[1700, 2000, 6000], [1550, 1700, 5100], [1200, 1150, 3450], [900, 750, 2250], [750, 500, 1500]],
  2026: [[1700, 2000, 6000], [1600, 1800, 5400], [1250, 1250, 3750], [900, 750, 2250], [750, 500, 1500]],
};
const pr1: Row[] = [[400, 500, 1500], [400, 500, 1500], [350, 500, 1500], [350, 500, 1500], [350, 500, 1500]];
const pr2: Row[] = [[900, 1500, 4500], [600, 1250, 3750], [350, 750, 2250], [350, 500, 1500], [350, 500, 1500]];
const owCeiling: Record<number, bigint> = { 2024: 680000n, 2025: 740000n, 2026: 800000n };
// Born in June; priced in March, so these are CPF ages 30, 56, 61, 66, 71 in every year.
const birthYearOffsets = [30, 56, 61, 66, 71];
const groupNames = ['55 and below', 'above 55-60', 'above 60-65', 'above 65-70', 'above 70'];

function expected(row: Row, wagesCents: bigint): { total: bigint; employee: bigint } {
  const [er, ee, factor] = row.map(BigInt) as [bigint, bigint, bigint];
  if (wagesCents <= 5000n) return { total: 0n, employee: 0n };
  let totalX: bigint; // cents x basis points
  let employeeX = 0n;
  if (wagesCents <= 50000n) totalX = er * wagesCents;
  else if (wagesCents <= 75000n) {
    employeeX = factor * (wagesCents - 50000n);
    totalX = er * wagesCents + employeeX;
  } else {
    totalX = (er + ee) * wagesCents;
    employeeX = ee * wagesCents;
  }
  const dollar = 1_000_000n; // one dollar in cents x basis points
  const total = ((totalX + dollar / 2n) / dollar) * 100n;
  const employee = (employeeX / dollar) * 100n;
  return { total, employee };
}

const cents = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

const cases: PricingCase[] = [];
for (const year of [2024, 2025, 2026]) {
  const tables: [string, Row[]][] = [['citizen', citizen[year]!], ['pr_1', pr1], ['pr_2', pr2]];
  const ceiling = owCeiling[year]!;
  const wages = [5000n, 5001n, 12345n, 49999n, 50000n, 50001n, 55555n, 61234n, 70050n, 74999n, 75000n, 75001n, 123456n, 333333n, ceiling - 1n, ceiling];
  for (const [residency, rows] of tables) {
    rows.forEach((row, group) => {
      for (const w of wages) {
        const { total, employee } = expected(row, w);
        const none = total === 0n;
        cases.push({
          name: `${year} ${residency} ${groupNames[group]} TW ${cents(w)}`,
          source: `CPF Board contribution rate table from 1 January ${year} (${residency === 'citizen' ? 'Table 1' : residency === 'pr_1' ? 'Table 2, G/G' : 'Table 3, G/G'})`,
          jurisdiction: 'SG', periodEnd: `${year}-03-31`, birthdate: `${year - birthYearOffsets[group]! - 1}-06-15`,
          components: { BASIC: cents(w) }, taxProfile: { residency },
          expect: {
            lines: {
              CPF_TOTAL: none ? null : cents(total),
              CPF_EMPLOYEE: employee === 0n ? null : cents(employee),
              CPF_EMPLOYER: total - employee === 0n ? null : cents(total - employee),
            },
          },
        });
      }
    });
  }
}
pricingTable('SG CPF Tables 1-3 reproduced, 2024-2026', cases);
