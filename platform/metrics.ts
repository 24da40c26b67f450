import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry, served as GET /metrics on METRICS_PORT (service/metricsServer.ts).
 * Any part of the service registers its own metric here with `counter`, `gauge` or `histogram`: asking twice
 * for the same name gives the same metric, so a module may declare its metrics at import.
 */
export const metricsRegistry = new Registry();

// Process metrics (CPU, memory, event loop) where the runtime has what they read: not on Deno.
if (!('Deno' in globalThis)) collectDefaultMetrics({ register: metricsRegistry, prefix: 'payroll_process_' });

type Labels<L extends string> = readonly L[];

function registered<M>(name: string, make: () => M): M {
  return (metricsRegistry.getSingleMetric(name) as M | undefined) ?? make();
}

export function counter<L extends string>(name: string, help: string, labelNames: Labels<L> = []) {
  return registered(name, () => new Counter<L>({ name, help, labelNames: [...labelNames], registers: [metricsRegistry] }));
}

export function gauge<L extends string>(
  name: string,
  help: string,
  labelNames: Labels<L> = [],
  collect?: (this: Gauge<L>) => void | Promise<void>,
) {
  return registered(name, () => new Gauge<L>({ name, help, labelNames: [...labelNames], registers: [metricsRegistry], ...(collect ? { collect } : {}) }));
}

export function histogram<L extends string>(name: string, help: string, labelNames: Labels<L> = [], buckets?: number[]) {
  return registered(name, () => new Histogram<L>({ name, help, labelNames: [...labelNames], registers: [metricsRegistry], ...(buckets ? { buckets } : {}) }));
}

/** Seconds since `startedAt` (a performance.now() reading). */
export const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;
