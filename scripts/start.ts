import process from 'node:process';
import { startService } from '../service/start.ts';
import { readConfig, type ServiceRole } from '../service/config.ts';

// `npm start`: everything in one process. `npm run api` / `npm run worker`: one half each (NATS required).
const role: ServiceRole = process.argv[2] === 'api' ? 'api' : process.argv[2] === 'worker' ? 'worker' : 'all';
const config = readConfig();
const service = await startService(config, role);
const what = { all: 'service', api: 'API', worker: 'worker' }[role];
console.log(
  service.port === null
    ? `payroll ${what} (${config.PAYROLL_ENV}) pricing pay run chunks`
    : `payroll ${what} (${config.PAYROLL_ENV}) listening on http://localhost:${service.port}/api/v1`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    service.stop().then(() => process.exit(0), () => process.exit(1));
  });
}
