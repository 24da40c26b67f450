import { describe, expect, it } from 'vitest';
import { pricingTable, rulesEngine, requestOf, lineTotals, minor, expectPayslipInvariants, type PricingCase } from './harness.ts';

// Every month 2024-01 .. 2026-12 prices with the CPF version of its calendar year (rates change each
// 1 January, S1/S2; OW ceiling $6,800 / $7,400 / $8,000, S5). Expected figures per year are the CPF
// tables' full-rate amounts worked by hand: total = round(total% x OW subject), employee = floor(EE% x OW).

interface YearFigures { employee: string; employer: string; total: string }
type Person = { label: string; birthdate: string; basic: string; years: Record<number, YearFigures> };

const people: Person[] = [
  // 55 and below at $10,000: capped at the ceiling. 2024: 37% x 6,800 = 2,516 / 1,360; 2025: 2,738 / 1,480; 2026: 2,960 / 1,600.
  { label: '55 and below, $10,000', birthdate: '1990-04-20', basic: '10000.00', years: {
    2024: { employee: '1360.00', employer: '1156.00', total: '2516.00' },
    2025: { employee: '1480.00', employer: '1258.00', total: '2738.00' },
    2026: { employee: '1600.00', employer: '1360.00', total: '2960.00' },
  } },
  // above 55-60 all three years (55th birthday June 2023). $5,000: 31% / 16%; 32.5% / 17%; 34% / 18%.
  { label: 'above 55-60, $5,000', birthdate: '1968-06-15', basic: '5000.00', years: {
    2024: { employee: '800.00', employer: '750.00', total: '1550.00' },
    2025: { employee: '850.00', employer: '775.00', total: '1625.00' },
    2026: { employee: '900.00', employer: '800.00', total: '1700.00' },
  } },
  // above 60-65 (60th birthday March 2023). $5,000: 22% / 10.5%; 23.5% / 11.5%; 25% / 12.5%.
  { label: 'above 60-65, $5,000', birthdate: '1963-03-10', basic: '5000.00', years: {
    2024: { employee: '525.00', employer: '575.00', total: '1100.00' },
    2025: { employee: '575.00', employer: '600.00', total: '1175.00' },
    2026: { employee: '625.00', employer: '625.00', total: '1250.00' },
  } },
  // above 65-70 (65th birthday March 2023): 16.5% / 7.5% unchanged 2024-2026.
  { label: 'above 65-70, $5,000', birthdate: '1958-03-10', basic: '5000.00', years: {
    2024: { employee: '375.00', employer: '450.00', total: '825.00' },
    2025: { employee: '375.00', employer: '450.00', total: '825.00' },
    2026: { employee: '375.00', employer: '450.00', total: '825.00' },
  } },
];

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

const cases: PricingCase[] = [];
for (const person of people) {
  for (const year of [2024, 2025, 2026]) {
    const figures = person.years[year]!;
    for (let month = 1; month <= 12; month++) {
      cases.push({
        name: `${person.label}, ${year}-${String(month).padStart(2, '0')}`,
        source: `CPF Board contribution rate table from 1 January ${year}, Table 1 (S1)`,
        jurisdiction: 'SG', periodEnd: lastDay(year, month), birthdate: person.birthdate,
        components: { BASIC: person.basic },
        expect: { lines: { CPF_EMPLOYEE: figures.employee, CPF_EMPLOYER: figures.employer, CPF_TOTAL: figures.total, SDL: '11.25' }, tax: '0.00' },
      });
    }
  }
}
pricingTable('SG every month 2024-01..2026-12', cases);

describe('SG year-to-date across a year (each month fed the previous month\'s accumulators)', () => {
  it('2025: $8,000 a month and a $20,000 bonus in December capped by the AW ceiling', async () => {
    // By hand: OW subject 7,400 x 12 = 88,800; AW ceiling 102,000 - 88,800 = 13,200 of the 20,000 bonus.
    // Jan-Nov: 2,738 / 1,480 a month. December: 37% x (7,400 + 13,200) = 7,622; employee 4,120.
    const engine = await rulesEngine();
    let ytd: Record<string, number> = {};
    let employeeTotal = 0;
    for (let month = 1; month <= 12; month++) {
      const request = requestOf({
        name: '', jurisdiction: 'SG', periodEnd: lastDay(2025, month), birthdate: '1990-04-20',
        components: month === 12 ? { BASIC: '8000.00', BONUS: '20000.00' } : { BASIC: '8000.00' }, expect: {},
      });
      const [result] = engine.price([{ ...request, ytd }]);
      expectPayslipInvariants(result!);
      const lines = lineTotals(result!);
      expect(lines.get('CPF_EMPLOYEE')).toBe(month === 12 ? minor('4120.00') : minor('1480.00'));
      expect(lines.get('CPF_TOTAL')).toBe(month === 12 ? minor('7622.00') : minor('2738.00'));
      employeeTotal += lines.get('CPF_EMPLOYEE')!;
      ytd = result!.ytd;
    }
    expect(ytd.cpf_ow_subject).toBe(minor('88800.00'));
    expect(ytd.cpf_aw_subject).toBe(minor('13200.00'));
    expect(ytd.cpf_employee).toBe(employeeTotal);
    expect(ytd.cpf_employee).toBe(minor('20400.00')); // 20% x 102,000: the CPF annual salary ceiling reached
    expect(ytd.cpf_employer).toBe(minor('17340.00')); // 37,740 (CPF Annual Limit) - 20,400
    expect(ytd.sdl).toBe(minor('135.00'));
    expect(ytd.gross_pay).toBe(minor('116000.00'));
  });
});
