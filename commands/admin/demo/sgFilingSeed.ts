import type { Transaction } from '../../../db/connect.ts';
import { seedFilingInputs } from './demoFilingInputs.ts';

// IRAS's IR8A needs each employee's sex and nationality code (documents/filings/sg/SOURCES.md); the contractor
// (SG-C01) gets no IR8A and no CPF, so needs neither.
const people: Record<string, Record<string, string>> = {
  'SG-001': { sex: 'M', nationality_code: '301' },
  'SG-002': { sex: 'F', nationality_code: '301' },
  'SG-003': { sex: 'F', nationality_code: '301' },
  'SG-004': { sex: 'M', nationality_code: '303' },
};

/** What the SG team's CPF summary and IR8A need: a fictitious UEN and its CSN, IRAS's authorised person, inputs. */
export async function seedSgFilings(tx: Transaction, organizationId: string): Promise<void> {
  await seedFilingInputs(tx, organizationId, 'SG', {
    uen: '201912345K',
    cpf_submission_number: '201912345KPTE01',
    iras_authorised_person: 'Hui Min Lim',
    iras_authorised_designation: 'Finance Manager',
    iras_authorised_phone: '61234567',
    iras_authorised_email: 'payroll@demo.example',
  }, people);
}
