import type { Transaction } from '../../../db/connect.ts';
import { seedFilingInputs } from './demoFilingInputs.ts';

// Fictitious national ID numbers of the demo's Kenyan employees (teamKenya.ts); the contractor files no return.
const nationalIds: Record<string, string> = { 'KE-001': '24817365', 'KE-002': '31926541', 'KE-003': '27302841', 'KE-004': '33159304', 'KE-005': '32904417' };

/** What Kenya's returns need (documents/filings/ke/SOURCES.md): the employer's KRA PIN and NSSF number, each employee's inputs. */
export async function seedKenyaFilingInputs(tx: Transaction, organizationId: string): Promise<void> {
  const people = Object.fromEntries(Object.entries(nationalIds).map(([staffId, id]) => [staffId, { residential_status: 'RESIDENT', employee_type: 'PRIMARY', national_id_number: id }]));
  await seedFilingInputs(tx, organizationId, 'KE', { employer_pin: 'P051234567X', nssf_employer_number: '1234567' }, people);
}
