import { pricingTable, type PricingCase } from './harness.ts';

// Workplace pension (tables/GB/pension_auto_enrolment.yaml). Qualifying earnings for a monthly pay reference
// period: £520 to £4,189 (The Pensions Regulator, "Earnings thresholds"; DWP "Review of the automatic
// enrolment earnings trigger and qualifying earnings band" for 2025/26 and 2026/27: £6,240 / £50,270 a year,
// unchanged). Contributions are rounded to the nearest penny (the service's rule; TPR prescribes none).
// Arrangements: relief at source (member pays 80%, HMRC relief 20% to the scheme, after tax); net pay
// (before tax, not before NICs); salary sacrifice (before tax, NICs and student loans). All cases 1257L,
// category A, tax month 1 unless stated; tax = 20% x (pay for tax - 1,048.26, rounded down to the pound).

const gb = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'GB', ...c });
const april = '2025-04-30';

pricingTable('GB pension: the three arrangements, 3,000.00 a month, 5% / 3% of qualifying earnings', [
  gb({
    name: 'relief at source: 124.00 gross, member pays 99.20 after tax; employer 74.40',
    source: 'qualifying earnings 3,000 - 520 = 2,480; 5% = 124.00; 20% relief 24.80; 3% = 74.40; tax 390.20 and NI 156.16 unchanged; net 3,000 - 390.20 - 156.16 - 99.20',
    periodEnd: april, components: { BASIC: '3000.00' }, taxProfile: { pension_arrangement: 'relief_at_source' },
    expect: {
      lines: { PENSIONABLE_PAY: '2480.00', PENSION_EMPLOYEE: '99.20', PENSION_TAX_RELIEF: '24.80', PENSION_EMPLOYER: '74.40', PENSION_SALARY_SACRIFICE: null, PAYE: '390.20', NI_EMPLOYEE: '156.16' },
      net: '2354.44', ytd: { pension_employee: '99.20', pension_employer: '74.40' },
    },
  }),
  gb({
    name: 'net pay: 124.00 before tax (tax 365.40), NICs on the full 3,000',
    source: 'pay for tax 2,876.00 - 1,048.26 = 1,827.74 -> 1,827 x 20% = 365.40; NI 8% x 1,952 = 156.16; net 3,000 - 124 - 365.40 - 156.16',
    periodEnd: april, components: { BASIC: '3000.00' }, taxProfile: { pension_arrangement: 'net_pay' },
    expect: {
      lines: { PENSION_EMPLOYEE: '124.00', PENSION_TAX_RELIEF: null, PENSION_EMPLOYER: '74.40', PAYE: '365.40', NI_EMPLOYEE: '156.16', TAXABLE_PAY_AFTER_ADJUSTMENT: '1827.00' },
      net: '2354.44', ytd: { taxable_pay_to_date: '2876.00' },
    },
  }),
  gb({
    name: 'salary sacrifice: 124.00 off pay for tax and NICs; employer NI falls too',
    source: 'tax 365.40 as net pay; NI 8% x (2,876 - 1,048) = 146.24; employer NI 15% x (2,876 - 417) = 368.85; net 3,000 - 124 - 365.40 - 146.24',
    periodEnd: april, components: { BASIC: '3000.00' }, taxProfile: { pension_arrangement: 'salary_sacrifice' },
    expect: {
      lines: { PENSION_SALARY_SACRIFICE: '124.00', PENSION_EMPLOYEE: null, PENSION_EMPLOYER: '74.40', PAYE: '365.40', NI_EMPLOYEE: '146.24', NI_EMPLOYER: '368.85' },
      net: '2364.36', employerCost: '443.25', ytd: { pension_employer: '198.40', pension_employee: '0.00' },
    },
  }),
  gb({
    name: 'salary sacrifice lowers student loan earnings too (Plan 2)',
    source: '(2,876.00 - 2,372.50) x 9% = 45.315 -> 45 (56 without the sacrifice)',
    periodEnd: april, components: { BASIC: '3000.00' }, taxProfile: { pension_arrangement: 'salary_sacrifice', student_loan_plans: ['plan_2'] },
    expect: { lines: { STUDENT_LOAN: '45.00' } },
  }),
  gb({
    name: 'net pay does not lower student loan earnings',
    source: 'student loans are on NIC earnings: (3,000 - 2,372.50) x 9% = 56.475 -> 56',
    periodEnd: april, components: { BASIC: '3000.00' }, taxProfile: { pension_arrangement: 'net_pay', student_loan_plans: ['plan_2'] },
    expect: { lines: { STUDENT_LOAN: '56.00' } },
  }),
  gb({
    name: 'not enrolled (default): no pension lines',
    source: 'pension_arrangement defaults to none',
    periodEnd: april, components: { BASIC: '3000.00' },
    expect: { lines: { PENSIONABLE_PAY: null, PENSION_EMPLOYEE: null, PENSION_EMPLOYER: null }, net: '2453.64' },
  }),
]);

