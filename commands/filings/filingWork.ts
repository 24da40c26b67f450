import type { CommandContext } from '../context.ts';
import { filingsOfJurisdiction, filingsReportingEmployee, insertFilingWork, lockFilingWork, markFilingWorkDone, type FilingWorkKind } from '../../db/filingWork.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { findFiling } from '../../db/filings.ts';
import { newId } from '../../domain/ids.ts';
import { preparableFilingStatuses } from '../../machines/filing.ts';
import { fileRunInReturns } from './periodicReturns.ts';
import { prepareFiling } from './prepareFiling.ts';

/**
 * Asks the filing actor to do filing work once this transaction commits: the request or payment that asks stays
 * short, and nothing is done for a change that rolled back. Without a queue (the admin CLI), or when the publish is
 * lost, the filing sweep publishes it.
 */
export async function queueFilingWork(ctx: Pick<CommandContext, 'tx' | 'organizationId' | 'afterCommit' | 'filingQueue'>, kind: FilingWorkKind, subject: string): Promise<void> {
  const id = newId();
  await insertFilingWork(ctx.tx, { id, organization_id: ctx.organizationId, kind, subject });
  const queue = ctx.filingQueue;
  if (queue) ctx.afterCommit(() => queue.publish({ organizationId: ctx.organizationId, workId: id }, `work:${id}`));
}

/**
 * The filing actor's side: does the work in one transaction with its row, so a redelivered or duplicate message
 * finds it done and does nothing. Returns whether it did it.
 */
export async function doFilingWork(ctx: CommandContext, workId: string): Promise<boolean> {
  const work = await lockFilingWork(ctx.tx, ctx.organizationId, workId);
  if (!work || work.done_at) return false;
  if (work.kind === 'pay_run') {
    const run = await findPayRun(ctx.tx, ctx.organizationId, work.subject);
    if (run) await fileRunInReturns(ctx, run);
  } else {
    const drafts = work.kind === 'employee'
      ? await filingsReportingEmployee(ctx.tx, ctx.organizationId, work.subject, preparableFilingStatuses)
      : await filingsOfJurisdiction(ctx.tx, ctx.organizationId, work.subject, preparableFilingStatuses);
    for (const draft of drafts) {
      // Read again: preparing one part of a subdivided return may have moved another on this list.
      const filing = await findFiling(ctx.tx, ctx.organizationId, draft.id, { lock: true });
      if (filing) await prepareFiling(ctx, filing, ctx.actor);
    }
  }
  await markFilingWorkDone(ctx.tx, work.id);
  return true;
}
