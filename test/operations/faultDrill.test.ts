import { afterAll, describe, expect, it } from 'vitest';
import { startDrill, type Drill } from '../../scripts/faults/drill.ts';
import { drillFigureLines, type DrillReport } from '../../scripts/faults/drillReport.ts';

// Issue 30's fault drill in its short form: its own PostgreSQL, a three-node NATS cluster (replicas 3), the API and
// three workers as processes; a NATS stream leader and then another node killed, a worker SIGKILLed and replaced,
// PostgreSQL restarted while the API is probed, all while a few hundred employees are calculated and paid by rail.
// The long form (20,000 employees, ten-second outages) is `npx tsx scripts/faults/drill.ts`; docs/reliability.md.
let drill: Drill | undefined;
let report: DrillReport;

afterAll(async () => {
  // Every process group, the cluster, PostgreSQL and the temporary directories, whether the drill passed or not.
  await drill?.cleanup();
}, 120_000);

describe('the fault drill (short form)', () => {
  it('keeps every promise through NATS node, worker and PostgreSQL faults', async () => {
    // Chunks of 20 make a dozen; the partner's 300 ms keeps payments out while the later faults land.
    drill = startDrill({ employees: 240, workers: 3, natsOutageMs: 3_000, postgresOutageMs: 3_000, chunkSize: 20, partnerLatencyMs: 300, ackWaitMs: 4_000 });
    report = await drill.report;
    // The figures, for whoever reads the test's output (never asserted: the machine is shared).
    process.stdout.write(`${drillFigureLines(report).join('\n')}\n`);

    expect(report.faults.map((f) => f.name.split(' ')[0])).toEqual(['NATS', 'NATS', 'worker', 'PostgreSQL']);
    const failed = report.invariants.filter((i) => !i.ok);
    expect(failed).toEqual([]);
    expect(report.invariants.map((i) => i.name)).toEqual([
      'exactly one payslip per employee',
      'no run stuck in calculating',
      'one payment sent per payslip',
      'every payment settled',
      'every webhook event delivered once to /all, by id',
      'every webhook event delivered once to /runs, by id',
      'sums equal a calculation of the same inputs on a quiet system',
      'while PostgreSQL is down the API answers 503 with Retry-After, not 500',
      'no message dead-lettered (none spent its deliveries)',
    ]);
  }, 600_000);
});
