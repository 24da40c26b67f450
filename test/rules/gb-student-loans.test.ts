import { pricingTable, type PricingCase } from './harness.ts';

// Student and postgraduate loan deductions (tables/GB/student_loans.yaml). HMRC, "Rates and thresholds for
// employers 2025 to 2026" (31 Jan 2025) and "2026 to 2027": monthly thresholds Plan 1 2,172.08 / 2,241.66,
// Plan 2 2,372.50 / 2,448.75, Plan 4 2,728.75 / 2,816.25, Plan 5 (from April 2026) 2,083.33, postgraduate
// 1,750.00; 9% (plans) and 6% (postgraduate) of NIC earnings above the threshold, per period, not
// cumulative, rounded down to the whole pound (HMRC Collection of Student Loans Manual CSLM10111 "Deductions
// are rounded down to the nearest whole pound ... non-cumulative"); one undergraduate plan at a time, the
// lowest threshold when several are held (CSLM10111: "repaying plan 1 and plan 2 at the same time then use
// plan type 1"); a postgraduate loan is collected alongside (HMRC "Special rules for student loans").

const gb = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'GB', ...c });
type Row = [name: string, periodEnd: string, plans: string[], pay: string, plan: string | null, pgl: string | null, source: string];

const rows: Row[] = [
  ['Plan 2, 3,000.00, 2025-26', '2025-04-30', ['plan_2'], '3000.00', '56.00', null, '(3,000.00 - 2,372.50) x 9% = 56.475 -> 56'],
  ['Plan 2 exactly at the threshold', '2025-04-30', ['plan_2'], '2372.50', null, null, 'earnings not above 2,372.50: nothing'],
  ['Plan 2 one penny above: under a pound, nothing', '2025-04-30', ['plan_2'], '2372.51', null, null, '0.01 x 9% = 0.0009 -> 0'],
  ['Plan 2 first whole pound', '2025-04-30', ['plan_2'], '2383.62', '1.00', null, '11.12 x 9% = 1.0008 -> 1'],
  ['Plan 2 just under the first pound', '2025-04-30', ['plan_2'], '2383.61', null, null, '11.11 x 9% = 0.9999 -> 0'],
  ['Plan 1, 3,000.00, 2025-26', '2025-04-30', ['plan_1'], '3000.00', '74.00', null, '827.92 x 9% = 74.5128 -> 74'],
  ['Plan 4, 3,000.00, 2025-26', '2025-04-30', ['plan_4'], '3000.00', '24.00', null, '271.25 x 9% = 24.4125 -> 24'],
  ['Plan 5 in 2025-26: not yet repayable', '2025-04-30', ['plan_5'], '3000.00', null, null, 'Plan 5 repayments start April 2026'],
  ['Plan 5, 3,000.00, 2026-27', '2026-04-30', ['plan_5'], '3000.00', '82.00', null, '916.67 x 9% = 82.5003 -> 82'],
  ['Plan 1, 3,000.00, 2026-27', '2026-04-30', ['plan_1'], '3000.00', '68.00', null, '758.34 x 9% = 68.2506 -> 68'],
  ['Plan 2, 3,000.00, 2026-27', '2026-04-30', ['plan_2'], '3000.00', '49.00', null, '551.25 x 9% = 49.6125 -> 49'],
  ['Plan 4, 3,000.00, 2026-27', '2026-04-30', ['plan_4'], '3000.00', '16.00', null, '183.75 x 9% = 16.5375 -> 16'],
  ['Postgraduate only, 3,000.00', '2025-04-30', ['postgraduate'], '3000.00', null, '75.00', '1,250 x 6% = 75'],
  ['Postgraduate exactly at 1,750.00', '2025-04-30', ['postgraduate'], '1750.00', null, null, 'not above the threshold'],
  ['Postgraduate first pound', '2025-04-30', ['postgraduate'], '1766.67', null, '1.00', '16.67 x 6% = 1.0002 -> 1'],
  ['Postgraduate just under a pound', '2025-04-30', ['postgraduate'], '1766.66', null, null, '16.66 x 6% = 0.9996 -> 0'],
  ['Plan 2 and postgraduate together', '2025-04-30', ['plan_2', 'postgraduate'], '3000.00', '56.00', '75.00', 'both collected: 56 + 75'],
  ['Plan 1 and Plan 2: the lower (Plan 1) threshold', '2025-04-30', ['plan_2', 'plan_1'], '3000.00', '74.00', null, 'CSLM10111: use plan 1'],
  ['Plan 4 and Plan 5 in 2026-27: Plan 5 threshold is lower', '2026-04-30', ['plan_4', 'plan_5'], '3000.00', '82.00', null, 'lowest threshold 2,083.33'],
  ['Plan 1 and postgraduate, 2026-27, 10,000.00', '2026-04-30', ['plan_1', 'postgraduate'], '10000.00', '698.00', '495.00', '7,758.34 x 9% = 698.2506 -> 698; 8,250 x 6% = 495'],
];

pricingTable(
  'GB student and postgraduate loans, monthly',
  rows.map(([name, periodEnd, plans, pay, plan, pgl, source]) =>
    gb({
      name, source, periodEnd, components: { BASIC: pay }, taxProfile: { student_loan_plans: plans },
      ytd: { student_loan: '100.00' },
      expect: {
        lines: { STUDENT_LOAN: plan, POSTGRADUATE_LOAN: pgl },
        ytd: { student_loan: (100 + Number(plan ?? 0)).toFixed(2), postgraduate_loan: Number(pgl ?? 0).toFixed(2) },
      },
    }),
  ),
);

pricingTable('GB student loans in the payslip totals', [
  gb({
    name: '1257L, A, Plan 2 + postgraduate, 3,000.00 in April 2025: net 2,322.64',
    source: 'tax 0.2 x 1,951 = 390.20; NI 8% x 1,952 = 156.16; student loan 56; postgraduate 75; 3,000 - 677.36 = 2,322.64',
    periodEnd: '2025-04-30', components: { BASIC: '3000.00' }, taxProfile: { student_loan_plans: ['plan_2', 'postgraduate'] },
    expect: {
      lines: { PAYE: '390.20', NI_EMPLOYEE: '156.16', STUDENT_LOAN: '56.00', POSTGRADUATE_LOAN: '75.00' },
      lineDetails: { STUDENT_LOAN: { base: '3000.00', rate: '9%' }, POSTGRADUATE_LOAN: { base: '3000.00', rate: '6%' } },
      tax: '390.20', employeeDeductions: '677.36', net: '2322.64',
    },
  }),
  gb({
    name: 'no plans: no loan lines',
    source: 'student_loan_plans defaults to []',
    periodEnd: '2025-04-30', components: { BASIC: '9000.00' },
    expect: { lines: { STUDENT_LOAN: null, POSTGRADUATE_LOAN: null } },
  }),
  gb({
    name: 'contractor with a plan: nothing collected',
    source: 'student loan deductions are made from PAYE earnings of employees only',
    periodEnd: '2025-04-30', classification: 'contractor', components: { CONTRACT_FEE: '9000.00' }, taxProfile: { student_loan_plans: ['plan_2'] },
    expect: { lines: { STUDENT_LOAN: null }, net: '9000.00' },
  }),
]);
