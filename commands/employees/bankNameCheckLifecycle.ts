import {
  bankNameCheckClientActions,
  bankNameCheckMachine,
  bankNameCheckReading,
  type BankNameCheckContext,
  type BankNameCheckEvent,
  type BankNameCheckState,
} from '../../machines/bankNameCheck.ts';
import { saveBankNameCheck, type BankNameCheckRecord } from '../../db/bankNameChecks.ts';
import { applyEvent, type Lifecycle } from '../lifecycle/applyEvent.ts';
import type { AnnounceContext } from '../context.ts';

/** The bank name check machine as the kernel drives it: one record per employee. */
export const bankNameCheckLifecycle = {
  entity: 'employee_bank_name_check',
  machine: bankNameCheckMachine,
  clientActions: bankNameCheckClientActions,
  // The mirror reads as the interface does: null when never asked, an acknowledged mismatch still a mismatch.
  mirrorOf: (record) => record.bank_name_check ?? 'unchecked',
  mirrorFor: (state) => bankNameCheckReading(state as BankNameCheckState) ?? 'unchecked',
  async save(ctx, record, state, snapshot, context: BankNameCheckContext) {
    const reading = bankNameCheckReading(state as BankNameCheckState);
    await saveBankNameCheck(ctx.tx, record.id, reading, snapshot, context);
    return { ...record, machine_snapshot: snapshot, bank_name_check: reading };
  },
  effects: {},
  // The result and who acknowledged; never the name the bank holds (the partner does not give it to us).
  detailsOf: (event) =>
    event.type === 'CHECKED'
      ? { result: event.result, account: event.account }
      : event.type === 'ACKNOWLEDGE'
        ? { acknowledged_by: event.by }
        : { account: event.account },
} satisfies Lifecycle<typeof bankNameCheckMachine, BankNameCheckRecord, AnnounceContext, never>;

export function applyBankNameCheckEvent(ctx: AnnounceContext, record: BankNameCheckRecord, event: BankNameCheckEvent, actor: string) {
  return applyEvent(bankNameCheckLifecycle, ctx, record, event, actor);
}

/**
 * Which version of the bank details a check or a reset concerns: a digest of the sealed value, so the log keeps
 * which account was checked without holding anything that reveals it (a new seal means new details).
 */
export async function accountFingerprint(sealedBankDetails: string | null): Promise<string | null> {
  if (!sealedBankDetails) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sealedBankDetails));
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}
