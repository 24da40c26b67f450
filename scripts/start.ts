import process from 'node:process';
import { startService } from '../service/start.ts';
import { readConfig } from '../service/config.ts';

// `npm start` runs everything in one process; `npm run api` runs the API half alone (NATS required).
const role = process.argv[2] === 'api' ? 'api' : 'all';
const config = readConfig();
const service = await startService(config, role);
console.log(`payroll ${role === 'api' ? 'API' : 'service'} (${config.PAYROLL_ENV}) listening on http://localhost:${service.port}/api/v1`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    service.stop().then(() => process.exit(0), () => process.exit(1));
  });
}
