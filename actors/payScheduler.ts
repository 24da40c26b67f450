import { runCommand, type CommandPorts } from '../commands/context.ts';
import { scheduleDueRuns } from '../commands/paySchedules/scheduleRuns.ts';
import { allPaySchedules } from '../db/paySchedules.ts';
import { logOf } from '../platform/log.ts';
import { startPollLoop, type PollLoop } from './pollLoop.ts';

const utcToday = () => new Date().toISOString().slice(0, 10);

/** One round over every organization's schedules: each schedule's due runs, in its organization's transaction. */
export async function scheduleRound(ports: CommandPorts, today: string = utcToday()): Promise<number> {
  let made = 0;
  for (const schedule of await allPaySchedules(ports.sql)) {
    try {
      const runs = await runCommand(ports, schedule.organization_id, 'pay_scheduler', (ctx) => scheduleDueRuns(ctx, schedule, today));
      made += runs.length;
      if (runs.length > 0) logOf('payScheduler', { organization_id: schedule.organization_id, pay_schedule_id: schedule.id }).info({ pay_run_ids: runs }, 'scheduled runs created');
    } catch (error) {
      logOf('payScheduler', { organization_id: schedule.organization_id, pay_schedule_id: schedule.id }).error({ err: error }, 'scheduling failed');
    }
  }
  return made;
}

/** The scheduler actor of a worker process; any number may run at once (scheduleDueRuns makes each run once). */
export function startPayScheduler(ports: CommandPorts, options: { pollMs: number; today?: () => string }): PollLoop {
  return startPollLoop({
    name: 'payScheduler.round',
    pollMs: options.pollMs,
    round: () => scheduleRound(ports, options.today?.()),
    onFailure: 'the due runs of every schedule wait for the next round',
  });
}
