/**
 * The message bus the actors coordinate over: NATS (JetStream for durable work) when NATS_URL is set,
 * an in-process bus otherwise (single process `npm start`, and actor unit tests).
 */
export interface Bus {
  readonly kind: 'nats' | 'in-process';
  /** Whether the bus answers now (used by /healthz). */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}
