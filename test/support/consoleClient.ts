import { runAdminCommand } from '../../commands/admin/commands.ts';
import type { ApiHarness, TenantFixture } from './apiHarness.ts';

export const consoleOrigin = 'http://console.test';

/** A browser stand-in for the console's HTTP tests: a cookie jar over the app, forms posted as a browser posts them. */
export function consoleClient(app: ApiHarness['app'], options: { address?: string } = {}) {
  // What @hono/node-server hands the app for a connection from this address.
  const connection = options.address ? { incoming: { socket: { remoteAddress: options.address } } } : undefined;
  const jar = new Map<string, string>();
  let lastCsrf = '';

  async function send(method: string, path: string, form?: Record<string, string | string[]>, headers: Record<string, string> = {}) {
    const h = new Headers(headers);
    if (jar.size) h.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    let body: URLSearchParams | undefined;
    if (form) {
      body = new URLSearchParams();
      for (const [k, v] of Object.entries(form)) for (const x of [v].flat()) body.append(k, x);
      h.set('Content-Type', 'application/x-www-form-urlencoded');
    }
    const response = await app.request(`${consoleOrigin}${path}`, { method, headers: h, body }, connection);
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/max-age=0/i.test(cookie) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  return {
    jar,
    send,
    async page(path: string) {
      const response = await send('GET', path);
      const html = await response.text();
      lastCsrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? lastCsrf;
      return { status: response.status, html, response };
    },
    /** Posts a form of the last page read, with its CSRF token (as the browser would). */
    post(path: string, form: Record<string, string | string[]> = {}, headers: Record<string, string> = {}) {
      return send('POST', path, { _csrf: lastCsrf, ...form }, headers);
    },
    async signIn(email: string, password: string) {
      await this.page('/console/sign-in');
      return this.post('/console/sign-in', { email, password });
    },
  };
}

/** Gives the tenant's member a console password (through the operator command) and returns their email. */
export async function consoleMember(api: ApiHarness, tenant: Pick<TenantFixture, 'memberId'>, password = 'correct horse battery staple') {
  await runAdminCommand(api.db.sql, ['member', 'set-password', '--member', tenant.memberId], 'staging', { readSecret: async () => `${password}\n` });
  const [member] = await api.db.sql<{ email: string }[]>`select email from members where id = ${tenant.memberId}`;
  return { email: member!.email, password };
}

/** A second member of the tenant's organization with only these permissions, and a console password. */
export async function memberWith(api: ApiHarness, organizationId: string, permissions: string[], password = 'another long passphrase') {
  const member = await api.admin('member', 'create', '--org', organizationId, '--email', `p${crypto.randomUUID().slice(0, 8)}@test.example`,
    '--permissions', permissions.join(','));
  return { memberId: member.id as string, ...(await consoleMember(api, { memberId: member.id }, password)) };
}
