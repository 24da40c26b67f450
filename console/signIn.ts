import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../db/connect.ts';
import { findMembersForSignIn } from '../db/consoleSessions.ts';
import type { ConsoleEnv } from './env.ts';
import { csrfField, requireCsrf, signInToken, signInTokenValid } from './csrf.ts';
import { notice, page } from './layout.ts';
import { verifyPassword } from '../domain/memberPassword.ts';
import { closeSession, openSession, requireSession } from './session.ts';

/** Five failed tries at once for an email, then one a minute: guessing a 12-character password that way takes forever. */
export const signInAttempts = { rate: 1 / 60, burst: 5 };

/** Seconds until another attempt is allowed: the GCRA bucket of take_rate_limit, read without drawing on it. */
async function failedAttemptsWait(sql: Database, key: string): Promise<number> {
  const [row] = await sql<{ ahead: number }[]>`
    select extract(epoch from tat - clock_timestamp())::float8 as ahead from rate_limits where key_id = ${key}`;
  const tolerance = (signInAttempts.burst - 1) / signInAttempts.rate;
  return row && row.ahead > tolerance ? Math.ceil(row.ahead - tolerance) : 0;
}

function signInPage(token: string, message?: string, email = '') {
  return page(
    'Sign in',
    html`${notice(message, 'error')}
<form method="post" action="/console/sign-in" class="stack narrow">
  <input type="hidden" name="${csrfField}" value="${token}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${email}" autofocus>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>`,
  );
}

export function signInRoutes(sql: Database) {
  const app = new Hono<ConsoleEnv>();
  app.get('/sign-in', (c) => c.html(signInPage(signInToken(c))));

  app.post('/sign-in', async (c) => {
    const form = await c.req.parseBody();
    if (!signInTokenValid(c, form[csrfField])) return c.html(signInPage(signInToken(c), 'The form expired. Try again.'), 403);
    const email = typeof form.email === 'string' ? form.email.trim().slice(0, 320) : '';
    const password = typeof form.password === 'string' ? form.password : '';
    if (!email || !password) return c.html(signInPage(signInToken(c), 'Enter your email and password.', email), 400);

    const limitKey = `console_sign_in:${email.toLowerCase()}`;
    const wait = await failedAttemptsWait(sql, limitKey);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.html(signInPage(signInToken(c), `Too many failed sign-ins for this email. Try again in ${wait} seconds.`, email), 429);
    }
    const candidates = await findMembersForSignIn(sql, email);
    for (const member of candidates.length ? candidates : [{ password_hash: null }]) {
      if (await verifyPassword(password, member.password_hash) && 'id' in member) {
        await openSession(sql, c, member);
        return c.redirect('/console/machines', 303);
      }
    }
    // Only a failure draws on the allowance, so a member who signs in often is never locked out by it.
    await sql`select * from take_rate_limit(${limitKey}, ${signInAttempts.rate}, ${signInAttempts.burst})`;
    return c.html(signInPage(signInToken(c), 'That email and password do not match a member.', email), 401);
  });

  app.post('/sign-out', requireSession(sql), requireCsrf, async (c) => {
    await closeSession(sql, c);
    return c.redirect('/console/sign-in', 303);
  });
  return app;
}
