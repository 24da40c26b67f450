import type { DemoTeam } from './demoPerson.ts';

// Paid to sort code and account number (format-checked only: the service applies no Vocalink modulus check).
// Account endings for the payment simulator (paymentOutcomes.ts): Oliver Bennett 0 (name mismatch),
// Priya Sharma 9 (refused), Siobhan O'Connor 8 (returned).
// The demo has no earlier payslips in the tax year, so cumulative PAYE would hand back every earlier month's
// allowance in its first run and show no tax; as after a mid-year move with no previous pay figures, the salaried
// staff are on a month 1 basis, each month taxed on its own.
export const greatBritainTeam: DemoTeam = {
  jurisdiction: 'GB',
  location: 'London, Shoreditch office',
  people: [
    {
      employee: {
        first_name: 'Oliver', last_name: 'Bennett', staff_id: 'GB-001', birthdate: '1984-02-11',
        bank_details: { sort_code: '20-45-77', account_number: '31926810' },
        statutory_ids: { nino: 'JT482913B' },
        tax_profile: { tax_code: '1257L', ni_category: 'A', week1_month1: true },
        compensation: [{ component_code: 'BASIC', amount_cents: 650_000 }],
      },
      starts: '2018-09-03', department: 'Engineering', position: 'Engineering Manager',
    },
    {
      employee: {
        first_name: 'Priya', last_name: 'Sharma', staff_id: 'GB-002', birthdate: '1990-10-05',
        bank_details: { sort_code: '40-11-62', account_number: '73419529' },
        statutory_ids: { nino: 'SK120938A' },
        tax_profile: { week1_month1: true },
        compensation: [{ component_code: 'BASIC', amount_cents: 345_000 }],
      },
      starts: '2021-04-06', department: 'Finance', position: 'Accountant',
    },
    {
      employee: {
        first_name: 'Siobhan', last_name: "O'Connor", staff_id: 'GB-003', birthdate: '1995-06-18',
        bank_details: { sort_code: '60-16-13', account_number: '55102768' },
        statutory_ids: { nino: 'NR745201C' },
        // A code below 1257L: a benefit in kind is collected through PAYE.
        tax_profile: { tax_code: '1185L', week1_month1: true },
        compensation: [
          { component_code: 'BASIC', amount_cents: 300_000 },
          { component_code: 'COMMISSION', amount_cents: 45_000 },
        ],
      },
      starts: '2022-01-10', department: 'Sales', position: 'Account Executive',
    },
    {
      employee: {
        first_name: 'James', last_name: 'Whitfield', staff_id: 'GB-004', birthdate: '1979-03-22',
        bank_details: { sort_code: '30-94-57', account_number: '41837562' },
        statutory_ids: { nino: 'PW318642D' },
        tax_profile: { week1_month1: true },
        compensation: [{ component_code: 'BASIC', amount_cents: 270_000 }],
      },
      starts: '2023-06-19', department: 'Operations', position: 'Customer Support Lead',
    },
    {
      // Self-employed: paid gross, settles income tax and Class 4 NICs through Self Assessment (hence a UTR).
      employee: {
        first_name: 'Chloe', last_name: 'Adebayo', staff_id: 'GB-C01', classification: 'contractor', birthdate: '1992-12-09',
        bank_details: { sort_code: '07-01-16', account_number: '62950374' },
        statutory_ids: { nino: 'HL902376A', utr: '1735120846' },
        compensation: [{ component_code: 'CONTRACT_FEE', amount_cents: 520_000 }],
      },
      starts: '2025-09-01', department: 'Engineering', position: 'Product Designer',
    },
  ],
};
