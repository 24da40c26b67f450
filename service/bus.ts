import type { Bus } from '../ports/bus.ts';
import { createInProcessBus } from '../actors/bus/inProcessBus.ts';
import { connectNatsBus } from '../actors/bus/natsBus.ts';
import type { ServiceConfig, ServiceRole } from './config.ts';

/** NATS when NATS_URL is set; otherwise the in-process bus, which only works inside one process. */
export function openServiceBus(config: ServiceConfig, role: ServiceRole): Promise<Bus> {
  if (config.NATS_URL) return connectNatsBus(config.NATS_URL, { name: `payroll-${role}`, namespace: config.NATS_NAMESPACE });
  if (role !== 'all') throw new Error(`npm run ${role} coordinates with other processes over NATS: set NATS_URL`);
  return Promise.resolve(createInProcessBus());
}
