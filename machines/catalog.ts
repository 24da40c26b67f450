import type { AnyStateMachine } from 'xstate';
import { lifecycleMachines, type LifecycleEntity } from './events.ts';

interface MachineEntry {
  file: string;
  title: string;
  description: string;
}

/** Every lifecycle of the event catalogue, with what an operator needs to read its diagram (tsc wants each one). */
const entries: Record<LifecycleEntity, MachineEntry> = {
  pay_run: {
    file: 'payRun.md',
    title: 'Pay run lifecycle',
    description: [
      'A run is created in `draft`. `CALCULATE` needs a verified organization (`organizationVerified`, refused with',
      '`kyc_not_verified`) and prices the run inside the request when it has 200 employees or fewer',
      '(`fitsInOneRequest`); otherwise it goes to `calculating` and the calculator actors price its chunks. The',
      'coordinator actor hears each `pay_run_chunk.priced` / `.failed` fact on the events stream and sends',
      '`PRICING_SUCCEEDED` or `PRICING_FAILED` for the current calculation only (`isCurrentCalculation`). Every',
      'transition is in the `transitions` log (`GET /pay_runs/{id}/transitions`) with its actor, and on the outbox.',
      'The `status` column mirrors the snapshot; a mismatch is logged and kept as `status_mirror_was`.',
      'Where a run is stuck in `calculating`, look at `pay_run_chunks` (state, attempts, last_error, completed_by);',
      'the coordinator republishes chunks whose message was lost and fails chunks dispatched too many times.',
    ].join('\n'),
  },
  payslip_payment: {
    file: 'paymentStatus.md',
    title: 'Payment status of a payslip',
    description: [
      'One machine per payslip (`payslips.payment_snapshot`; `payment_state` mirrors it). The pay run moves every',
      'payment of the run with it: `APPROVE` (none → not_sent), `REOPEN` (back to none), and paying from the',
      "employer's own bank (`MARK_PAID_BY_EMPLOYER`). Paid by rail, each payment is a message on the `payments` work",
      'queue: the payment actor sends it to the partner (`SEND`, refused while the employee\'s bank name check is an',
      'unacknowledged mismatch: `notHeld`), then applies what the partner reports. Returned and refused are final for',
      'the payslip, with the reason in `note`; a report for a state already left is recorded as ignored.',
      'Every transition is in the `transitions` log under `payslip_payment`.',
    ].join('\n'),
  },
  employee_bank_name_check: {
    file: 'bankNameCheck.md',
    title: 'Bank name check of an employee',
    description: [
      'One machine per employee (`employees.bank_name_check_snapshot`; `bank_name_check` mirrors it, null while',
      '`unchecked`, and an acknowledged mismatch still reads `mismatch`). Approving a run asks the partner, through the',
      'name check actor, about every employee it pays whose account was not checked in the last 30 days; the',
      'partner\'s verdict is `CHECKED`. `mismatch` holds the employee\'s payments by rail at not_sent until',
      '`ACKNOWLEDGE` (`POST /employees/{id}/bank_name_check/acknowledge`, funding.manage; who and when are kept), which',
      'sends them. `close` and `unavailable` hold nothing. New bank details (`BANK_DETAILS_CHANGED`) forget the check.',
      'The name the bank holds is never received, stored or logged: only the verdict.',
    ].join('\n'),
  },
  webhook_delivery: {
    file: 'webhookDelivery.md',
    title: 'Delivery of a webhook event to an endpoint',
    description: [
      'One machine per event and endpoint (`webhook_deliveries.machine_snapshot`; `status` mirrors it). The dispatcher',
      'actor records the event from the outbox fact it hears on the events stream and starts one delivery per enabled',
      'endpoint subscribed to its type, `pending` and due now. Each attempt is a signed POST (10 s timeout, redirects not',
      'followed, the address checked again); every attempt is in `webhook_delivery_attempts` (`GET /events/{id}`).',
      'A 2xx is `ATTEMPT_SUCCEEDED`; anything else is `ATTEMPT_FAILED` with the next attempt from the schedule',
      '(exponential backoff with jitter, `willRetry`) or none once 3 days are spent. An endpoint without a single success',
      'for 3 days is disabled (`disabled_reason`), and its waiting deliveries, like those of a deleted or disabled one,',
      'get `ENDPOINT_GONE`. A redelivery (`POST /events/{id}/redeliver`) is a new delivery of the same event.',
      'Where deliveries pile up, look at `next_attempt_at` and `leased_until` (a lease outlives a crashed process by 40 s).',
    ].join('\n'),
  },
  filing: {
    file: 'filing.md',
    title: 'Statutory filing (Great Britain: FPS and EPS)',
    description: [
      'One machine per filing (`filings.machine_snapshot`; `status` mirrors it). Approving a GB run makes its Full',
      'Payment Submission in `draft` and `PREPARE`s it with every missing or invalid input as a blocker (employer',
      'references, NINO, tax code, starter declaration…); with none it is `ready`. `SUBMIT`',
      '(`POST /filings/{id}/submit`, filings.submit) puts it on the `filings` work queue; the filing actor hands it to',
      'the `FilingGateway` once, records the correlation id (`ACKNOWLEDGED`), and polls until the authority answers',
      '`ACCEPTED` or `REJECTED` (errors kept verbatim). A rejected filing is `REVISE`d to draft once corrected;',
      'reopening a run supersedes its open filings. Every transition is in the `transitions` log under `filing`.',
    ].join('\n'),
  },
  dead_letter: {
    file: 'deadLetter.md',
    title: 'Dead letter: a message no worker here could act on',
    description: [
      'One machine per dead-lettered message (`dead_letters.machine_snapshot`; `status` mirrors it). A worker whose',
      'database does not hold the record a message names logs it, counts it and dead-letters it: the bus keeps it on',
      'the `<NATS_NAMESPACE>_DEAD_LETTERS` stream with its original subject, stream, consumer, deliveries and error, and',
      'the dead letter recorder actor writes it here, `dead`, under the organization the message names. An operator',
      'holding `operations.manage` `REPLAY`s it (console Queues page, or `npm run admin -- dead-letters replay`): the',
      'replayer actor hears the fact and puts the message back on its original subject once (the dead letter id is',
      "the publish's dedupe id), where the normal idempotent consumers handle it. `DISCARD` keeps it, decided, with a",
      'reason. Both are final: a second replay is refused, never published twice.',
    ].join('\n'),
  },
};

export const machineCatalog: (MachineEntry & { entity: LifecycleEntity; machine: AnyStateMachine })[] = Object.entries(entries).map(
  ([entity, entry]) => ({ ...entry, entity: entity as LifecycleEntity, machine: lifecycleMachines[entity as LifecycleEntity] }),
);
