import type { CommandContext } from '../context.ts';
import type { FilingRow } from '../../db/filings.ts';
import type { FilingEffect, FilingEvent } from '../../machines/filing.ts';

type Effect = (ctx: CommandContext, filing: FilingRow, event: FilingEvent) => Promise<FilingRow | void>;

/** The named actions of filingMachine, each carried out in the transaction that persists the transition. */
export const filingEffects = {
  async queueSubmission(ctx, filing, event) {
    if (!ctx.filingQueue) throw new Error('submitting a filing needs the filings work queue');
    const queue = ctx.filingQueue;
    const at = event.type === 'SUBMIT' ? event.at : '';
    // A crash between commit and publish leaves it submitted without a message; the filing sweep publishes it again.
    ctx.afterCommit(async () => queue.publish({ organizationId: filing.organization_id, filingId: filing.id }, `submit:${filing.id}:${at}`));
  },
} satisfies Record<FilingEffect, Effect>;
