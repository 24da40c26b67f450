import type { CommandContext } from '../context.ts';
import { upsertEmployerReferences, type EmployerReferencesRow } from '../../db/employerReferences.ts';
import { upsertFilingInputs } from '../../db/employeeFilingInputs.ts';
import { findEmployee } from '../../db/employees.ts';
import { gbAccountsOfficeReferenceProblem, gbPayeReferenceProblem } from '../../domain/filings/gbEmployerReferences.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import { filingsOfOrganizationToPrepare } from '../../db/filings.ts';
import { prepareFiling } from './prepareFiling.ts';
import { preparableFilingStatuses } from '../../machines/filing.ts';

/** Draft filings are prepared again once what blocked them may have been given. */
async function prepareDrafts(ctx: CommandContext): Promise<void> {
  for (const filing of await filingsOfOrganizationToPrepare(ctx.tx, ctx.organizationId, preparableFilingStatuses)) await prepareFiling(ctx, filing, ctx.actor);
}

/** Sets the employer's GB references (admin CLI and POST /employer_references), each checked for HMRC's form. */
export async function setEmployerReferences(
  ctx: CommandContext,
  refs: { jurisdiction: 'GB'; paye_reference?: string; accounts_office_reference?: string },
): Promise<EmployerReferencesRow> {
  const fields: Record<string, string> = {};
  const paye = refs.paye_reference !== undefined ? gbPayeReferenceProblem(refs.paye_reference) : null;
  const ao = refs.accounts_office_reference !== undefined ? gbAccountsOfficeReferenceProblem(refs.accounts_office_reference) : null;
  if (paye) fields.paye_reference = paye;
  if (ao) fields.accounts_office_reference = ao;
  if (refs.paye_reference === undefined && refs.accounts_office_reference === undefined) fields.paye_reference = 'give paye_reference or accounts_office_reference';
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  const row = await upsertEmployerReferences(ctx.tx, ctx.organizationId, refs.jurisdiction, refs);
  await prepareDrafts(ctx);
  return row;
}

/** PUT /employees/{id}/filing_inputs: what HMRC's FPS asks of the person that pricing does not. */
export async function setEmployeeFilingInputs(ctx: CommandContext, employeeId: string, inputs: { gender?: string; starter_declaration?: string }): Promise<void> {
  if (!(await findEmployee(ctx.tx, ctx.organizationId, employeeId))) throw new Rejection('not_found', 'No such employee.');
  await upsertFilingInputs(ctx.tx, ctx.organizationId, employeeId, inputs);
  await prepareDrafts(ctx);
}
