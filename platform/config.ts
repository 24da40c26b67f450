import process from 'node:process';
import { z } from 'zod';
import { logLevels } from './log.ts';

/** The contract keeps webhook events for at least 30 days: no deployment may keep them shorter. */
export const minimumEventRetentionDays = 30;

/** The environment the service reads (contract "Running it"). */
const environment = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a whole port number').min(0).max(65535, 'must be at most 65535').default(8080),
  /** The address the API listens on; by default loopback in staging and every interface in production. */
  HOST: z.string().regex(/^[A-Za-z0-9.:-]+$/, 'must be a host name or an IP address').optional(),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  NATS_URL: z
    .string()
    .refine((value) => value.split(',').every((server) => /^(nats|tls|ws|wss):\/\/[^\s,]+$/.test(server.trim()) || /^[^\s:/,]+:\d+$/.test(server.trim())), 'must be nats://host:port, comma separated')
    .optional(),
  /** Prefix of the JetStream streams, so deployments sharing a NATS server stay apart. */
  NATS_NAMESPACE: z.string().regex(/^[A-Za-z0-9_-]+$/).default('payroll'),
  /** JetStream replicas of every stream the service creates: 1 on a single server, 3 on a three-node cluster. */
  NATS_STREAM_REPLICAS: z.coerce.number({ error: 'must be a number of replicas' }).int('must be a whole number').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5').default(1),
  /** Runs above this many employees are priced in the background (interface 8). */
  PAYRUN_SYNC_LIMIT: z.coerce.number().int().min(0).default(200),
  PAYRUN_CHUNK_SIZE: z.coerce.number().int().min(1).default(500),
  /**
   * Chunks a worker process prices at once: two keep a core busy while the other waits on PostgreSQL; more only
   * share the same cores (docs/performance.md "Calculation": 10,000 in 2.4–2.5 s with 2, 2.9–3.8 s with 4).
   */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).default(2),
  /**
   * Payments (and as many partner reports and name checks) a worker handles at once. Each mostly waits, so more
   * pay (2,000 payments: 20 a second with 2, 32 with 6, docs/reliability.md), but a send holds its connection while
   * the partner takes another, and reports wait on the send's lock holding theirs: keep 3 × this below
   * DATABASE_POOL_SIZE, or the pool can run dry with every holder waiting (6 with a pool of 10 hung the drill).
   */
  PAYMENT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * Seconds a stopping process (SIGTERM, SIGINT) waits for the work in hand before it exits anyway. Nothing is lost:
   * unfinished work was not acknowledged, so the bus delivers it again and its transaction rolls back. Without it a
   * worker writing the returns of 100,000 people held a deploy for minutes.
   */
  STOP_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  /**
   * Connections of the pool that serves API requests. In `npm start` the actors (calculators, importers, relays)
   * have a pool of their own (DATABASE_WORK_POOL_SIZE), so a request never waits for a connection behind a chunk.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_WORK_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(6),
  /**
   * The scheduling priority (nice, 0–19) a worker process gives itself, and the actors' PostgreSQL backends where
   * PostgreSQL runs on the same machine (service/backendPriority.ts): on cores shared with the API, a running
   * payroll yields the CPU to reads instead of taking an equal share (docs/performance.md "Reads during a run").
   */
  WORKER_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  /** A chunk not finished this long after delivery goes to another worker. */
  WORK_ACK_WAIT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Staging: how long the simulated payment partner takes to take a payment (a slow bank, for drills). */
  SIMULATED_PARTNER_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  PAYROLL_ENV: z.enum(['staging', 'production']).default('staging'),
  /** Production: HMRC's Transaction Engine submission URL and the sender's credentials (docs/filings.md). */
  FILING_GATEWAY_URL: z.url({ error: 'must be an https:// URL' }).optional(),
  FILING_GATEWAY_SENDER_ID: z.string().min(1).optional(),
  FILING_GATEWAY_PASSWORD: z.string().min(1).optional(),
  /** 1: submissions are marked GatewayTest (HMRC's test service). */
  FILING_GATEWAY_TEST: z.enum(['0', '1']).default('0'),
  PAYROLL_DATA_KEY: z.string().min(1).optional(),
  PAYROLL_DATA_KEY_PREVIOUS: z.string().min(1).optional(),
  PAYROLL_DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  RATE_LIMIT_PER_SECOND: z.coerce.number().positive().default(100),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(200),
  /** Webhook events (with their deliveries and attempts) are kept this many days, then purged; the contract's 30 at least. */
  WEBHOOK_EVENT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(minimumEventRetentionDays, `must be at least ${minimumEventRetentionDays} (events are kept 30 days)`)
    .default(minimumEventRetentionDays),
  /** Stuck work (docs/operations.md): a run calculating longer than this many seconds, its expected duration. */
  STUCK_CALCULATING_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int('must be whole seconds').min(1).default(900),
  /** The payment partner's settlement window: a payment `sent` longer than this is overdue. */
  PAYMENT_SETTLEMENT_WINDOW_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int('must be whole seconds').min(1).default(172_800),
  /** A filing submitted this long without the gateway's acknowledgement. */
  FILING_ACKNOWLEDGEMENT_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int('must be whole seconds').min(1).default(3_600),
  /** An endpoint whose every delivery attempt has failed for this long. */
  WEBHOOK_ENDPOINT_FAILING_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int('must be whole seconds').min(1).default(3_600),
  /** A consumer with this many messages waiting or unacknowledged has a growing backlog. */
  CONSUMER_BACKLOG_THRESHOLD: z.coerce.number({ error: 'must be a number of messages' }).int('must be a whole number').min(1).default(1_000),
  /** Log lines at this level and above; unset: info (silent under vitest). */
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).optional(),
  /** json lines, or pretty for people; unset: pretty when standard output is a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  /** GET /metrics (Prometheus), /livez and /readyz on their own port; unset: no metrics listener. */
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a whole port number').min(0).max(65535, 'must be at most 65535').optional(),
});

