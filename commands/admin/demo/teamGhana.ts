import type { DemoTeam } from './demoPerson.ts';

// Paid to MTN MoMo and Telecel Cash wallets. Wallet endings for the payment simulator (paymentOutcomes.ts):
// Kwame Mensah 0 (name mismatch), Akosua Boateng 9 (refused), Kofi Asante 8 (returned).
export const ghanaTeam: DemoTeam = {
  jurisdiction: 'GH',
  location: 'Accra, Airport City office',
  people: [
    {
      employee: {
        first_name: 'Kwame', last_name: 'Mensah', staff_id: 'GH-001', birthdate: '1985-06-12', phone: '024 481 3570',
        bank_details: { mobile_money_provider: 'mtn_momo', mobile_money_number: '024 481 3570', mobile_money_name: 'Kwame Mensah' },
        statutory_ids: { ghana_card_pin: 'GHA-712483570-4', ssnit_number: 'C018506120457' },
        household_composition: { dependants: 2 },
        compensation: [
          { component_code: 'BASIC', amount_cents: 1_800_000 },
          { component_code: 'HOUSING', amount_cents: 300_000 },
        ],
      },
      starts: '2019-07-01', department: 'Engineering', position: 'Engineering Manager',
    },
    {
      employee: {
        first_name: 'Akosua', last_name: 'Boateng', staff_id: 'GH-002', birthdate: '1992-04-23', phone: '054 126 9839',
        bank_details: { mobile_money_provider: 'mtn_momo', mobile_money_number: '054 126 9839', mobile_money_name: 'Akosua Boateng' },
        statutory_ids: { ghana_card_pin: 'GHA-726198392-1', ssnit_number: 'D029204230718' },
        compensation: [{ component_code: 'BASIC', amount_cents: 850_000 }],
      },
      starts: '2021-03-15', department: 'Finance', position: 'Accountant',
    },
    {
      employee: {
        first_name: 'Kofi', last_name: 'Asante', staff_id: 'GH-003', birthdate: '1998-12-01', phone: '020 773 4518',
        bank_details: { mobile_money_provider: 'telecel_cash', mobile_money_number: '020 773 4518', mobile_money_name: 'Kofi Asante' },
        statutory_ids: { ghana_card_pin: 'GHA-731773451-8', ssnit_number: 'E039812010236' },
        compensation: [
          { component_code: 'BASIC', amount_cents: 550_000 },
          { component_code: 'TRANSPORT', amount_cents: 60_000 },
        ],
      },
      starts: '2022-10-03', department: 'Operations', position: 'Operations Associate',
    },
    {
      employee: {
        first_name: 'Abena', last_name: 'Owusu', staff_id: 'GH-004', birthdate: '1989-09-30', phone: '055 190 2846',
        bank_details: { mobile_money_provider: 'mtn_momo', mobile_money_number: '055 190 2846', mobile_money_name: 'Abena Owusu' },
        statutory_ids: { ghana_card_pin: 'GHA-705519028-6', ssnit_number: 'C018909300582' },
        compensation: [
          { component_code: 'BASIC', amount_cents: 700_000 },
          { component_code: 'COMMISSION', amount_cents: 150_000 },
        ],
      },
      starts: '2020-11-02', department: 'Sales', position: 'Account Executive',
    },
    {
      employee: {
        first_name: 'Yaw', last_name: 'Darko', staff_id: 'GH-005', birthdate: '1996-02-17', phone: '024 937 5612',
        bank_details: { mobile_money_provider: 'mtn_momo', mobile_money_number: '024 937 5612', mobile_money_name: 'Yaw Darko' },
        statutory_ids: { ghana_card_pin: 'GHA-740937561-2', ssnit_number: 'F049602170394' },
        compensation: [{ component_code: 'BASIC', amount_cents: 1_100_000 }],
      },
      starts: 'mid-month', department: 'Engineering', position: 'Software Engineer',
    },
  ],
};
