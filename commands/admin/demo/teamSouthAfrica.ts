import type { DemoTeam } from './demoPerson.ts';

// South African account numbers have no scheme of their own in the service (banks' check routines are not
// published), so staff are paid by PayShap to the phone number their account is linked to, stored in the
// mobile-money scheme. Identity numbers carry each person's birth date and a Luhn check digit.
// Endings for the payment simulator (paymentOutcomes.ts): Thabo Mokoena 0 (name mismatch),
// Lerato Dlamini 9 (refused), Pieter van der Merwe 8 (returned).
export const southAfricaTeam: DemoTeam = {
  jurisdiction: 'ZA',
  location: 'Johannesburg, Sandton office',
  people: [
    {
      employee: {
        first_name: 'Thabo', last_name: 'Mokoena', staff_id: 'ZA-001', birthdate: '1988-04-12', phone: '082 734 1560',
        bank_details: { mobile_money_provider: 'payshap', mobile_money_number: '082 734 1560', mobile_money_name: 'Thabo Mokoena' },
        statutory_ids: { tax_reference: '0112387659', id_number: '8804125123080' },
        tax_profile: { medical_scheme_member: true },
        household_composition: { dependants: 2, medical_scheme_dependants: 2 },
        compensation: [{ component_code: 'BASIC', amount_cents: 8_500_000 }],
      },
      starts: '2019-01-07', department: 'Engineering', position: 'Senior Software Engineer',
    },
    {
      employee: {
        first_name: 'Lerato', last_name: 'Dlamini', staff_id: 'ZA-002', birthdate: '1991-07-23', phone: '073 192 8409',
        bank_details: { mobile_money_provider: 'payshap', mobile_money_number: '073 192 8409', mobile_money_name: 'Lerato Dlamini' },
        statutory_ids: { tax_reference: '0234567121', id_number: '9107230114088' },
        tax_profile: { medical_scheme_member: true },
        compensation: [{ component_code: 'BASIC', amount_cents: 7_200_000 }],
      },
      starts: '2020-06-01', department: 'Finance', position: 'Finance Manager',
    },
    {
      employee: {
        first_name: 'Pieter', last_name: 'van der Merwe', staff_id: 'ZA-003', birthdate: '1985-01-19', phone: '061 504 3728',
        bank_details: { mobile_money_provider: 'payshap', mobile_money_number: '061 504 3728', mobile_money_name: 'Pieter van der Merwe' },
        statutory_ids: { tax_reference: '0918273640', id_number: '8501195741086' },
        compensation: [
          { component_code: 'BASIC', amount_cents: 4_800_000 },
          { component_code: 'TRANSPORT', amount_cents: 350_000 },
        ],
      },
      starts: '2017-03-01', department: 'Operations', position: 'Operations Associate',
    },
    {
      employee: {
        first_name: 'Nomvula', last_name: 'Khumalo', staff_id: 'ZA-004', birthdate: '1993-03-05', phone: '083 627 1953',
        bank_details: { mobile_money_provider: 'payshap', mobile_money_number: '083 627 1953', mobile_money_name: 'Nomvula Khumalo' },
        statutory_ids: { tax_reference: '0345612980', id_number: '9303050821080' },
        compensation: [{ component_code: 'BASIC', amount_cents: 4_200_000 }],
      },
      starts: '2022-02-14', department: 'People', position: 'People Partner',
    },
    {
      employee: {
        first_name: 'Sipho', last_name: 'Ndlovu', staff_id: 'ZA-005', birthdate: '1997-08-28', phone: '076 551 8234',
        bank_details: { mobile_money_provider: 'payshap', mobile_money_number: '076 551 8234', mobile_money_name: 'Sipho Ndlovu' },
        statutory_ids: { tax_reference: '0129803474', id_number: '9708286349088' },
        compensation: [{ component_code: 'BASIC', amount_cents: 3_600_000 }],
      },
      starts: 'mid-month', department: 'Sales', position: 'Account Executive',
    },
  ],
};
