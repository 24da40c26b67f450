import type { DemoTeam } from './demoPerson.ts';

// Salaried staff are paid to M-Pesa or Airtel Money wallets, as most Kenyan payrolls are.
// Wallet endings for the payment simulator (paymentOutcomes.ts): Grace Mwangi 0 (name mismatch),
// Brian Ochieng 9 (refused), Faith Kiprop 8 (returned).
export const kenyaTeam: DemoTeam = {
  jurisdiction: 'KE',
  location: 'Nairobi, Westlands office',
  people: [
    {
      employee: {
        first_name: 'Grace', middle_name: 'Wanjiku', last_name: 'Mwangi', staff_id: 'KE-001', birthdate: '1986-05-14',
        phone: '0712 483 920',
        bank_details: { mobile_money_provider: 'mpesa', mobile_money_number: '0712 483 920', mobile_money_name: 'Grace Wanjiku Mwangi' },
        statutory_ids: { kra_pin: 'A004812365M', nssf_number: '2004817365', shif_number: 'CR4817365020381' },
        tax_profile: { insurance_premiums_minor: 500_000 },
        household_composition: { dependants: 2 },
        compensation: [
          { component_code: 'BASIC', amount_cents: 42_000_000 },
          { component_code: 'HOUSING', amount_cents: 6_000_000 },
        ],
      },
      starts: '2019-02-01', department: 'Engineering', position: 'Engineering Manager',
    },
    {
      employee: {
        first_name: 'Brian', middle_name: 'Otieno', last_name: 'Ochieng', staff_id: 'KE-002', birthdate: '1994-11-02',
        phone: '0722 615 049',
        bank_details: { mobile_money_provider: 'mpesa', mobile_money_number: '0722 615 049', mobile_money_name: 'Brian Otieno Ochieng' },
        statutory_ids: { kra_pin: 'A009265413P', nssf_number: '2019265413', shif_number: 'CR9265413071154' },
        compensation: [{ component_code: 'BASIC', amount_cents: 18_500_000 }],
      },
      starts: '2022-08-15', department: 'Engineering', position: 'Software Engineer',
    },
    {
      employee: {
        first_name: 'Faith', middle_name: 'Chebet', last_name: 'Kiprop', staff_id: 'KE-003', birthdate: '1990-03-27',
        phone: '0733 298 158',
        bank_details: { mobile_money_provider: 'airtel_money', mobile_money_number: '0733 298 158', mobile_money_name: 'Faith Chebet Kiprop' },
        statutory_ids: { kra_pin: 'A006730284Q', nssf_number: '2006730284', shif_number: 'CR6730284040926' },
        household_composition: { dependants: 1 },
        compensation: [
          { component_code: 'BASIC', amount_cents: 12_000_000 },
          { component_code: 'TRANSPORT', amount_cents: 800_000 },
        ],
      },
      starts: '2021-01-04', department: 'Finance', position: 'Accountant',
    },
    {
      employee: {
        first_name: 'Kevin', middle_name: 'Mutua', last_name: 'Musyoka', staff_id: 'KE-004', birthdate: '1997-09-08',
        phone: '0710 934 567',
        bank_details: { mobile_money_provider: 'mpesa', mobile_money_number: '0710 934 567', mobile_money_name: 'Kevin Mutua Musyoka' },
        statutory_ids: { kra_pin: 'A011593046R', nssf_number: '2031593046', shif_number: 'CR1593046092213' },
        compensation: [{ component_code: 'BASIC', amount_cents: 9_500_000 }],
      },
      starts: '2023-03-01', department: 'Operations', position: 'Customer Support Lead',
    },
    {
      employee: {
        first_name: 'Halima', middle_name: 'Abdi', last_name: 'Hassan', staff_id: 'KE-005', birthdate: '1995-01-19',
        phone: '0791 226 483',
        bank_details: { mobile_money_provider: 'mpesa', mobile_money_number: '0791 226 483', mobile_money_name: 'Halima Abdi Hassan' },
        statutory_ids: { kra_pin: 'A012264837S', nssf_number: '2042264837', shif_number: 'CR2264837011987' },
        compensation: [{ component_code: 'BASIC', amount_cents: 15_000_000 }],
      },
      starts: 'mid-month', department: 'Sales', position: 'Account Executive',
    },
    {
      // A contractor invoicing a monthly fee; withholding tax on fees applies, not PAYE.
      employee: {
        first_name: 'Dennis', middle_name: 'Kiplagat', last_name: 'Rotich', staff_id: 'KE-C01', classification: 'contractor',
        birthdate: '1983-12-03', phone: '0115 483 726',
        bank_details: { mobile_money_provider: 'mpesa', mobile_money_number: '0115 483 726', mobile_money_name: 'Dennis Kiplagat Rotich' },
        statutory_ids: { kra_pin: 'A003548372T' },
        compensation: [{ component_code: 'CONTRACT_FEE', amount_cents: 25_000_000 }],
      },
      starts: '2024-06-01', department: 'Engineering', position: 'Consultant',
    },
  ],
};
