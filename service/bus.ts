import type { Bus } from '../actors/bus/bus.ts';
import { createInProcessBus } from '../actors/bus/inProcessBus.ts';
import { connectNatsBus } from '../actors/bus/natsBus.ts';
import type { ServiceConfig } from './config.ts';

/** NATS when NATS_URL is set; otherwise the in-process bus, which only works inside one process. */
export function openServiceBus(config: ServiceConfig, role: 'all' | 'api' | 'worker'): Promise<Bus> {
  if (config.NATS_URL) return connectNatsBus(config.NATS_URL, `payroll-${role}`);
  if (role !== 'all') throw new Error(`npm run ${role} coordinates with other processes over NATS: set NATS_URL`);
  return Promise.resolve(createInProcessBus());
}
