import type { Transaction } from '../../../db/connect.ts';
import { seedFilingInputs } from './demoFilingInputs.ts';

// Lagos and Ogun residents (two state PAYE returns, two Form H1s) with three PFAs; the contractor (NG-C01) is
// outside the pension scheme (NONE) but, being paid in Nigeria, still has a state of residence.
const people: Record<string, Record<string, string>> = {
  'NG-001': { state_of_residence: 'LA', pension_fund_administrator: 'STANBIC_IBTC' },
  'NG-002': { state_of_residence: 'LA', pension_fund_administrator: 'ARM' },
  'NG-003': { state_of_residence: 'OG', pension_fund_administrator: 'LEADWAY' },
  'NG-004': { state_of_residence: 'LA', pension_fund_administrator: 'STANBIC_IBTC' },
  'NG-C01': { state_of_residence: 'OG', pension_fund_administrator: 'NONE' },
};

/** What the NG team's PAYE, pension, NHF schedules and Form H1 need: fictitious employer TIN and PenCom code, inputs. */
export async function seedNgFilings(tx: Transaction, organizationId: string): Promise<void> {
  await seedFilingInputs(tx, organizationId, 'NG', { employer_tin: '12345678-0001', pencom_employer_code: 'PR0000012345' }, people);
}
