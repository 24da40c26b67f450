import { lockBankNameCheck } from '../../db/bankNameChecks.ts';
import { UnknownRecord } from '../../domain/unknownRecord.ts';
import type { BankDetails } from '../../domain/employees/bankDetails/bankDetails.ts';
import { deriveFullName } from '../../domain/employees/names.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import type { PaymentPartner } from '../../ports/paymentPartner.ts';
import type { AnnounceContext, CommandContext } from '../context.ts';
import { accountFingerprint, applyBankNameCheckEvent } from './bankNameCheckLifecycle.ts';

/**
 * The name check actor's one step: ask the partner whether the account on file is the employee's, and record
 * the verdict. Asked again (a redelivered message), it asks again and records the newer verdict.
 */
export async function checkBankName(
  ctx: AnnounceContext & Pick<CommandContext, 'keyring' | 'actor'> & { partner: PaymentPartner },
  employeeId: string,
): Promise<void> {
  const record = await lockBankNameCheck(ctx.tx, employeeId);
  if (!record) throw new UnknownRecord('employee', employeeId);
  if (!record.sealed_bank_details) return; // no account on file: nothing to check
  const bankDetails = (await openSealedValue(ctx.keyring, sealContext('employee', employeeId, 'bank_details'), record.sealed_bank_details)) as BankDetails;
  const result = await ctx.partner.checkName({ fullName: deriveFullName(record), bankDetails });
  const event = { type: 'CHECKED', result, at: new Date().toISOString(), account: (await accountFingerprint(record.sealed_bank_details))! } as const;
  await applyBankNameCheckEvent(ctx, record, event, ctx.actor);
}
