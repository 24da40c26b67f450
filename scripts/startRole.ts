import process from 'node:process';
import { startService } from '../service/start.ts';
import { readConfig, type ServiceRole } from '../platform/config.ts';
import { logOf } from '../platform/log.ts';
import { stopOnSignal } from '../service/stopOnSignal.ts';
import { letHeapDoubleBetweenFullCollections } from '../platform/heapGrowth.ts';

// Run by scripts/start.ts once the driver guard is in place. `npm start`: everything in one process. `npm run api` / `npm run worker`: one half each (NATS required).
const role: ServiceRole = process.argv[2] === 'api' ? 'api' : process.argv[2] === 'worker' ? 'worker' : 'all';
// A worker's chunks are promoted and die by the megabyte. The API and `npm start` keep V8's default: their resident
// memory is nearer the 256 MB limit, and growing alike measured no better (docs/performance.md).
if (role === 'worker') letHeapDoubleBetweenFullCollections();
// A service that cannot start says why in one line (which variable, which port), never with a stack trace.
const started = await (async () => {
  try {
    const config = readConfig();
    return { config, service: await startService(config, role) };
  } catch (error) {
    console.error(`payroll: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
})();
const { config, service } = started;
const what = { all: 'service', api: 'API', worker: 'worker' }[role];
// The start-up line is a log line like any other (JSON unless LOG_FORMAT=pretty or a terminal), so collectors parse it.
logOf('service').info(
  { role, deployment: config.PAYROLL_ENV, port: service.port, metrics_port: service.metricsPort, url: service.port === null ? null : `http://localhost:${service.port}/api/v1` },
  service.port === null ? `payroll ${what} (${config.PAYROLL_ENV}) pricing pay run chunks` : `payroll ${what} (${config.PAYROLL_ENV}) listening on http://localhost:${service.port}/api/v1`,
);

stopOnSignal(service, role, config.STOP_GRACE_SECONDS);
