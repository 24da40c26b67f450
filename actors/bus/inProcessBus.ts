import type { Bus } from './bus.ts';

export interface InProcessBus extends Bus {
  readonly kind: 'in-process';
}

export function createInProcessBus(): InProcessBus {
  let closed = false;
  return {
    kind: 'in-process',
    healthy: async () => !closed,
    close: async () => {
      closed = true;
    },
  };
}
