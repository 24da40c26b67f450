import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { startPaymentActors } from '../../actors/paymentActors.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';

/** requests.http, run top to bottom against the service: every request answers as its comment says, and every operation is in it. */
interface HttpRequest {
  title: string;
  name?: string;
  expect: number[];
  /** A path in the answer to wait for: the request is repeated until it is there (an event recorded by the dispatcher). */
  until?: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const file = readFileSync(new URL('../../requests.http', import.meta.url), 'utf8');
const [preamble, ...blocks] = file.split(/^###/m);
const variables = Object.fromEntries([...preamble!.matchAll(/^@(\w+)\s*=\s*(.+)$/gm)].map((m) => [m[1]!, m[2]!.trim()]));
const requests: HttpRequest[] = blocks.map((block) => {
  const [title, ...lines] = block.split('\n');
  const annotations = lines.filter((l) => l.startsWith('#')).join('\n');
  const rest = lines.filter((l) => !l.startsWith('#'));
  const start = rest.findIndex((l) => l.trim() !== '');
  const [method, url] = rest[start]!.trim().split(/\s+/);
  const blank = rest.findIndex((l, i) => i > start && l.trim() === '');
  const headerLines = rest.slice(start + 1, blank === -1 ? undefined : blank);
  const body = blank === -1 ? '' : rest.slice(blank + 1).join('\n').trim();
  return {
    title: title!.trim(),
    name: /# @name (\w+)/.exec(annotations)?.[1],
    expect: /# @expect ([\d, ]+)/.exec(annotations)?.[1]!.split(',').map(Number) ?? [],
    until: /# @until ([\w.]+)/.exec(annotations)?.[1],
    method: method!,
    url: url!,
    headers: Object.fromEntries(headerLines.map((l) => l.split(/:\s*/, 2) as [string, string])),
    ...(body ? { body } : {}),
  };
});

let api: ApiHarness;
let tenant: TenantFixture;
let actors: WorkConsumer;
let dispatcher: WebhookDispatcher;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  await api.admin('org', 'set', '--org', tenant.organizationId, '--debtor-iban', 'GB33BUKB20201555555555', '--debtor-bic', 'BUKBGB22');
  actors = await startPaymentActors({ ...api.runtime, partner: api.runtime.partner!, nameCheckQueue: api.runtime.nameCheckQueue! });
  // Records the events GET /events lists, as the worker does in the service.
  dispatcher = await startWebhookDispatcher(api.runtime);
});
afterAll(async () => {
  await dispatcher?.stop();
  await actors?.stop();
  await api?.close();
});

describe('requests.http', () => {
  it('holds every operation of the OpenAPI document', async () => {
    const doc = (await (await api.request('GET', '/api/v1/openapi.json')).json()) as any;
    const inFile = requests.map((r) => `${r.method} ${r.url.replace('{{base}}', '').replace(/\?.*$/, '').replace(/\{\{[^}]+\}\}/g, '{}')}`);
    const missing = Object.entries<any>(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`)
        .filter((operation) => !inFile.includes(operation)),
    );
    expect(missing).toEqual([]);
  });

  it('runs top to bottom, every request answering success (or the status its comment names)', async () => {
    const responses: Record<string, any> = {};
    const fill = (text: string) =>
      text.replace(/\{\{([\w.]+)\}\}/g, (_, reference: string) => {
        if (reference === 'base') return '';
        if (reference === 'token') return tenant.token;
        if (reference in variables) return variables[reference]!;
        const [name, , , ...path] = reference.split('.');
        return String(path.reduce((value, key) => value?.[key], responses[name!]));
      });
    const answered: string[] = [];
    for (const request of requests) {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, fill(v)]));
      const send = async () => {
        const response = await api.app.request(`/api/v1${fill(request.url)}`, { method: request.method, headers, body: request.body ? fill(request.body) : undefined });
        const type = response.headers.get('Content-Type') ?? '';
        return { response, body: type.includes('json') ? await response.json() : await response.arrayBuffer() };
      };
      let { response, body } = await send();
      // Work the filing actor does after commit (a paid run's returns), done before the next request reads it.
      if (request.method !== 'GET') await api.doPendingFilingWork();
      const arrived = () => request.until!.split('.').reduce((value: any, key) => value?.[key], body) !== undefined;
      for (let tries = 1; request.until && !arrived() && tries < 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ({ response, body } = await send());
      }
      if (request.name) responses[request.name] = body;
      const allowed = request.expect.length ? request.expect : [200, 201];
      if (!allowed.includes(response.status)) answered.push(`${request.title}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    }
    expect(answered).toEqual([]);
  });
});
