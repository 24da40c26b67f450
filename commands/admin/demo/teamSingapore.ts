import type { DemoTeam } from './demoPerson.ts';

// Singapore has no account scheme in the service, so staff are paid by PayNow to the mobile number registered
// with their NRIC or FIN, stored in the mobile-money scheme. Chinese names are family-first, so they are sent as
// parts (first_name is the given name). NRIC/FIN check letters are computed as ICA publishes.
// Endings for the payment simulator (paymentOutcomes.ts): Tan Wei Ming 0 (name mismatch),
// Lim Hui Min 9 (refused), Nur Aisyah binte Rahman 8 (returned).
export const singaporeTeam: DemoTeam = {
  jurisdiction: 'SG',
  location: 'Singapore, Raffles Place office',
  people: [
    {
      employee: {
        first_name: 'Wei Ming', last_name: 'Tan', staff_id: 'SG-001', birthdate: '1987-08-14', phone: '9123 4870',
        bank_details: { mobile_money_provider: 'paynow', mobile_money_number: '9123 4870', mobile_money_name: 'Tan Wei Ming' },
        statutory_ids: { nric_fin: 'S8712345F' },
        tax_profile: { residency: 'citizen' },
        compensation: [{ component_code: 'BASIC', amount_cents: 1_150_000 }],
      },
      starts: '2017-05-02', department: 'Engineering', position: 'Engineering Manager',
    },
    {
      employee: {
        first_name: 'Hui Min', last_name: 'Lim', staff_id: 'SG-002', birthdate: '1990-01-26', phone: '8765 4329',
        bank_details: { mobile_money_provider: 'paynow', mobile_money_number: '8765 4329', mobile_money_name: 'Lim Hui Min' },
        statutory_ids: { nric_fin: 'S9034512E' },
        // Second year of permanent residence: graduated CPF rates.
        tax_profile: { residency: 'pr_2' },
        compensation: [{ component_code: 'BASIC', amount_cents: 880_000 }],
      },
      starts: '2024-01-15', department: 'Finance', position: 'Finance Manager',
    },
    {
      employee: {
        first_name: 'Nur Aisyah', last_name: 'binte Rahman', staff_id: 'SG-003', birthdate: '2002-05-03', phone: '9612 0348',
        bank_details: { mobile_money_provider: 'paynow', mobile_money_number: '9612 0348', mobile_money_name: 'Nur Aisyah binte Rahman' },
        statutory_ids: { nric_fin: 'T0256789F' },
        compensation: [
          { component_code: 'BASIC', amount_cents: 380_000 },
          { component_code: 'TRANSPORT', amount_cents: 20_000 },
        ],
      },
      starts: '2024-07-01', department: 'Operations', position: 'Operations Associate',
    },
    {
      // An Employment Pass holder: no CPF.
      employee: {
        first_name: 'Arjun', last_name: 'Menon', staff_id: 'SG-004', birthdate: '1991-11-11', phone: '8239 5716',
        bank_details: { mobile_money_provider: 'paynow', mobile_money_number: '8239 5716', mobile_money_name: 'Arjun Menon' },
        statutory_ids: { nric_fin: 'M4012356X' },
        tax_profile: { residency: 'foreigner' },
        compensation: [{ component_code: 'BASIC', amount_cents: 720_000 }],
      },
      starts: '2023-02-01', department: 'Engineering', position: 'Software Engineer',
    },
    {
      employee: {
        first_name: 'Rajesh', last_name: 'Kumar', staff_id: 'SG-C01', classification: 'contractor', birthdate: '1979-04-30',
        phone: '9378 1264',
        bank_details: { mobile_money_provider: 'paynow', mobile_money_number: '9378 1264', mobile_money_name: 'Rajesh Kumar' },
        statutory_ids: { nric_fin: 'S7945123A' },
        compensation: [{ component_code: 'CONTRACT_FEE', amount_cents: 600_000 }],
      },
      starts: '2025-03-03', department: 'Sales', position: 'Consultant',
    },
  ],
};
