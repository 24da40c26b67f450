import process from 'node:process';
import { pino, stdSerializers, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { createRequire } from 'node:module';

export type { Logger };
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly LevelWithSilent[];
export type LogLevel = (typeof logLevels)[number];

export interface LogOptions {
  level?: LogLevel;
  /** Where lines go; standard output by default (a Writable stream when `pretty`). */
  destination?: DestinationStream;
  /** Human-readable lines; by default when standard output is a terminal. */
  pretty?: boolean;
}

// Belt and braces: these keys are never logged on purpose, and are censored if one ever is.
const redactedKeys = ['authorization', 'token', 'secret', 'bank_details', 'tax_profile', 'statutory_ids', 'birthdate', 'phone', 'sealed', 'ciphertext'];
const redact = { paths: [...redactedKeys, ...redactedKeys.map((k) => `*.${k}`), 'headers.authorization', 'req.headers.authorization'], censor: '[redacted]' };

/** An error's kind, message, code and stack only: a database error's detail or parameters may carry a row's values. */
function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const { type, message, stack } = stdSerializers.err(error);
  const code = (error as { code?: unknown }).code;
  return { type, message, stack, ...(typeof code === 'string' ? { code } : {}) };
}

function createLogger(options: LogOptions): Logger {
  // Quiet under vitest unless a test or LOG_LEVEL asks for lines.
  const level = options.level ?? (process.env.VITEST ? 'silent' : 'info');
  const pretty = options.pretty ?? (options.destination === undefined && process.stdout.isTTY === true);
  // In-thread streams only: pino's worker-thread transports do not run on Deno.
  // Loaded only for a terminal: the JSON path (services, tests, CLIs) never pays for it.
  const pinoPretty = () => createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  const prettyLines = () =>
    pinoPretty()({ colorize: !options.destination, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', ...(options.destination ? { destination: options.destination as never } : {}) });
  const destination: DestinationStream = pretty ? prettyLines() : (options.destination ?? { write: (line: string) => void process.stdout.write(line) });
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact,
    },
    destination,
  );
}

let root = createLogger({});
// A component's logger is made once: a pino child per request cost the API more than the request's own log line.
let components = new Map<string, Logger>();

/** Sets the process's logger (level, destination, format); the service calls it once at start, a test to read the lines. */
export function configureLog(options: LogOptions): Logger {
  root = createLogger(options);
  components = new Map();
  return root;
}

/** A logger for one part of the service (`api`, `calculator`, ...), with fields every line of it carries. */
export function logOf(component: string, fields?: Record<string, unknown>): Logger {
  if (fields) return root.child({ component, ...fields });
  let logger = components.get(component);
  if (!logger) components.set(component, (logger = root.child({ component })));
  return logger;
}