pricingTable('GB pension: qualifying earnings band edges (monthly £520 / £4,189) and bases', [
  ...(
    [
      ['2025-26', april, '520.00', '0.00', null, null],
      ['2025-26', april, '520.01', '0.01', null, null],
      ['2025-26', april, '530.00', '10.00', '0.50', '0.30'],
      ['2025-26', april, '4189.00', '3669.00', '183.45', '110.07'],
      ['2025-26', april, '4189.01', '3669.00', '183.45', '110.07'],
      ['2025-26', april, '6000.00', '3669.00', '183.45', '110.07'],
      ['2026-27', '2026-04-30', '520.00', '0.00', null, null],
      ['2026-27', '2026-04-30', '530.00', '10.00', '0.50', '0.30'],
      ['2026-27', '2026-04-30', '4189.00', '3669.00', '183.45', '110.07'],
      ['2026-27', '2026-04-30', '4190.00', '3669.00', '183.45', '110.07'],
    ] as const
  ).map(([year, periodEnd, pay, band, employee, employer]) =>
    gb({
      name: `${year} pay ${pay}: qualifying earnings ${band}`,
      source: `min(pay, 4,189) - 520, not below 0; net pay 5% / 3% rounded to the penny (0.01 x 5% = 0.0005 -> 0.00)`,
      periodEnd, components: { BASIC: pay }, taxProfile: { pension_arrangement: 'net_pay' },
      expect: { lines: { PENSIONABLE_PAY: band, PENSION_EMPLOYEE: employee, PENSION_EMPLOYER: employer } },
    }),
  ),
  gb({
    name: 'whole pay basis, relief at source: 5% of 3,000 = 150.00, member pays 120.00; employer 90.00',
    source: 'pension_basis whole_pay: percentages of all pay',
    periodEnd: april, components: { BASIC: '3000.00' }, taxProfile: { pension_arrangement: 'relief_at_source', pension_basis: 'whole_pay' },
    expect: { lines: { PENSIONABLE_PAY: '3000.00', PENSION_EMPLOYEE: '120.00', PENSION_TAX_RELIEF: '30.00', PENSION_EMPLOYER: '90.00' } },
  }),
  gb({
    name: 'chosen rates 8% / 10% of whole pay, net pay, 5,000.00: tax on 4,600',
    source: '400.00 and 500.00; taxable 4,600 - 1,048.26 -> 3,551; 628.3333 + (3,551 - 3,141.6666) x 40% = 792.0666 -> 792.06',
    periodEnd: april, components: { BASIC: '5000.00' },
    taxProfile: { pension_arrangement: 'net_pay', pension_basis: 'whole_pay', pension_employee_rate_bp: 800, pension_employer_rate_bp: 1000 },
    expect: { lines: { PENSION_EMPLOYEE: '400.00', PENSION_EMPLOYER: '500.00', PAYE: '792.06' } },
  }),
  gb({
    name: 'relief at source for a higher-rate earner: still 20% at source',
    source: '3,669 x 5% = 183.45; relief 36.69 (20%); member pays 146.76 (higher-rate relief is claimed through Self Assessment)',
    periodEnd: april, components: { BASIC: '10000.00' }, taxProfile: { pension_arrangement: 'relief_at_source' },
    expect: { lines: { PENSION_EMPLOYEE: '146.76', PENSION_TAX_RELIEF: '36.69', PENSION_EMPLOYER: '110.07' } },
  }),
  gb({
    name: 'bonus counts as qualifying earnings',
    source: 'qualifying earnings include bonus and commission (Pensions Act 2008 s.13(3)): 2,000 + 1,000 - 520 = 2,480',
    periodEnd: april, components: { BASIC: '2000.00', BONUS: '1000.00' }, taxProfile: { pension_arrangement: 'net_pay' },
    expect: { lines: { PENSIONABLE_PAY: '2480.00', PENSION_EMPLOYEE: '124.00' } },
  }),
]);
