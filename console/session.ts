import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/connect.ts';
import { deleteExpiredSessions, deleteSession, insertSession, touchSession } from '../db/consoleSessions.ts';
import { base64url, hashSecret } from '../domain/apiKeys.ts';
import type { ConsoleEnv } from './env.ts';

export const sessionCookie = 'console_session';
/** A session lasts at most this long, whatever its use. */
export const sessionLifetimeSeconds = 12 * 3600;
/** And ends after this long unused. */
export const sessionIdleSeconds = 30 * 60;

const cookieOptions = { path: '/console', httpOnly: true, secure: true, sameSite: 'Strict' } as const;

export const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/**
 * A new session for a member who just proved their password: always a fresh token (whatever cookie came in,
 * so a planted session id is never promoted), its own CSRF token, and only the token's hash in the database.
 */
export async function openSession(sql: Database, c: Context, member: { id: string; organization_id: string }): Promise<void> {
  const previous = getCookie(c, sessionCookie);
  if (previous) await deleteSession(sql, await hashSecret(previous));
  await deleteExpiredSessions(sql, sessionIdleSeconds);
  const token = randomToken();
  await insertSession(sql, {
    token_sha256: await hashSecret(token),
    member_id: member.id,
    organization_id: member.organization_id,
    csrf_token: randomToken(),
    expires_at: new Date(Date.now() + sessionLifetimeSeconds * 1000),
  });
  setCookie(c, sessionCookie, token, { ...cookieOptions, maxAge: sessionLifetimeSeconds });
}

export async function closeSession(sql: Database, c: Context<ConsoleEnv>): Promise<void> {
  await deleteSession(sql, c.var.sessionTokenSha256);
  deleteCookie(c, sessionCookie, cookieOptions);
}

/** Pages behind sign-in: no live session sends the browser to the sign-in page (an event stream gets a 401). */
export function requireSession(sql: Database): MiddlewareHandler<ConsoleEnv> {
  return async (c, next) => {
    const token = getCookie(c, sessionCookie);
    const tokenSha256 = token && token.length <= 64 ? await hashSecret(token) : undefined;
    const session = tokenSha256 ? await touchSession(sql, tokenSha256, sessionIdleSeconds) : undefined;
    if (!session || !tokenSha256) {
      if (token) deleteCookie(c, sessionCookie, cookieOptions);
      if (c.req.method === 'GET' && !c.req.path.endsWith('/live')) return c.redirect('/console/sign-in', 303);
      return c.text('Your session has ended; sign in again.', 401);
    }
    c.set('session', session);
    c.set('sessionTokenSha256', tokenSha256);
    await next();
  };
}

/** Whether the signed-in member holds a permission (read from the member row on every request). */
export const holds = (c: Context<ConsoleEnv>, permission: string) => c.var.session.permissions.includes(permission);
