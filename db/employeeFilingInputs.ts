import type { Queryable } from './connect.ts';
import type { EmployeeToPrice } from './pricingInputs.ts';

export interface EmployeeFilingInputs {
  employee_id: string;
  gender: 'M' | 'F' | null;
  starter_declaration: 'A' | 'B' | 'C' | null;
}

export async function filingInputsOf(sql: Queryable, employeeIds: string[]): Promise<Map<string, EmployeeFilingInputs>> {
  const rows = await sql<EmployeeFilingInputs[]>`
    select employee_id, gender, starter_declaration from employee_filing_inputs where employee_id = any(${employeeIds}::uuid[])`;
  return new Map(rows.map((r) => [r.employee_id, r]));
}

/** Sets the inputs given (a field left out keeps its value). */
export async function upsertFilingInputs(sql: Queryable, organizationId: string, employeeId: string, inputs: { gender?: string; starter_declaration?: string }): Promise<void> {
  await sql`
    insert into employee_filing_inputs (organization_id, employee_id, gender, starter_declaration)
    values (${organizationId}, ${employeeId}, ${inputs.gender ?? null}, ${inputs.starter_declaration ?? null})
    on conflict (employee_id) do update set
      gender = coalesce(${inputs.gender ?? null}, employee_filing_inputs.gender),
      starter_declaration = coalesce(${inputs.starter_declaration ?? null}, employee_filing_inputs.starter_declaration),
      updated_at = now()`;
}

/** The people a filing reports, with their sealed inputs (opened by the command). */
export async function peopleToFile(sql: Queryable, organizationId: string, ids: string[]): Promise<Omit<EmployeeToPrice, 'department' | 'position'>[]> {
  return sql`
    select id, title, first_name, middle_name, last_name, suffix, staff_id, classification, denomination_currency, payment_currency,
           start_date, end_date, sealed_birthdate, sealed_tax_profile, sealed_household_composition, sealed_statutory_ids, sealed_bank_details
    from employees where organization_id = ${organizationId} and id = any(${ids}::uuid[])`;
}
