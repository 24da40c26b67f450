import { bankNameCheckReading } from './bankNameCheck.ts';
import type { LifecycleEntity, LifecycleEventType, LifecycleState, TransitionFact } from './events.ts';

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
  'filing.ready',
  'filing.submitted',
  'filing.accepted',
  'filing.rejected',
  'filing.superseded',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The event a transition produces, with the status before it as the interface reads it, or null for none. */
export interface WebhookEventOf {
  type: WebhookEventType;
  /** The resource's public status before the change, so receivers can order events without arrival order. */
  previousStatus: string | null;
  /** The resource's public status the event announces. */
  status: string | null;
}

type Transition<E extends LifecycleEntity> = Pick<TransitionFact<E>, 'from' | 'to' | 'event'>;
type Decide<E extends LifecycleEntity> = (t: Transition<E>) => WebhookEventOf | null;

const payRunEvents: Partial<Record<LifecycleEventType<'pay_run'>, WebhookEventType>> = {
  // A calculation announces itself once priced, in the request or in the background.
  CALCULATE: 'pay_run.calculated',
  PRICING_SUCCEEDED: 'pay_run.calculated',
  PRICING_FAILED: 'pay_run.calculation_failed',
  APPROVE: 'pay_run.approved',
  PAY: 'pay_run.paid',
};
// CALCULATE into the background announces nothing yet: its outcome does.
const calculatedStates = new Set<LifecycleState<'pay_run'>>(['calculated']);

const bankReading = (state: LifecycleState<'employee_bank_name_check'> | null) => (state === null ? null : bankNameCheckReading(state));

const filingEvents: Partial<Record<LifecycleState<'filing'>, WebhookEventType>> = {
  ready: 'filing.ready',
  submitted: 'filing.submitted',
  accepted: 'filing.accepted',
  rejected: 'filing.rejected',
  superseded: 'filing.superseded',
};

/** Per lifecycle, how its transitions map to events; a lifecycle absent here announces none. */
export const webhookEventsByEntity: { [E in LifecycleEntity]?: Decide<E> } = {
  pay_run: (t) => {
    const type = t.event === 'CREATE' ? undefined : payRunEvents[t.event];
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
  // A filing announces each state it enters, not a re-prepared ready or an acknowledgement.
  filing: (t) => {
    const type = filingEvents[t.to];
    if (t.from === null || t.from === t.to || !type) return null;
    return { type, previousStatus: t.from, status: t.to };
  },
};

/** The event a lifecycle's logged transition produces, if any. */
export function webhookEventOf<E extends LifecycleEntity>(fact: { entity: E; payload: Transition<E> }): WebhookEventOf | null {
  // The catalogue pairs each entity with its own transitions; TypeScript cannot follow that through the union.
  const decide = webhookEventsByEntity[fact.entity] as Decide<E> | undefined;
  return decide?.(fact.payload) ?? null;
}

/** Whether any transition of this lifecycle is ever announced to clients. */
export const announcesWebhooks = (entity: LifecycleEntity): boolean => webhookEventsByEntity[entity] !== undefined;
