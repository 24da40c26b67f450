import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { consoleCss } from './assets/consoleCss.ts';
import { consoleJs } from './assets/consoleJs.ts';
import { requireCsrf } from './csrf.ts';
import type { ConsoleDependencies, ConsoleEnv } from './env.ts';
import { page } from './layout.ts';
import { LiveCounts } from './liveCounts.ts';
import { filingsPage } from './pages/filings.ts';
import { submitFilingAction, markFilingFiledAction } from './filingActions.ts';
import { runAction, runProgressStream } from './payRunActions.ts';
import { createKey, integrationsPage, integrationsPermission, revokeKey } from './pages/integrations.ts';
import { machineCountsStream, machinesPage } from './pages/machines.ts';
import { doneMessages, payRunPage } from './pages/payRun.ts';
import { payRunsPage } from './pages/payRuns.ts';
import { rulesPage } from './pages/rules.ts';
import { requireSession } from './session.ts';
import { signInRoutes } from './signIn.ts';
import { redeliverEvent } from './webhookActions.ts';
import { webhooksPermission } from './pages/payRun.ts';
import { logOf } from '../platform/log.ts';

export const consoleBasePath = '/console';

const consoleIcon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#0b5cad"/><path d="M4 8h8M8 4v8" stroke="#fff" stroke-width="2"/></svg>';

/** Nothing but the console's own files: no inline script or style, no other origin, no framing. */
const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Content-Security-Policy', contentSecurityPolicy);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'same-origin');
  c.header('X-Frame-Options', 'DENY');
  if (!c.res.headers.get('Cache-Control')) c.header('Cache-Control', 'private, no-cache');
};

const needs = (permission: string): MiddlewareHandler<ConsoleEnv> => async (c, next) => {
  if (!c.var.session.permissions.includes(permission)) return c.text(`Your permissions do not include ${permission}.`, 403);
  await next();
};

/**
 * The operator console (issue #14): server-rendered pages over the same commands the API runs, behind a
 * member's session. Mounted on the API's Hono app at /console; it never calls the HTTP API.
 */
export function createConsole(deps: ConsoleDependencies) {
  const { runtime } = deps;
  const { sql } = runtime;
  const live = new LiveCounts(sql, async (listener) => (await runtime.bus.events()).watch(listener));
  const app = new Hono<ConsoleEnv>();
  app.use('*', securityHeaders);
  app.use('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text('The form is too large.', 413) }));

  app.get('/assets/console.css', (c) => c.body(consoleCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=300' }));
  app.get('/assets/console.js', (c) => c.body(consoleJs, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300' }));
  app.get('/assets/icon.svg', (c) => c.body(consoleIcon, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' }));
  app.route('/', signInRoutes(sql));

  const signedIn = new Hono<ConsoleEnv>();
  signedIn.use('*', requireSession(sql), requireCsrf);
  signedIn.get('/', (c) => c.redirect('/console/machines', 303));
  signedIn.get('/machines', (c) => machinesPage(c, live));
  signedIn.get('/machines/live', (c) => machineCountsStream(c, live));

  signedIn.get('/pay-runs', needs('payruns.read'), (c) => payRunsPage(c, sql));
  signedIn.get('/pay-runs/:id', needs('payruns.read'), (c) =>
    payRunPage(c, runtime, c.req.param('id'), { ok: doneMessages[c.req.query('done') ?? ''] }),
  );
  signedIn.get('/pay-runs/:id/live', needs('payruns.read'), (c) => runProgressStream(c, runtime, live));
  for (const action of ['calculate', 'approve', 'reopen', 'pay'] as const) {
    signedIn.post(`/pay-runs/:id/${action}`, needs('payruns.read'), (c) => runAction(c, runtime, action));
  }
  signedIn.post('/pay-runs/:id/employees/:employeeId/acknowledge', needs('payruns.read'), (c) => runAction(c, runtime, 'acknowledge'));

  signedIn.get('/rules', needs('payruns.read'), (c) => rulesPage(c, sql, runtime.rules.build));
  signedIn.get('/filings', needs('filings.read'), (c) => filingsPage(c, sql, { ok: c.req.query('submitted') ? 'The filing is submitted: the filing actor sends it to the authority.' : c.req.query('filed') ? "The filing is marked filed with the authority's reference." : undefined }));
  signedIn.post('/filings/:id/submit', needs('filings.read'), (c) => submitFilingAction(c, runtime));
  signedIn.post('/filings/:id/mark_filed', needs('filings.read'), (c) => markFilingFiledAction(c, runtime));

  signedIn.get('/settings/integrations', needs(integrationsPermission), (c) =>
    integrationsPage(c, sql, { ok: c.req.query('revoked') ? 'The key is revoked.' : c.req.query('redelivered') ? 'The event is queued for delivery again.' : undefined }),
  );
  signedIn.post('/settings/integrations/keys', needs(integrationsPermission), (c) => createKey(c, sql, deps.deployment));
  signedIn.post('/settings/integrations/keys/:id/revoke', needs(integrationsPermission), (c) => revokeKey(c, sql));
  signedIn.post('/settings/integrations/events/:id/redeliver', needs(integrationsPermission), needs(webhooksPermission), (c) => redeliverEvent(c, runtime));
  app.route('/', signedIn);

  app.all('*', (c) => c.html(page('Not found', html`<p>No console page at ${c.req.path}. <a href="/console/machines">Machines</a></p>`), 404));
  app.onError((error, c) => {
    logOf('console').error({ err: error, path: c.req.path }, 'internal error');
    return c.html(page('Something went wrong', html`<p>Something went wrong on our side. Try again, or look at the service's log.</p>`), 500);
  });
  return { app, live };
}
