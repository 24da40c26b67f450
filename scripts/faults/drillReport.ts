import type { DrillOptions } from './drill.ts';
import type { Invariant, ProbeAnswer } from './drillInvariants.ts';
import { paymentPhaseLines, type PaymentPhaseProfile } from './paymentPhaseProfile.ts';

/** One fault as the drill applied it, and how soon the work moved on. */
export interface FaultRecord {
  name: string;
  /** What the workload was doing when the fault began: calculating, paying, or settled. */
  phase: string;
  /** From the fault to its undoing (node or database started again, replacement worker ready). */
  downMs: number;
  /** First progress (a payslip written, a transition logged) after the fault began: how long work stalled. */
  progressAfterFaultMs: number | null;
  /** First progress after the fault was undone. */
  progressAfterRestoreMs: number | null;
  /** PostgreSQL only: the API's answers while it was down, and how soon the API answered 200 once it was back. */
  probes?: ProbeAnswer[];
  apiBackMs?: number | null;
}

export interface DrillReport {
  options: Omit<DrillOptions, 'say'> & { say?: undefined };
  namespace: string;
  loadAverage: number[];
  calculatedMs: number;
  settledMs: number;
  /** From the pay request to the last payment settled. */
  paymentPhase?: PaymentPhaseProfile;
  faults: FaultRecord[];
  invariants: Invariant[];
  figures: {
    redelivered: Record<string, number>;
    duplicatePublishes: Record<string, number>;
    duplicatesSuppressed: Record<string, number>;
    webhookDeliveries: number;
  };
}

const ms = (value: number | null | undefined) => (value === null || value === undefined ? 'none' : `${(value / 1000).toFixed(1)} s`);
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const listed = (counts: Record<string, number>) => Object.entries(counts).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';

/** The report as lines for a person (and for docs/reliability.md). */
export function drillFigureLines(report: DrillReport): string[] {
  const o = report.options;
  return [
    `drill: ${o.employees} employees, ${o.workers} workers, chunks of ${o.chunkSize}, NATS nodes down ${o.natsOutageMs} ms, PostgreSQL down ${o.postgresOutageMs} ms; load average at the end ${report.loadAverage.map((l) => l.toFixed(1)).join(' ')}`,
    `calculated after ${ms(report.calculatedMs)}, every payment settled after ${ms(report.settledMs)} (from the calculate request)`,
    ...(report.paymentPhase ? paymentPhaseLines(report.paymentPhase) : []),
    ...report.faults.map((f) =>
      `fault (${f.phase}): ${f.name}: work moved on ${ms(f.progressAfterFaultMs)} after it began, ${ms(f.progressAfterRestoreMs)} after it was undone` +
      (f.apiBackMs !== undefined ? `; the API answered 200 again ${ms(f.apiBackMs)} after PostgreSQL started` : '')),
    `messages redelivered: ${total(report.figures.redelivered)} (${listed(report.figures.redelivered)})`,
    `publishes stored once by JetStream's duplicate window: ${total(report.figures.duplicatePublishes)} (${listed(report.figures.duplicatePublishes)})`,
    `duplicates suppressed: ${listed(report.figures.duplicatesSuppressed)}; webhook requests received: ${report.figures.webhookDeliveries}`,
    ...report.invariants.map((i) => `${i.ok ? 'ok  ' : 'FAIL'} ${i.name}: ${i.detail}`),
  ];
}
