import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { constantTimeEqual } from '../domain/apiKeys.ts';
import type { ConsoleEnv } from './env.ts';
import { randomToken } from './session.ts';

/** The form field every console form carries. */
export const csrfField = '_csrf';
const signInCookie = 'console_sign_in';

const encoder = new TextEncoder();
const sameToken = (a: string, b: string) => constantTimeEqual(encoder.encode(a), encoder.encode(b));

/** A cross-site POST is refused before its token is even read: the browser says where the form came from. */
function crossSite(c: Context): boolean {
  const origin = c.req.header('Origin');
  if (origin && origin !== 'null' && origin !== new URL(c.req.url).origin) return true;
  const site = c.req.header('Sec-Fetch-Site');
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

/** Every POST behind sign-in carries the session's CSRF token (synchronizer token). */
export const requireCsrf: MiddlewareHandler<ConsoleEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const form = await c.req.parseBody();
  const token = typeof form[csrfField] === 'string' ? form[csrfField] : '';
  if (crossSite(c) || !token || !sameToken(token, c.var.session.csrf_token)) {
    return c.text('This form has expired or did not come from the console. Reload the page and try again.', 403);
  }
  await next();
};

/** The sign-in form, before any session: a token in a cookie and the same in the form (double submit). */
export function signInToken(c: Context): string {
  const existing = getCookie(c, signInCookie);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomToken();
  setCookie(c, signInCookie, token, { path: '/console', httpOnly: true, secure: true, sameSite: 'Strict', maxAge: 3600 });
  return token;
}

export function signInTokenValid(c: Context, submitted: unknown): boolean {
  const cookie = getCookie(c, signInCookie);
  return !crossSite(c) && typeof submitted === 'string' && Boolean(cookie) && sameToken(submitted, cookie!);
}
