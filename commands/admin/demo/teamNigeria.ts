import type { DemoTeam } from './demoPerson.ts';

// Paid to NUBAN accounts (GTBank 058, Access 044, Zenith 057, First Bank 011, UBA 033). The NUBAN's last digit is its
// check digit, so each serial was chosen to make the check digit the ending wanted by the payment simulator
// (paymentOutcomes.ts): Chukwuemeka Okafor 0 (name mismatch), Aisha Bello 9 (refused), Oluwaseun Adeyemi 8 (returned).
export const nigeriaTeam: DemoTeam = {
  jurisdiction: 'NG',
  location: 'Lagos, Victoria Island office',
  people: [
    {
      employee: {
        first_name: 'Chukwuemeka', middle_name: 'Obinna', last_name: 'Okafor', staff_id: 'NG-001', birthdate: '1988-07-21',
        bank_details: { nuban: '0217394010', bank_code: '058' },
        statutory_ids: { nin: '70123458861', rsa_pin: 'PEN100482913657', tin: '2384719056', bvn: '22173940581' },
        tax_profile: { annual_rent_minor: 360_000_000, nhf: true },
        household_composition: { dependants: 3 },
        compensation: [
          { component_code: 'BASIC', amount_cents: 95_000_000 },
          { component_code: 'HOUSING', amount_cents: 30_000_000 },
          { component_code: 'TRANSPORT', amount_cents: 10_000_000 },
        ],
      },
      starts: '2020-09-01', department: 'Engineering', position: 'Senior Software Engineer',
    },
    {
      employee: {
        first_name: 'Aisha', last_name: 'Bello', staff_id: 'NG-002', birthdate: '1982-02-09',
        bank_details: { nuban: '0691827359', bank_code: '044' },
        statutory_ids: { nin: '41987360214', rsa_pin: 'PEN100735120846', tin: '1093847265', bvn: '22691827354' },
        tax_profile: { annual_rent_minor: 480_000_000 },
        household_composition: { dependants: 2 },
        compensation: [
          { component_code: 'BASIC', amount_cents: 120_000_000 },
          { component_code: 'HOUSING', amount_cents: 40_000_000 },
        ],
      },
      starts: '2018-04-03', department: 'Finance', position: 'Finance Manager',
    },
    {
      employee: {
        first_name: 'Oluwaseun', last_name: 'Adeyemi', staff_id: 'NG-003', birthdate: '1993-10-30',
        bank_details: { nuban: '2105467858', bank_code: '057' },
        statutory_ids: { nin: '53920184736', rsa_pin: 'PEN100190384726', tin: '2847105936', bvn: '22105467852' },
        tax_profile: { annual_rent_minor: 180_000_000 },
        compensation: [
          { component_code: 'BASIC', amount_cents: 55_000_000 },
          { component_code: 'TRANSPORT', amount_cents: 7_500_000 },
        ],
      },
      starts: '2023-01-09', department: 'Engineering', position: 'Product Designer',
    },
    {
      employee: {
        first_name: 'Ngozi', middle_name: 'Chiamaka', last_name: 'Eze', staff_id: 'NG-004', birthdate: '1991-05-04',
        bank_details: { nuban: '3048551253', bank_code: '011' },
        statutory_ids: { nin: '62810395427', rsa_pin: 'PEN100602748193', tin: '3019284756', bvn: '22304855126' },
        compensation: [
          { component_code: 'BASIC', amount_cents: 42_000_000 },
          { component_code: 'HOUSING', amount_cents: 12_000_000 },
        ],
      },
      starts: '2022-05-16', department: 'People', position: 'People Partner',
    },
    {
      // A contractor on a monthly fee: withholding tax on fees, no pension or NHF.
      employee: {
        first_name: 'Ibrahim', last_name: 'Musa', staff_id: 'NG-C01', classification: 'contractor', birthdate: '1979-08-17',
        bank_details: { nuban: '2073665195', bank_code: '033' },
        statutory_ids: { tin: '1928374650' },
        compensation: [{ component_code: 'CONTRACT_FEE', amount_cents: 80_000_000 }],
      },
      starts: '2025-02-01', department: 'Operations', position: 'Consultant',
    },
  ],
};
