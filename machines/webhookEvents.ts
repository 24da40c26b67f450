import { bankNameCheckReading, type BankNameCheckState } from './bankNameCheck.ts';

/**
 * Which committed transition a client hears about, and under which contract event type (contract "Webhooks").
 * Decided here, beside the machines whose transitions they are, from the transition as the kernel logged it.
 */
export const webhookEventTypes = [
  'pay_run.calculated',
  'pay_run.calculation_failed',
  'pay_run.approved',
  'pay_run.paid',
  'payslip.payment_status_changed',
  'employee.bank_name_check_changed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** A transition as the kernel put it on the outbox (payload of `<entity>.<event lowercased>`). */
export interface LoggedTransition {
  from: string | null;
  to: string;
  event: string;
}

/** The event a transition produces, with the status before it as the interface reads it, or null for none. */
export interface WebhookEventOf {
  type: WebhookEventType;
  /** The resource's public status before the change, so receivers can order events without arrival order. */
  previousStatus: string | null;
  /** The resource's public status the event announces. */
  status: string | null;
}

type Decide = (t: LoggedTransition) => WebhookEventOf | null;

const payRunEvents: Record<string, WebhookEventType> = {
  // A calculation announces itself once priced, in the request or in the background.
  CALCULATE: 'pay_run.calculated',
  PRICING_SUCCEEDED: 'pay_run.calculated',
  PRICING_FAILED: 'pay_run.calculation_failed',
  APPROVE: 'pay_run.approved',
  PAY: 'pay_run.paid',
};
// CALCULATE into the background announces nothing yet: its outcome does.
const calculatedStates = new Set(['calculated']);

const bankReading = (state: string | null) => (state === null ? null : bankNameCheckReading(state as BankNameCheckState));

/** Per outbox entity (the lifecycle's `entity`), how its transitions map to events. */
export const webhookEventsByEntity: Record<string, Decide> = {
  pay_run: (t) => {
    const type = payRunEvents[t.event];
    if (!type || t.from === null) return null;
    if (type === 'pay_run.calculated' && !calculatedStates.has(t.to)) return null;
    return { type, previousStatus: t.from, status: t.to };
  },
  payslip_payment: (t) =>
    t.from === null || t.from === t.to ? null : { type: 'payslip.payment_status_changed', previousStatus: t.from, status: t.to },
  employee_bank_name_check: (t) => {
    const before = bankReading(t.from);
    const after = bankReading(t.to);
    if (t.from === null || before === after) return null;
    return { type: 'employee.bank_name_check_changed', previousStatus: before, status: after };
  },
};

export function webhookEventOf(entity: string, transition: LoggedTransition): WebhookEventOf | null {
  return webhookEventsByEntity[entity]?.(transition) ?? null;
}
