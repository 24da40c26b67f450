import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { calculatePayRun } from '../commands/payRuns/calculatePayRun.ts';
import { movePayRun } from '../commands/payRuns/movePayRun.ts';
import { restorePayRun } from '../commands/payRuns/payRunLifecycle.ts';
import { acknowledgeBankNameMismatch } from '../commands/employees/acknowledgeBankNameMismatch.ts';
import { chunkProgress } from '../db/consoleReads.ts';
import { findPayRun } from '../db/payRuns.ts';
import { withTenant } from '../db/tenant.ts';
import { isUuid } from '../domain/ids.ts';
import { Rejection } from '../domain/rejection.ts';
import { runCommand } from '../commands/context.ts';
import { errorStatus } from '../domain/errorCodes.ts';
import type { ConsoleEnv, ConsoleRuntime } from './env.ts';
import { logOf } from '../platform/log.ts';
import type { LiveCounts } from './liveCounts.ts';
import { actionPermission, payRunPage } from './pages/payRun.ts';
import { holds } from './session.ts';

export type RunAction = 'calculate' | 'approve' | 'reopen' | 'pay' | 'acknowledge';

/**
 * A button of the run page: the same command the API's endpoint runs, in a tenant transaction, as the member.
 * Refused without the endpoint's permission (403); a command's refusal shows on the run page with its message.
 */
export async function runAction(c: Context<ConsoleEnv>, runtime: ConsoleRuntime, action: RunAction) {
  const session = c.var.session;
  const runId = c.req.param('id') ?? '';
  if (!holds(c, actionPermission[action]!)) return c.text(`Your permissions do not include ${actionPermission[action]}.`, 403);
  if (!isUuid(runId)) return payRunPage(c, runtime, runId);
  try {
    await runCommand(runtime, session.organization_id, `member:${session.member_id}`, async (ctx) => {
      const tx = ctx.tx;
      if (action === 'calculate') await calculatePayRun(ctx, runId);
      else if (action === 'approve') await movePayRun(ctx, runId, { type: 'APPROVE' });
      else if (action === 'reopen') await movePayRun(ctx, runId, { type: 'REOPEN' });
      else if (action === 'pay') {
        const method = (await c.req.parseBody()).method;
        if (method !== 'payment_rail' && method !== 'employer_bank') throw new Rejection('validation_failed', 'Choose how the run is paid.');
        await movePayRun(ctx, runId, { type: 'PAY', method });
      } else {
        const employeeId = c.req.param('employeeId') ?? '';
        // The employee must be paid on this run: the button is on its page, and nowhere else.
        const [onRun] = isUuid(employeeId) ? await tx`select 1 from payslips where pay_run_id = ${runId} and employee_id = ${employeeId} limit 1` : [];
        if (!onRun) throw new Rejection('not_found', 'No such employee on this run.');
        await acknowledgeBankNameMismatch(ctx, employeeId);
      }
    });
  } catch (error) {
    if (!(error instanceof Rejection)) throw error;
    return payRunPage(c, runtime, runId, { error: error.message }, errorStatus[error.reason]);
  }
  return c.redirect(`/console/pay-runs/${runId}?done=${action}`, 303);
}

/** The run page's live part while it calculates: its state and chunks priced, each time an event about it arrives. */
export function runProgressStream(c: Context<ConsoleEnv>, runtime: ConsoleRuntime, live: LiveCounts) {
  const session = c.var.session;
  const runId = c.req.param('id') ?? '';
  return streamSSE(c, async (stream) => {
    let closed = false;
    let pending: ReturnType<typeof setTimeout> | null = null;
    const send = async () => {
      pending = null;
      const progress = isUuid(runId)
        ? await withTenant(runtime.sql, session.organization_id, async (tx) => {
            const run = await findPayRun(tx, session.organization_id, runId);
            return run ? { state: String(restorePayRun(run).value), ...(await chunkProgress(tx, run.id, run.calculation)) } : null;
          })
        : null;
      if (!closed) await stream.writeSSE({ event: 'progress', data: JSON.stringify(progress) }).catch(() => (closed = true));
    };
    const unsubscribe = await live.listen((event) => {
      if (event.organizationId !== session.organization_id || event.entityId !== runId || closed) return;
      pending ??= setTimeout(() => void send().catch((error) => logOf('console', { pay_run_id: runId }).error({ err: error }, 'run progress failed')), 200);
    });
    stream.onAbort(() => {
      closed = true;
      unsubscribe();
    });
    await send();
    while (!closed) {
      await stream.sleep(15_000);
      if (!closed) await stream.write(': keep-alive\n\n').catch(() => (closed = true));
    }
    if (pending) clearTimeout(pending);
    unsubscribe();
  });
}
