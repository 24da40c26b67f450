import type { DataKeyring } from '../../domain/sealing/dataKeyring.ts';
import type { NormalizedEmployeeWrite } from '../../domain/employees/employeeWriteRules.ts';
import type { CompensationRowAppend } from '../../domain/employees/compensation.ts';
import { sealContext, sealValueNow } from '../../domain/sealing/sealedValue.ts';
import { newId } from '../../domain/ids.ts';
import type { CompensationRowRecord, StoredEmployee } from '../../db/employeeWrites.ts';
import { sealNewEmployeeFields } from './sealedFields.ts';

/** The employees row of a new employee from a checked create write, write-only fields sealed (synchronously: see sealNewEmployeeFields). */
export function newEmployeeRow(keyring: DataKeyring, organizationId: string, id: string, write: NormalizedEmployeeWrite): StoredEmployee {
  const name = write.name!;
  return {
    id,
    organization_id: organizationId,
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
    masked_payment_destination: null,
    masked_statutory_ids: null,
    ...sealNewEmployeeFields(keyring, id, write),
  };
}

/** Compensation rows to append, amounts sealed, as applyCompensation writes them. */
export function newCompensationRows(
  keyring: DataKeyring,
  organizationId: string,
  employeeId: string,
  append: readonly CompensationRowAppend[],
): CompensationRowRecord[] {
  const rows: CompensationRowRecord[] = [];
  for (const row of append) {
    const id = newId();
    rows.push({
      id,
      organization_id: organizationId,
      employee_id: employeeId,
      component_code: row.component_code,
      sealed_amount: sealValueNow(keyring, sealContext('compensation_row', id, 'amount_cents'), row.amount_cents),
      proratable: row.proratable,
      effective_from: row.effective_from,
      effective_to: row.effective_to,
    });
  }
  return rows;
}
