import type { Transaction } from '../../../db/connect.ts';
import { upsertEmployerReferences } from '../../../db/employerReferences.ts';
import { employeeIdsByStaffId, upsertFilingInputs } from '../../../db/employeeFilingInputs.ts';

/** What Ghana's returns need (documents/filings/gh/SOURCES.md): GRA TIN and SSNIT number; every demo employee's main job is this one. */
export async function seedGhanaFilingInputs(tx: Transaction, organizationId: string): Promise<void> {
  await upsertEmployerReferences(tx, organizationId, 'GH', { employer_tin: 'C0001234567', ssnit_employer_number: 'E12345678901' });
  for (const id of (await employeeIdsByStaffId(tx, organizationId, 'GH')).values()) await upsertFilingInputs(tx, organizationId, id, { inputs: { secondary_employment: 'N' } });
}
