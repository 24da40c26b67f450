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
import type { AnnounceContext } from '../lifecycle/announce.ts';

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
    event.type === 'CHECKED' ? { result: event.result } : event.type === 'ACKNOWLEDGE' ? { acknowledged_by: event.by } : null,
} satisfies Lifecycle<typeof bankNameCheckMachine, BankNameCheckRecord, AnnounceContext, never>;

export function applyBankNameCheckEvent(ctx: AnnounceContext, record: BankNameCheckRecord, event: BankNameCheckEvent, actor: string) {
  return applyEvent(bankNameCheckLifecycle, ctx, record, event, actor);
}
