import type { Database } from '../../db/connect.ts';
import { employeesWithoutMasks, writeMissingMasks } from '../../db/employeeWrites.ts';
import type { DataKeyring } from '../../domain/sealing/dataKeyring.ts';
import type { Jurisdiction } from '../../domain/jurisdictions.ts';
import { paymentDestinationOfSealed, statutoryIdsAsPrintedOfSealed } from '../employees/sealedFields.ts';

const batch = 500;

/**
 * `employees write-masks`: what a payslip prints of the sealed bank details and statutory ids of employees saved
 * before migration 072, written beside their seals, so their payslips too are calculated without opening either.
 * Once after upgrading; safe to run again or to stop (a batch per transaction, only masks still missing).
 */
export async function writeMasksOfEarlierEmployees(sql: Database, keyring: DataKeyring): Promise<{ employees_masked: number }> {
  let after = '00000000-0000-0000-0000-000000000000';
  let masked = 0;
  for (;;) {
    const rows = await employeesWithoutMasks(sql, after, batch);
    if (rows.length === 0) return { employees_masked: masked };
    masked += await writeMissingMasks(sql, rows.map((row) => ({
      id: row.id,
      sealedBankDetails: row.sealed_bank_details,
      destination: row.sealed_bank_details === null || row.masked_payment_destination !== null
        ? null
        : paymentDestinationOfSealed(keyring, row.id, row.sealed_bank_details),
      sealedStatutoryIds: row.sealed_statutory_ids,
      statutoryIds: row.sealed_statutory_ids === null || row.masked_statutory_ids !== null
        ? null
        : statutoryIdsAsPrintedOfSealed(keyring, row.id, row.jurisdiction as Jurisdiction, row.sealed_statutory_ids),
    })));
    after = rows.at(-1)!.id;
  }
}
