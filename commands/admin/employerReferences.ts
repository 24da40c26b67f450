import type { Database } from '../../db/connect.ts';
import { upsertEmployerReferences } from '../../db/employerReferences.ts';
import { findOrganization } from '../../db/organizations.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Jurisdiction } from '../../domain/jurisdictions.ts';
import { Rejection } from '../../domain/rejection.ts';
import { checkEmployerReferences } from '../filings/employerReferences.ts';
import { AdminError } from './adminError.ts';

/**
 * `org set-references`: the operator's way to the same references as POST /employer_references. Checked before
 * anything is written; draft filings take them at their next prepare (POST /filings/{id}/prepare).
 */
export async function setEmployerReferencesAsOperator(sql: Database, organizationId: string, jurisdiction: Jurisdiction, refs: Record<string, string | undefined>) {
  let values: Record<string, string>;
  try {
    values = checkEmployerReferences(jurisdiction, refs);
  } catch (error) {
    if (!(error instanceof Rejection)) throw error;
    const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields ?? {};
    throw new AdminError(Object.entries(fields).map(([field, problem]) => `--${field.replaceAll('_', '-')} ${problem}`).join('\n') || error.message);
  }
  if (!(await findOrganization(sql, organizationId))) throw new AdminError(`no organization ${organizationId}`);
  return withTenant(sql, organizationId, (tx) => upsertEmployerReferences(tx, organizationId, jurisdiction, values));
}
