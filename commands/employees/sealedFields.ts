import type { DataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { openSealedValue, openSealedValueNow, sealContext, sealValueNow } from '../../domain/sealing/sealedValue.ts';
import { canonicalJson } from '../../domain/canonicalJson.ts';
import type { NormalizedEmployeeWrite } from '../../domain/employees/employeeWriteRules.ts';
import type { EmployeeColumns } from '../../db/employeeWrites.ts';
import type { Jurisdiction } from '../../domain/jurisdictions.ts';
import { paymentDestinationOf, type PaymentDestination } from '../../domain/employees/bankDetails/maskedDestination.ts';
import { statutoryIdsAsPrinted, type StatutoryIdsAsPrinted } from '../../domain/employees/statutoryIds/printedIdentifiers.ts';
import type { BankDetails } from '../../domain/employees/bankDetails/bankDetails.ts';
import type { StatutoryIds } from '../../domain/employees/statutoryIds/checkStatutoryIds.ts';

/** Write-only employee fields and the column holding each one's ciphertext. */
export const sealedEmployeeFields = {
  birthdate: 'sealed_birthdate',
  phone: 'sealed_phone',
  tax_profile: 'sealed_tax_profile',
  household_composition: 'sealed_household_composition',
  bank_details: 'sealed_bank_details',
  statutory_ids: 'sealed_statutory_ids',
} as const satisfies Partial<Record<keyof NormalizedEmployeeWrite, keyof EmployeeColumns>>;

export type SealedField = keyof typeof sealedEmployeeFields;

const sealedFieldColumns = Object.entries(sealedEmployeeFields) as [SealedField, (typeof sealedEmployeeFields)[SealedField]][];

/**
 * Ciphertexts for the write-only fields a new employee's write sent, sealed without a promise each (`sealValueNow`):
 * an import chunk seals thousands.
 */
export function sealNewEmployeeFields(keyring: DataKeyring, employeeId: string, write: NormalizedEmployeeWrite): Partial<EmployeeColumns> {
  const sealed: Partial<EmployeeColumns> = {};
  for (const [field, column] of sealedFieldColumns) {
    if (!Object.hasOwn(write, field)) continue;
    const value = write[field] ?? null;
    sealed[column] = value === null ? null : sealValueNow(keyring, sealContext('employee', employeeId, field), value);
  }
  return withMasks(write.jurisdiction!, write, sealed);
}

/**
 * What a payslip prints of the sealed fields `sealed` writes, beside their ciphertexts (migration 072): a payslip
 * is then calculated without opening the bank details or the statutory ids.
 */
function withMasks(jurisdiction: Jurisdiction, write: NormalizedEmployeeWrite, sealed: Partial<EmployeeColumns>): Partial<EmployeeColumns> {
  if ('sealed_bank_details' in sealed) sealed.masked_payment_destination = write.bank_details ? paymentDestinationOf(write.bank_details) : null;
  if ('sealed_statutory_ids' in sealed) sealed.masked_statutory_ids = write.statutory_ids ? statutoryIdsAsPrinted(jurisdiction, write.statutory_ids) : null;
  return sealed;
}

/**
 * Ciphertexts for the write-only fields the write sent. With `stored`, a field whose value did not change keeps
 * its ciphertext (and so does not count as a change): ciphertexts differ on every seal, values do not.
 */
export async function sealEmployeeFields(
  keyring: DataKeyring,
  employeeId: string,
  write: NormalizedEmployeeWrite,
  stored?: Partial<EmployeeColumns> & Pick<EmployeeColumns, 'jurisdiction'>,
): Promise<Partial<EmployeeColumns>> {
  if (!stored) return sealNewEmployeeFields(keyring, employeeId, write);
  const sealed: Partial<EmployeeColumns> = {};
  for (const [field, column] of sealedFieldColumns) {
    if (!Object.hasOwn(write, field)) continue;
    const value = write[field] ?? null;
    const context = sealContext('employee', employeeId, field);
    const current = stored[column];
    const before = current ? await openSealedValue(keyring, context, current) : null;
    if (canonicalJson(before) === canonicalJson(value)) continue;
    sealed[column] = value === null ? null : sealValueNow(keyring, context, value);
  }
  return withMasks(stored.jurisdiction as Jurisdiction, write, sealed);
}

/** The mask of bank details sealed before migration 072 kept one beside them: the opened details go no further. */
export function paymentDestinationOfSealed(keyring: DataKeyring, employeeId: string, sealed: string): PaymentDestination {
  return paymentDestinationOf(openSealedValueNow(keyring, sealContext('employee', employeeId, 'bank_details'), sealed) as BankDetails);
}

/** The same for statutory ids. */
export function statutoryIdsAsPrintedOfSealed(keyring: DataKeyring, employeeId: string, jurisdiction: Jurisdiction, sealed: string): StatutoryIdsAsPrinted {
  return statutoryIdsAsPrinted(jurisdiction, openSealedValueNow(keyring, sealContext('employee', employeeId, 'statutory_ids'), sealed) as StatutoryIds | null);
}
