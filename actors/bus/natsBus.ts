import { connect, type NatsConnection } from 'nats';
import type { Bus } from './bus.ts';

export interface NatsBus extends Bus {
  readonly kind: 'nats';
  readonly connection: NatsConnection;
}

export async function connectNatsBus(url: string, name = 'payroll-service'): Promise<NatsBus> {
  const connection = await connect({ servers: url.split(','), name, maxReconnectAttempts: -1 });
  return {
    kind: 'nats',
    connection,
    async healthy() {
      if (connection.isClosed()) return false;
      try {
        await Promise.race([connection.flush(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
        return true;
      } catch {
        return false;
      }
    },
    close: () => connection.drain(),
  };
}
