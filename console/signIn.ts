import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../db/connect.ts';
import { findMembersForSignIn } from '../db/consoleSessions.ts';
import type { ConsoleEnv } from './env.ts';
import { csrfField, requireCsrf, signInToken, signInTokenValid } from './csrf.ts';
import { notice, page } from './layout.ts';
import { PasswordChecksBusy, verifyPassword } from '../domain/memberPassword.ts';
import { returnSignInAttempt, takeSignInAttempt, type AttemptBucket } from '../db/signInAttempts.ts';
import { clientAddress } from './clientAddress.ts';
import { closeSession, openSession, requireSession } from './session.ts';

/**
 * Five tries at once for an email from one address, then one a minute; an address gets twenty tries at any emails,
 * then one every six seconds; an email gets twenty from all addresses together, then one a minute. Someone else's
 * guesses from their own address therefore do not lock a member out, and a spray of random emails is throttled.
 */
export const signInAttempts = { rate: 1 / 60, burst: 5 };
export const signInAttemptsPerAddress = { rate: 1 / 6, burst: 20 };
export const signInAttemptsPerEmail = { rate: 1 / 60, burst: 20 };

function attemptBuckets(email: string, address: string): AttemptBucket[] {
  return [
    { key: `console_sign_in:${email}|${address}`, ...signInAttempts },
    { key: `console_sign_in_address:${address}`, ...signInAttemptsPerAddress },
    { key: `console_sign_in_email:${email}`, ...signInAttemptsPerEmail },
  ];
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

    const buckets = attemptBuckets(email.toLowerCase(), clientAddress(c));
    // Taken before the hash, atomically: guesses sent at once cannot all pass a check made before any is counted.
    const wait = await takeSignInAttempt(sql, buckets);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.html(signInPage(signInToken(c), `Too many sign-ins for this email or from this address. Try again in ${wait} seconds.`, email), 429);
    }
    try {
      const candidates = await findMembersForSignIn(sql, email);
      for (const member of candidates.length ? candidates : [{ password_hash: null }]) {
        if (await verifyPassword(password, member.password_hash) && 'id' in member) {
          await returnSignInAttempt(sql, buckets);
          await openSession(sql, c, member);
          return c.redirect('/console/machines', 303);
        }
      }
    } catch (error) {
      if (!(error instanceof PasswordChecksBusy)) throw error;
      await returnSignInAttempt(sql, buckets);
      c.header('Retry-After', '1');
      return c.html(signInPage(signInToken(c), 'The console is busy checking other sign-ins. Try again in a second.', email), 503);
    }
    return c.html(signInPage(signInToken(c), 'That email and password do not match a member.', email), 401);
  });

  app.post('/sign-out', requireSession(sql), requireCsrf, async (c) => {
    await closeSession(sql, c);
    return c.redirect('/console/sign-in', 303);
  });
  return app;
}
