import type { Context } from 'hono';
import { runCommand } from '../commands/context.ts';
import { submitFiling } from '../commands/filings/submitFiling.ts';
import { markFiled } from '../commands/filings/markFiled.ts';
import { authorityReferenceProblem } from '../domain/filings/authorityReference.ts';
import { errorStatus } from '../domain/errorCodes.ts';
import { isUuid } from '../domain/ids.ts';
import { Rejection } from '../domain/rejection.ts';
import { actionScopes } from '../domain/scopes.ts';
import type { ConsoleEnv, ConsoleRuntime } from './env.ts';
import { filingsPage } from './pages/filings.ts';
import { holds } from './session.ts';

/** The filings page's submit button: the command POST /filings/{id}/submit runs, as the member; refused without filings.submit. */
export async function submitFilingAction(c: Context<ConsoleEnv>, runtime: ConsoleRuntime) {
  const session = c.var.session;
  if (!holds(c, actionScopes.submitFiling)) return c.text(`Your permissions do not include ${actionScopes.submitFiling}.`, 403);
  const id = c.req.param('id') ?? '';
  try {
    if (!isUuid(id)) throw new Rejection('not_found', 'No such filing.');
    await runCommand(runtime, session.organization_id, `member:${session.member_id}`, (ctx) => submitFiling(ctx, id));
  } catch (error) {
    if (!(error instanceof Rejection)) throw error;
    return filingsPage(c, runtime.sql, { error: error.message }, errorStatus[error.reason] as 404 | 409 | 422);
  }
  return c.redirect('/console/filings?submitted=1', 303);
}

/** The filings page's "mark filed" form for an upload filing: the command POST /filings/{id}/mark_filed runs, as the member. */
export async function markFilingFiledAction(c: Context<ConsoleEnv>, runtime: ConsoleRuntime) {
  const session = c.var.session;
  if (!holds(c, actionScopes.submitFiling)) return c.text(`Your permissions do not include ${actionScopes.submitFiling}.`, 403);
  const id = c.req.param('id') ?? '';
  const form = await c.req.parseBody();
  const reference = typeof form.reference === 'string' ? form.reference.trim() : '';
  const problem = authorityReferenceProblem(reference);
  if (problem) return filingsPage(c, runtime.sql, { error: `The authority's reference ${problem}.` }, 422);
  try {
    if (!isUuid(id)) throw new Rejection('not_found', 'No such filing.');
    await runCommand(runtime, session.organization_id, `member:${session.member_id}`, (ctx) => markFiled(ctx, id, reference));
  } catch (error) {
    if (!(error instanceof Rejection)) throw error;
    return filingsPage(c, runtime.sql, { error: error.message }, errorStatus[error.reason] as 404 | 409 | 422);
  }
  return c.redirect('/console/filings?filed=1', 303);
}
