import type { Transaction } from '../../../db/connect.ts';
import { seedFilingInputs } from './demoFilingInputs.ts';

// The demo's Ghanaian employees (teamGhana.ts): this is every one's main employment.
const staff = ['GH-001', 'GH-002', 'GH-003', 'GH-004', 'GH-005'];

/** What Ghana's returns need (documents/filings/gh/SOURCES.md): GRA TIN and SSNIT number; every demo employee's main job is this one. */
export async function seedGhanaFilingInputs(tx: Transaction, organizationId: string): Promise<void> {
  await seedFilingInputs(tx, organizationId, 'GH', { employer_tin: 'C0001234567', ssnit_employer_number: 'E12345678901' }, Object.fromEntries(staff.map((id) => [id, { secondary_employment: 'N' }])));
}
