import type { Transaction } from '../../../db/connect.ts';
import { upsertEmployerReferences } from '../../../db/employerReferences.ts';
import { upsertFilingInputs } from '../../../db/employeeFilingInputs.ts';
import { employeesByStaffId } from '../../../db/employeesByStaffId.ts';
import { employeeFilingInputs } from '../../../domain/filings/filingFieldCatalog.ts';
import type { Jurisdiction } from '../../../domain/jurisdictions.ts';
import { checkEmployerReferences } from '../../filings/employerReferences.ts';
import { AdminError } from '../adminError.ts';

/** A country's demo references and each demo person's filing inputs (by staff id), checked as the API checks them. */
export async function seedFilingInputs(
  tx: Transaction,
  organizationId: string,
  jurisdiction: Jurisdiction,
  references: Record<string, string>,
  people: Record<string, Record<string, string>>,
): Promise<void> {
  await upsertEmployerReferences(tx, organizationId, jurisdiction, checkEmployerReferences(jurisdiction, references));
  const ids = await employeesByStaffId(tx, organizationId, Object.keys(people));
  for (const [staffId, inputs] of Object.entries(people)) {
    const id = ids.get(staffId);
    if (!id) throw new AdminError(`demo data: no ${jurisdiction} employee ${staffId} to give filing inputs`);
    for (const [key, value] of Object.entries(inputs)) {
      const field = employeeFilingInputs.get(key);
      const problem = field ? field.problem(value) : 'is not a filing input';
      if (problem) throw new AdminError(`demo data: ${staffId} ${key} ${problem}`);
    }
    await upsertFilingInputs(tx, organizationId, id, { inputs });
  }
}
