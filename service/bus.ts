import type { Bus } from '../ports/bus.ts';
import { createInProcessBus } from '../actors/bus/inProcessBus.ts';
import { connectNatsBus, NamespaceOwnedByAnotherDeployment } from '../actors/bus/natsBus.ts';
import { ConfigurationError, type ServiceConfig, type ServiceRole } from '../platform/config.ts';

/** NATS when NATS_URL is set; otherwise the in-process bus, which only works inside one process. */
export function openServiceBus(config: ServiceConfig, role: ServiceRole, deployment?: string): Promise<Bus> {
  if (config.NATS_URL) {
    const options = { name: `payroll-${role}`, namespace: config.NATS_NAMESPACE, deployment, replicas: config.NATS_STREAM_REPLICAS };
    return connectNatsBus(config.NATS_URL, options).catch((error) => {
      if (error instanceof NamespaceOwnedByAnotherDeployment) throw new ConfigurationError(error.message);
      throw new ConfigurationError(`cannot reach NATS at NATS_URL (${config.NATS_URL}): ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  if (role !== 'all') throw new ConfigurationError(`npm run ${role} coordinates with other processes over NATS: set NATS_URL`);
  return Promise.resolve(createInProcessBus());
}
