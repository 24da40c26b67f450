import { counter, histogram } from './metrics.ts';

/** The service's own metrics. Figures read from the database are read at scrape time, by whichever process is scraped. */
export const httpRequestDuration = histogram('payroll_http_request_duration_seconds', 'API request latency by route pattern and status', ['method', 'route', 'status'], [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
export const calculationDuration = histogram('payroll_calculation_duration_seconds', 'Pay run calculation, start to calculated: in the request (sync) or by the actors (background)', ['mode'], [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300]);
export const chunkDeliveries = counter('payroll_chunk_deliveries_total', 'Chunk deliveries handled by calculator actors, by outcome (done, retry, give_up)', ['outcome']);
export const chunkRedeliveries = counter('payroll_chunk_redeliveries_total', 'Chunk deliveries that were not the first delivery of their message');
export const paymentActorOutcomes = counter('payroll_payment_actor_outcomes_total', 'Messages handled by the payment actors (send, report, name_check), by outcome (done, retry, error)', ['actor', 'outcome']);
export const webhookAttempts = counter(
  'payroll_webhook_attempts_total',
  'Webhook delivery attempts by outcome (delivered: a 2xx; rejected: another status; no_answer: timeout, refused address, connection error)',
  ['outcome'],
);
export const refusedMessages = counter('payroll_messages_refused_total', "Messages a worker would not act on: another deployment's (other_deployment), naming a record its database does not hold (unknown_record), or a dead letter naming no organization of its database (dead_letter_unowned)", ['reason', 'stream']);
export const outboxPublished = counter('payroll_outbox_published_total', 'Outbox rows published to the events stream by this process');
export const pollRoundFailures = counter('payroll_poll_round_failures_total', 'Rounds of a poll or sweep loop that threw (logged; the loop waits and tries again), by loop', ['loop']);
export const consumerFailures = counter(
  'payroll_consumer_failures_total',
  'Messages whose handler threw or whose acknowledgement failed (logged with the message id; delivered again, or dead-lettered once spent: stage spent), by consumer and stage',
  ['consumer', 'stage'],
);
/** The drill's figures (docs/reliability.md): how often at-least-once delivery came round again, and what absorbed it. */
export const busRedeliveries = counter('payroll_bus_redeliveries_total', 'Deliveries of a bus message delivered before (its consumer crashed, timed out or asked to retry), by consumer', ['consumer']);
export const duplicatePublishes = counter('payroll_bus_duplicate_publishes_total', 'Publishes JetStream stored once: the same message id again within the duplicate window (a relay or sweep publishing twice), by stream', ['stream']);
export const duplicatesSuppressed = counter(
  'payroll_duplicates_suppressed_total',
  'Work a repeated message found done and did not do again: a chunk already priced (chunk), a payment already sent (payment_send), a fact whose webhook event is recorded (webhook_event)',
  ['what'],
);
export const busDeadLetters = counter(
  'payroll_bus_dead_letters_total',
  'Messages a consumer dead-lettered: its handler named a record this database does not hold (handler), or its deliveries were spent (spent), by consumer',
  ['consumer', 'reason'],
);
export const deadLetterReplays = counter('payroll_dead_letter_replays_total', 'Dead letters put back on their subject by the replayer (once each)');
