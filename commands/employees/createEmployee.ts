import type { CommandContext } from '../context.ts';
import { validateEmployeeWrite } from '../../domain/employees/validateEmployeeWrite.ts';
import { newId } from '../../domain/ids.ts';
import { invalidFields } from '../../domain/rejection.ts';
import { insertEmployeeRow } from '../../db/employeeWrites.ts';
import { applyCompensation } from './applyCompensation.ts';
import { checkReferences } from './checkReferences.ts';
import { sealEmployeeFields } from './sealedFields.ts';

/** POST /employees: validates, seals the write-only fields, stores the employee and its compensation rows. */
export async function createEmployee(ctx: CommandContext, body: unknown): Promise<string> {
  const checked = validateEmployeeWrite(body, { mode: 'create' });
  if (!checked.ok) throw invalidFields(checked.fields);
  const write = checked.value;
  const id = newId();
  const missing = await checkReferences(ctx, write, id);
  if (Object.keys(missing).length > 0) throw invalidFields(missing);

  const name = write.name!;
  await insertEmployeeRow(ctx.tx, {
    id,
    organization_id: ctx.organizationId,
    staff_id: write.staff_id ?? null,
    title: name.title,
    first_name: name.first_name,
    middle_name: name.middle_name,
    last_name: name.last_name,
    suffix: name.suffix,
    classification: write.classification ?? 'employee',
    jurisdiction: write.jurisdiction!,
    denomination_currency: write.denomination_currency!,
    payment_currency: write.payment_currency ?? write.denomination_currency!,
    start_date: write.start_date ?? null,
    end_date: write.end_date ?? null,
    archived: false,
    department_id: write.department_id ?? null,
    position_id: write.position_id ?? null,
    location_id: write.location_id ?? null,
    hod_id: write.hod_id ?? null,
    sealed_birthdate: null,
    sealed_phone: null,
    sealed_tax_profile: null,
    sealed_household_composition: null,
    sealed_bank_details: null,
    sealed_statutory_ids: null,
    ...(await sealEmployeeFields(ctx.keyring, id, write)),
  });
  await applyCompensation(ctx, id, write.compensation);
  return id;
}
