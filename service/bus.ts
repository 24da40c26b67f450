import type { Bus } from '../ports/bus.ts';
import { createInProcessBus } from '../actors/bus/inProcessBus.ts';
import { connectNatsBus } from '../actors/bus/natsBus.ts';
import { ConfigurationError, type ServiceConfig, type ServiceRole } from '../platform/config.ts';

/** NATS when NATS_URL is set; otherwise the in-process bus, which only works inside one process. */
export function openServiceBus(config: ServiceConfig, role: ServiceRole): Promise<Bus> {
  if (config.NATS_URL) {
    return connectNatsBus(config.NATS_URL, { name: `payroll-${role}`, namespace: config.NATS_NAMESPACE }).catch((error) => {
      throw new ConfigurationError(`cannot reach NATS at NATS_URL (${config.NATS_URL}): ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  if (role !== 'all') throw new ConfigurationError(`npm run ${role} coordinates with other processes over NATS: set NATS_URL`);
  return Promise.resolve(createInProcessBus());
}
