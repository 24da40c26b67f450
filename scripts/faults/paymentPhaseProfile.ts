import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type postgres from 'postgres';
import type { JetStreamManager } from 'nats';
import type { ServiceProcess } from './serviceProcess.ts';

/**
 * Where the payment phase's time goes: from the pay request to the last payment settled, what PostgreSQL ran
 * (transactions, and statements by pg_stat_statements when the drill's PostgreSQL loaded it), what JetStream
 * stored per stream, and the CPU each service process spent, each divided by the payments made.
 */
export interface PaymentPhaseProfile {
  payments: number;
  seconds: number;
  paymentsPerSecond: number;
  loadAverage: number[];
  transactionsPerPayment: number;
  /** Null when pg_stat_statements is not loaded. */
  statementsPerPayment: number | null;
  /** The statements run most often, with their calls and milliseconds per payment. */
  topStatements: { query: string; callsPerPayment: number; msPerPayment: number }[];
  /** Messages stored per payment, by stream (work queues delete what they deliver: counted by sequence). */
  publishesPerPayment: Record<string, number>;
  /** CPU seconds each service process spent in the phase. */
  cpuSeconds: Record<string, number>;
}

interface Snapshot {
  at: number;
  commits: number;
  streams: Map<string, number>;
  cpu: Map<string, number>;
}

/** Ticks of user + system CPU of a process, from /proc (null when it is gone or not Linux). */
function cpuTicks(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

const ticksPerSecond = 100;

export async function startPaymentPhaseProfile(sql: postgres.Sql, manager: JetStreamManager, processes: () => ServiceProcess[]) {
  const statements = await sql`select 1 from pg_extension where extname = 'pg_stat_statements'`.then((rows) => rows.length > 0, () => false);
  const snapshot = async (): Promise<Snapshot> => {
    const [row] = await sql<{ commits: number }[]>`select xact_commit::float8 as commits from pg_stat_database where datname = current_database()`;
    const streams = new Map<string, number>();
    for await (const info of manager.streams.list()) streams.set(info.config.name, info.state.last_seq);
    const cpu = new Map<string, number>();
    for (const p of processes()) {
      const ticks = cpuTicks(p.pid);
      if (ticks !== null) cpu.set(p.name, ticks);
    }
    return { at: Date.now(), commits: row!.commits, streams, cpu };
  };
  if (statements) await sql`select pg_stat_statements_reset()`;
  const before = await snapshot();
  return {
    async finish(payments: number): Promise<PaymentPhaseProfile> {
      const after = await snapshot();
      const per = (n: number) => Math.round((n / Math.max(1, payments)) * 100) / 100;
      const top = statements
        ? await sql<{ query: string; calls: number; ms: number }[]>`
            select left(regexp_replace(query, '\\s+', ' ', 'g'), 140) as query, calls::float8 as calls, total_exec_time as ms
            from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
            order by calls desc`
        : [];
      const publishes: Record<string, number> = {};
      for (const [stream, seq] of after.streams) {
        const n = seq - (before.streams.get(stream) ?? 0);
        if (n > 0) publishes[stream] = per(n);
      }
      const cpuSeconds: Record<string, number> = {};
      for (const [name, ticks] of after.cpu) cpuSeconds[name] = Math.round((ticks - (before.cpu.get(name) ?? 0)) / ticksPerSecond * 10) / 10;
      const seconds = (after.at - before.at) / 1000;
      return {
        payments,
        seconds,
        paymentsPerSecond: Math.round((payments / seconds) * 10) / 10,
        loadAverage: loadavg(),
        transactionsPerPayment: per(after.commits - before.commits),
        statementsPerPayment: statements ? per(top.reduce((sum, s) => sum + s.calls, 0)) : null,
        topStatements: top.slice(0, 15).map((s) => ({ query: s.query, callsPerPayment: per(s.calls), msPerPayment: per(s.ms) })),
        publishesPerPayment: publishes,
        cpuSeconds,
      };
    },
  };
}

/** The profile as lines for a person. */
export function paymentPhaseLines(p: PaymentPhaseProfile): string[] {
  return [
    `payment phase: ${p.payments} payments in ${p.seconds.toFixed(1)} s, ${p.paymentsPerSecond} payments/s; load average ${p.loadAverage.map((l) => l.toFixed(1)).join(' ')}`,
    `  per payment: ${p.transactionsPerPayment} transactions, ${p.statementsPerPayment ?? '?'} statements; stored publishes ${JSON.stringify(p.publishesPerPayment)}`,
    `  CPU seconds in the phase: ${JSON.stringify(p.cpuSeconds)}`,
    ...p.topStatements.map((s) => `  ${s.callsPerPayment.toFixed(2)} calls, ${s.msPerPayment.toFixed(2)} ms per payment: ${s.query}`),
  ];
}