export type ServiceConfig = z.infer<typeof environment>;

/** Staging has the simulated partner, test helpers and loopback webhooks; production none of them. */
export type Deployment = ServiceConfig['PAYROLL_ENV'];

/** `all` (npm start) runs the API and the actors in one process; `api` and `worker` one half each, over NATS. */
export type ServiceRole = 'all' | 'api' | 'worker';

/** A setting the service cannot start with: its message names the variable, on one line. */
export class ConfigurationError extends Error {}

/** The environment, parsed once; every bad value is named with its variable, never with a stack trace. */
export function readConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  const parsed = environment.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new ConfigurationError(`invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** Loopback in staging, so a laptop's service is not on the network; every interface in production (containers). */
export function listenHost(config: Pick<ServiceConfig, 'HOST' | 'PAYROLL_ENV'>): string {
  return config.HOST ?? (config.PAYROLL_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
}

/** When work counts as stuck (docs/operations.md): the health page, the metrics and their alert rules. */
export interface StuckWorkThresholds {
  /** A run calculating longer than this (its expected duration) is stuck. */
  calculatingSeconds: number;
  /** A payment `sent` longer than the partner's settlement window is overdue. */
  settlementWindowSeconds: number;
  /** A filing submitted this long without the gateway's acknowledgement (correlation id). */
  filingAcknowledgementSeconds: number;
  /** An endpoint whose every delivery attempt has failed for this long. */
  endpointFailingSeconds: number;
  /** A consumer with this many messages waiting or unacknowledged. */
  consumerBacklog: number;
}

export function stuckWorkThresholds(config: Partial<Pick<ServiceConfig, 'STUCK_CALCULATING_SECONDS' | 'PAYMENT_SETTLEMENT_WINDOW_SECONDS' | 'FILING_ACKNOWLEDGEMENT_SECONDS' | 'WEBHOOK_ENDPOINT_FAILING_SECONDS' | 'CONSUMER_BACKLOG_THRESHOLD'>> = {}): StuckWorkThresholds {
  return {
    calculatingSeconds: config.STUCK_CALCULATING_SECONDS ?? 900,
    settlementWindowSeconds: config.PAYMENT_SETTLEMENT_WINDOW_SECONDS ?? 2 * 86_400,
    filingAcknowledgementSeconds: config.FILING_ACKNOWLEDGEMENT_SECONDS ?? 3_600,
    endpointFailingSeconds: config.WEBHOOK_ENDPOINT_FAILING_SECONDS ?? 3_600,
    consumerBacklog: config.CONSUMER_BACKLOG_THRESHOLD ?? 1_000,
  };
}
