import type { AnnounceContext, CommandContext } from '../context.ts';
import { checkEmployeeUpdate } from '../../domain/employees/employeeWriteSchemas.ts';
import type { EmployeeWriteBody } from '../../domain/employees/employeeWriteRules.ts';
import type { Jurisdiction } from '../../domain/jurisdictions.ts';
import { Rejection, invalidFields } from '../../domain/rejection.ts';
import { lockEmployeeRow, touchEmployeeRow, updateEmployeeRow, type EmployeeColumns } from '../../db/employeeWrites.ts';
import { applyCompensation } from './applyCompensation.ts';
import { checkReferences } from './checkReferences.ts';
import { sealEmployeeFields } from './sealedFields.ts';
import { queueFilingWork } from '../filings/filingWork.ts';

import { lockBankNameCheck } from '../../db/bankNameChecks.ts';
import { restore } from '../lifecycle/applyEvent.ts';
import { accountFingerprint, applyBankNameCheckEvent, bankNameCheckLifecycle } from './bankNameCheckLifecycle.ts';

const plainColumns = [
  'staff_id', 'classification', 'payment_currency', 'start_date', 'end_date', 'archived',
  'department_id', 'position_id', 'location_id', 'hod_id',
] as const satisfies readonly (keyof EmployeeColumns)[];

const nameColumns = ['title', 'first_name', 'middle_name', 'last_name', 'suffix'] as const;

/**
 * PATCH /employees/{id}, on a body the route's schema (employeeUpdateBodySchema) accepted: the write's rules
 * against the stored employee, then omitted fields stay as they are, and updated_at moves only when something
 * really changed (sending the current values back is not a change).
 */
export async function updateEmployee(ctx: Pick<CommandContext, 'tx' | 'organizationId' | 'keyring' | 'afterCommit' | 'outboxRelay' | 'filingQueue'>, id: string, body: EmployeeWriteBody): Promise<void> {
  const stored = await lockEmployeeRow(ctx.tx, ctx.organizationId, id);
  if (!stored) throw new Rejection('not_found', 'No such employee.');
  const checked = checkEmployeeUpdate(body, { ...stored, jurisdiction: stored.jurisdiction as Jurisdiction });
  if (!checked.ok) throw invalidFields(checked.fields);
  const write = checked.value;
  const missing = await checkReferences(ctx, write, id);
  if (Object.keys(missing).length > 0) throw invalidFields(missing);

  const change: Partial<EmployeeColumns> = {};
  for (const column of plainColumns) {
    const value = write[column];
    if (value !== undefined && value !== stored[column]) Object.assign(change, { [column]: value });
  }
  if (write.name) {
    for (const column of nameColumns) if (write.name[column] !== stored[column]) Object.assign(change, { [column]: write.name[column] });
  }
  Object.assign(change, await sealEmployeeFields(ctx.keyring, id, write, stored));

  const compensationChanged = await applyCompensation(ctx, id, write.compensation);
  if (Object.keys(change).length > 0) await updateEmployeeRow(ctx.tx, id, change);
  else if (compensationChanged) await touchEmployeeRow(ctx.tx, id);
  // Another account: what was checked was the old one (the transitions log keeps that check).
  if ('sealed_bank_details' in change) await forgetBankNameCheck(ctx, id, stored.sealed_bank_details);
  // A draft filing reporting the person may have been blocked by, or shows, a statutory id (NINO, KRA PIN, ...).
  if ('sealed_statutory_ids' in change) await queueFilingWork(ctx, 'employee', id);
}

/** The reset names the account version that was replaced, the one the check was about. */
async function forgetBankNameCheck(ctx: AnnounceContext, id: string, replaced: string | null): Promise<void> {
  const record = (await lockBankNameCheck(ctx.tx, id))!;
  const event = { type: 'BANK_DETAILS_CHANGED', account: await accountFingerprint(replaced) } as const;
  if (restore(bankNameCheckLifecycle.machine, record).can(event)) await applyBankNameCheckEvent(ctx, record, event, 'bank_details_change');
}
