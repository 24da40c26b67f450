import type { Queryable } from './connect.ts';
import type { EmployeeToPrice } from './pricingInputs.ts';

export interface EmployeeFilingInputs {
  employee_id: string;
  gender: 'M' | 'F' | null;
  starter_declaration: 'A' | 'B' | 'C' | null;
  /** The address HMRC takes where there is no NINO, sealed (migration 048). */
  sealed_address: string | null;
  /** Hours normally worked a week, in hundredths of an hour. */
  normal_weekly_hours_hundredths: number | null;
  payroll_id: string | null;
  /** Every other country's inputs by key (domain/filings/filingFieldCatalog.ts; migration 044). */
  inputs: Record<string, string>;
}

export type FilingInputsWrite = Partial<Pick<EmployeeFilingInputs, 'gender' | 'starter_declaration' | 'sealed_address' | 'normal_weekly_hours_hundredths' | 'payroll_id' | 'inputs'>>;

export async function filingInputsOf(sql: Queryable, employeeIds: string[]): Promise<Map<string, EmployeeFilingInputs>> {
  const rows = await sql<EmployeeFilingInputs[]>`
    select employee_id, gender, starter_declaration, sealed_address, normal_weekly_hours_hundredths, payroll_id, inputs
    from employee_filing_inputs where employee_id = any(${employeeIds}::uuid[])`;
  return new Map(rows.map((r) => [r.employee_id, r]));
}

/** Sets the inputs given (a field left out keeps its value). */
export async function upsertFilingInputs(sql: Queryable, organizationId: string, employeeId: string, inputs: FilingInputsWrite): Promise<void> {
  const given = <K extends keyof FilingInputsWrite>(key: K) => (inputs[key] === undefined ? null : inputs[key]);
  await sql`
    insert into employee_filing_inputs (organization_id, employee_id, gender, starter_declaration, sealed_address, normal_weekly_hours_hundredths, payroll_id, inputs)
    values (${organizationId}, ${employeeId}, ${given('gender')}, ${given('starter_declaration')}, ${given('sealed_address')},
            ${given('normal_weekly_hours_hundredths')}, ${given('payroll_id')}, ${sql.json(inputs.inputs ?? {})})
    on conflict (employee_id) do update set
      gender = coalesce(${given('gender')}, employee_filing_inputs.gender),
      starter_declaration = coalesce(${given('starter_declaration')}, employee_filing_inputs.starter_declaration),
      sealed_address = coalesce(${given('sealed_address')}, employee_filing_inputs.sealed_address),
      normal_weekly_hours_hundredths = coalesce(${given('normal_weekly_hours_hundredths')}, employee_filing_inputs.normal_weekly_hours_hundredths),
      payroll_id = coalesce(${given('payroll_id')}, employee_filing_inputs.payroll_id),
      inputs = employee_filing_inputs.inputs || excluded.inputs,
      updated_at = now()`;
}

/** Every catalogue input held for the person (domain/filings/filingFieldCatalog.ts), by key. */
export function filingInputValues(row: EmployeeFilingInputs | undefined): Record<string, string> {
  if (!row) return {};
  const held: Record<string, string> = { ...row.inputs };
  if (row.gender !== null) held.gender = row.gender;
  if (row.starter_declaration !== null) held.starter_declaration = row.starter_declaration;
  return held;
}

/** The people a filing or return reports, with their sealed inputs (opened by the command). */
export async function peopleToFile(sql: Queryable, organizationId: string, ids: string[]): Promise<Omit<EmployeeToPrice, 'department' | 'position'>[]> {
  return sql`
    select id, title, first_name, middle_name, last_name, suffix, staff_id, classification, denomination_currency, payment_currency,
           start_date, end_date, sealed_birthdate, sealed_tax_profile, sealed_household_composition, sealed_statutory_ids, sealed_bank_details
    from employees where organization_id = ${organizationId} and id = any(${ids}::uuid[])`;
}
