import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { SessionWithMember } from '../db/consoleSessions.ts';
import { csrfField } from './csrf.ts';

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

const navigation = [
  { href: '/console/machines', label: 'Machines', key: 'machines' },
  { href: '/console/pay-runs', label: 'Pay runs', key: 'pay-runs' },
  { href: '/console/rules', label: 'Rules in force', key: 'rules' },
  { href: '/console/filings', label: 'Filings', key: 'filings' },
  { href: '/console/queues', label: 'Queues', key: 'queues' },
  { href: '/console/health', label: 'Health', key: 'health' },
  { href: '/console/settings/integrations', label: 'Settings → Integrations', key: 'integrations' },
] as const;

/** Hidden CSRF field for a form of a signed-in page. */
export const csrfInput = (session: SessionWithMember) => html`<input type="hidden" name="${csrfField}" value="${session.csrf_token}">`;

/** The page shell: every style and script is served by the console itself (no CDN), so the CSP can say 'self'. */
export function page(title: string, body: Markup, options: { session?: SessionWithMember; current?: string; script?: boolean } = {}) {
  const { session } = options;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Payroll console</title>
<link rel="icon" href="/console/assets/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/console/assets/console.css">
${options.script ? html`<script src="/console/assets/console.js" defer></script>` : ''}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top">
  <span class="brand">Payroll console</span>
  ${session
    ? html`<nav aria-label="Console">
        <ul>${navigation.map(
          (n) => html`<li><a href="${n.href}"${n.key === options.current ? html` aria-current="page"` : ''}>${n.label}</a></li>`,
        )}</ul>
      </nav>
      <form method="get" action="/console/find" class="find" role="search">
        <label for="find-id">Find by id</label>
        <input id="find-id" name="id" type="search" required maxlength="200" placeholder="pay run, payslip, employee, event, req_… id" autocomplete="off" spellcheck="false">
        <button type="submit">Open</button>
      </form>
      <form method="post" action="/console/sign-out" class="sign-out">
        ${csrfInput(session)}
        <span class="who">${session.email} · ${session.organization_name}</span>
        <button type="submit">Sign out</button>
      </form>`
    : ''}
</header>
<main id="main" tabindex="-1">
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
}

/** A notice at the top of a page after an action (passed in the query string as a short code). */
export function notice(message: string | undefined, kind: 'ok' | 'error' = 'ok') {
  if (!message) return '';
  return html`<p class="notice ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</p>`;
}

/** Minor units as the currency's major units, by integer arithmetic only (no float touches an amount). */
export function formatMinor(minor: number | bigint | string, currency: string, exponent: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(exponent + 1, '0');
  const whole = exponent ? digits.slice(0, -exponent) : digits;
  const fraction = exponent ? `.${digits.slice(-exponent)}` : '';
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction} ${currency}`;
}

export const formatTime = (at: Date | string | null) => (at ? new Date(at).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : '—');
