import type { CommandContext } from '../context.ts';
import { upsertEmployerReferences, type EmployerReferencesRow } from '../../db/employerReferences.ts';
import { upsertFilingInputs } from '../../db/employeeFilingInputs.ts';
import { findEmployee } from '../../db/employees.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import { sealContext, sealValue } from '../../domain/sealing/sealedValue.ts';
import { normalizedPostcode, type GbFilingAddress } from '../../domain/filings/gbEmployeeFilingInputs.ts';
import { queueFilingWork } from './filingWork.ts';
import { employeeFilingInputs, employerReferenceCatalog, canonicalFilingValue } from '../../domain/filings/filingFieldCatalog.ts';
import type { Jurisdiction } from '../../domain/jurisdictions.ts';

/** Each given reference in its stored form, or every field's problem (422 naming the fields). */
export function checkEmployerReferences(jurisdiction: Jurisdiction, given: Record<string, string | undefined>): Record<string, string> {
  const fields = employerReferenceCatalog[jurisdiction];
  const problems: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const [key, raw] of Object.entries(given)) {
    if (raw === undefined || key === 'jurisdiction') continue;
    const field = fields.find((f) => f.key === key);
    if (!field) {
      problems[key] = `is not a ${jurisdiction} employer reference (${fields.map((f) => f.key).join(', ')})`;
      continue;
    }
    const value = canonicalFilingValue(field, raw);
    const problem = field.problem(value);
    if (problem) problems[key] = problem;
    else values[key] = value;
  }
  if (Object.keys(values).length === 0 && Object.keys(problems).length === 0) problems[fields[0]?.key ?? 'jurisdiction'] = `give at least one of ${fields.map((f) => f.key).join(', ')}`;
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  return values;
}

/** Sets the employer's references with one authority (admin CLI and POST /employer_references), each checked for its form. */
export async function setEmployerReferences(ctx: CommandContext, refs: { jurisdiction: Jurisdiction } & Record<string, string | undefined>): Promise<EmployerReferencesRow> {
  const values = checkEmployerReferences(refs.jurisdiction, refs);
  const row = await upsertEmployerReferences(ctx.tx, ctx.organizationId, refs.jurisdiction, values);
  // The country's drafts may have been blocked by a reference: the filing actor prepares them after commit.
  await queueFilingWork(ctx, 'jurisdiction', refs.jurisdiction);
  return row;
}

/** What PUT /employees/{id}/filing_inputs takes: each country's catalogue inputs as text, and GB's structured ones. */
export interface EmployeeFilingInputsRequest {
  address?: GbFilingAddress;
  normal_weekly_hours?: number;
  payroll_id?: string;
  [catalogued: string]: string | number | GbFilingAddress | undefined;
}

/**
 * PUT /employees/{id}/filing_inputs: what the authorities' filings ask of the person that pricing does not; the
 * catalogue's inputs checked for their form, GB's address sealed. Returns the inputs stored.
 */
export async function setEmployeeFilingInputs(ctx: CommandContext, employeeId: string, request: EmployeeFilingInputsRequest): Promise<string[]> {
  const { address, normal_weekly_hours, payroll_id, ...catalogued } = request;
  const problems: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const [key, raw] of Object.entries(catalogued)) {
    if (raw === undefined) continue;
    const field = employeeFilingInputs.get(key);
    const value = field && typeof raw === 'string' ? canonicalFilingValue(field, raw) : String(raw);
    const problem = field ? field.problem(value) : 'is not a filing input';
    if (problem) problems[key] = problem;
    else values[key] = value;
  }
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  if (!(await findEmployee(ctx.tx, ctx.organizationId, employeeId))) throw new Rejection('not_found', 'No such employee.');
  const { gender, starter_declaration, ...inputs } = values;
  const sealedAddress = address ? await sealValue(ctx.keyring, sealContext('employee', employeeId, 'filing_address'), { lines: address.lines, postcode: normalizedPostcode(address.postcode) }) : undefined;
  await upsertFilingInputs(ctx.tx, ctx.organizationId, employeeId, {
    gender: gender as 'M' | 'F' | undefined,
    starter_declaration: starter_declaration as 'A' | 'B' | 'C' | undefined,
    sealed_address: sealedAddress,
    normal_weekly_hours_hundredths: normal_weekly_hours === undefined ? undefined : Math.round(normal_weekly_hours * 100),
    payroll_id,
    inputs,
  });
  // Only the drafts reporting this person can change; the filing actor prepares them after commit.
  await queueFilingWork(ctx, 'employee', employeeId);
  return Object.keys(request).filter((key) => request[key] !== undefined);
}
