import type { CommandContext } from '../context.ts';
import { upsertEmployerReferences, type EmployerReferencesRow } from '../../db/employerReferences.ts';
import { upsertFilingInputs } from '../../db/employeeFilingInputs.ts';
import { findEmployee } from '../../db/employees.ts';
import { gbAccountsOfficeReferenceProblem, gbPayeReferenceProblem } from '../../domain/filings/gbEmployerReferences.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import { sealContext, sealValue } from '../../domain/sealing/sealedValue.ts';
import { normalizedPostcode, type GbFilingAddress } from '../../domain/filings/gbEmployeeFilingInputs.ts';
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

export interface EmployeeFilingInputsRequest {
  gender?: string;
  starter_declaration?: string;
  address?: GbFilingAddress;
  normal_weekly_hours?: number;
  payroll_id?: string;
}

/** PUT /employees/{id}/filing_inputs: what HMRC's FPS asks of the person that pricing does not (the address sealed). */
export async function setEmployeeFilingInputs(ctx: CommandContext, employeeId: string, inputs: EmployeeFilingInputsRequest): Promise<void> {
  if (!(await findEmployee(ctx.tx, ctx.organizationId, employeeId))) throw new Rejection('not_found', 'No such employee.');
  const address = inputs.address ? { lines: inputs.address.lines, postcode: normalizedPostcode(inputs.address.postcode) } : undefined;
  await upsertFilingInputs(ctx.tx, ctx.organizationId, employeeId, {
    gender: inputs.gender as 'M' | 'F' | undefined,
    starter_declaration: inputs.starter_declaration as 'A' | 'B' | 'C' | undefined,
    sealed_address: address ? await sealValue(ctx.keyring, sealContext('employee', employeeId, 'filing_address'), address) : undefined,
    normal_weekly_hours_hundredths: inputs.normal_weekly_hours === undefined ? undefined : Math.round(inputs.normal_weekly_hours * 100),
    payroll_id: inputs.payroll_id,
  });
  await prepareDrafts(ctx);
}
