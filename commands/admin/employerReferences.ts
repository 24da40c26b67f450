import type { Database } from '../../db/connect.ts';
import { upsertEmployerReferences } from '../../db/employerReferences.ts';
import { findOrganization } from '../../db/organizations.ts';
import { withTenant } from '../../db/tenant.ts';
import { gbAccountsOfficeReferenceProblem, gbPayeReferenceProblem } from '../../domain/filings/gbEmployerReferences.ts';
import { AdminError } from './adminError.ts';

/**
 * `org set-references`: the operator's way to the same references as POST /employer_references. Checked before
 * anything is written; draft filings take them at their next prepare (POST /filings/{id}/prepare).
 */
export async function setEmployerReferencesAsOperator(
  sql: Database,
  organizationId: string,
  refs: { jurisdiction: 'GB'; paye_reference?: string; accounts_office_reference?: string },
) {
  const problems = [
    refs.paye_reference !== undefined && gbPayeReferenceProblem(refs.paye_reference) ? `--paye-reference ${gbPayeReferenceProblem(refs.paye_reference)}` : null,
    refs.accounts_office_reference !== undefined && gbAccountsOfficeReferenceProblem(refs.accounts_office_reference)
      ? `--accounts-office-reference ${gbAccountsOfficeReferenceProblem(refs.accounts_office_reference)}`
      : null,
    refs.paye_reference === undefined && refs.accounts_office_reference === undefined ? 'give --paye-reference or --accounts-office-reference' : null,
  ].filter((p): p is string => p !== null);
  if (problems.length > 0) throw new AdminError(problems.join('\n'));
  if (!(await findOrganization(sql, organizationId))) throw new AdminError(`no organization ${organizationId}`);
  return withTenant(sql, organizationId, (tx) => upsertEmployerReferences(tx, organizationId, refs.jurisdiction, refs));
}
