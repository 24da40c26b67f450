import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createApiHarness, type ApiHarness } from '../support/apiHarness.ts';
import { scopes } from '../../domain/scopes.ts';
import { errorStatus } from '../../api/errors.ts';

/**
 * Walks every operation of the generated document: what a client generator and a reader need must be
 * there for each, so a route added without it fails here (CONTRIBUTING.md, "Add a route").
 */
let api: ApiHarness;
let doc: any;
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operations = () =>
  Object.entries(doc.paths as Record<string, any>).flatMap(([path, item]) =>
    methods.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as any, name: `${method.toUpperCase()} ${path}` })),
  );

beforeAll(async () => {
  api = await createApiHarness({ deployment: 'staging' });
  doc = await (await api.request('GET', '/api/v1/openapi.json')).json();
  if (process.env.OPENAPI_DUMP) writeFileSync(process.env.OPENAPI_DUMP, JSON.stringify(doc, null, 2));
});
afterAll(() => api.close());

// Field names that say all there is to say; every other field of every schema carries a description.
const selfExplanatory = new Set([
  'id', 'object', 'created_at', 'updated_at', 'name', 'title', 'first_name', 'middle_name', 'last_name', 'suffix', 'staff_id',
  'department', 'position', 'location', 'data', 'url', 'description', 'message', 'employee_id', 'pay_run_id', 'endpoint_id',
  'delivery_id', 'deleted', 'country_code', 'start_date', 'end_date', 'period_start', 'period_end', 'pay_date', 'error',
]);

describe('every schema of the OpenAPI document', () => {
  it('describes every field whose name does not say it all', () => {
    const undescribed = Object.entries<any>(doc.components.schemas).flatMap(([schema, body]) =>
      Object.entries<any>(body.properties ?? {})
        .filter(([field, property]) => !selfExplanatory.has(field) && !property.$ref && !property.description && !property.allOf?.some((part: any) => part.description))
        .map(([field]) => `${schema}.${field}`));
    expect(undescribed).toEqual([]);
  });
});

describe('every operation of the OpenAPI document', () => {
  it('has a unique operationId, a declared tag, a summary and a description', () => {
    const declared = new Set(doc.tags.map((t: any) => t.name));
    const ids = new Set<string>();
    const lacking: string[] = [];
    for (const { name, op } of operations()) {
      if (!op.operationId || ids.has(op.operationId)) lacking.push(`${name}: operationId missing or repeated`);
      ids.add(op.operationId);
      if (!op.tags?.length || !op.tags.every((t: string) => declared.has(t))) lacking.push(`${name}: tag missing or not declared in api/openapi/tags.ts`);
      if (!op.summary) lacking.push(`${name}: summary`);
      if (!op.description) lacking.push(`${name}: description`);
    }
    expect(lacking).toEqual([]);
    expect(operations().length).toBeGreaterThan(20);
  });

  it('names the scope it needs, as security and x-required-scope', () => {
    const lacking = operations()
      .filter(({ op }) => !(scopes as readonly string[]).includes(op['x-required-scope']) || op.security?.[0]?.bearer?.[0] !== op['x-required-scope'])
      .map(({ name }) => name);
    expect(lacking).toEqual([]);
  });

  it('has an example for its request body and for every response', () => {
    const lacking: string[] = [];
    for (const { name, op } of operations()) {
      for (const [type, media] of Object.entries<any>(op.requestBody?.content ?? {})) {
        if (media.example === undefined && !media.examples) lacking.push(`${name} request ${type}`);
      }
      for (const [status, response] of Object.entries<any>(op.responses)) {
        // A 304 has no body by definition (RFC 9110 15.4.5).
        if (!response.content && status !== '304') lacking.push(`${name} ${status}: no content`);
        for (const [type, media] of Object.entries<any>(response.content ?? {})) {
          if (media.example === undefined && !media.examples) lacking.push(`${name} ${status} ${type}`);
        }
      }
    }
    expect(lacking).toEqual([]);
  });

  it('has examples that its own schemas accept', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'urn:payroll:openapi', components: doc.components });
    const resolved = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"urn:payroll:openapi#/components/'));
    const rejected: string[] = [];
    for (const { name, op } of operations()) {
      const media = [
        ...Object.entries<any>(op.requestBody?.content ?? {}).map(([type, m]) => [`request ${type}`, m] as const),
        ...Object.entries<any>(op.responses).flatMap(([status, r]) => Object.entries<any>(r.content ?? {}).map(([type, m]) => [`${status} ${type}`, m] as const)),
      ];
      for (const [where, m] of media) {
        if (!m.schema || !where.includes('json')) continue;
        const validate = ajv.compile(resolved(m.schema));
        const examples = m.example !== undefined ? [m.example] : Object.values<any>(m.examples ?? {}).map((e) => e.value);
        for (const example of examples) {
          if (!validate(example)) rejected.push(`${name} ${where}: ${ajv.errorsText(validate.errors)}`);
        }
      }
    }
    expect(rejected).toEqual([]);
  });

  it('gives each error response its codes as an enum, and the headers the middleware sets', () => {
    const wrong: string[] = [];
    for (const { name, op } of operations()) {
      for (const [status, response] of Object.entries<any>(op.responses)) {
        if (!response.headers?.['Request-Id']) wrong.push(`${name} ${status}: Request-Id`);
        if (Number(status) < 400) continue;
        const ref = response.content['application/json'].schema.$ref as string;
        const schema = doc.components.schemas[ref.split('/').pop()!];
        // A body over the limit is invalid_request answered with 413 (api/middleware/jsonBody.ts).
        const codes = status === '413' ? ['invalid_request'] : Object.entries(errorStatus).filter(([, s]) => s === Number(status)).map(([code]) => code);
        if (JSON.stringify(schema.properties.error.properties.code.enum) !== JSON.stringify(codes)) wrong.push(`${name} ${status}: code enum`);
        if (status === '429' && !response.headers['Retry-After']) wrong.push(`${name} 429: Retry-After`);
        if (status !== '401' && !response.headers['RateLimit-Remaining']) wrong.push(`${name} ${status}: RateLimit-Remaining`);
      }
    }
    expect(wrong).toEqual([]);
    const withBody = operations().filter(({ op }) => op.requestBody);
    expect(withBody.length).toBeGreaterThan(0);
    expect(withBody.filter(({ op }) => !op.responses['413']).map(({ name }) => name)).toEqual([]);
  });

  it('takes an Idempotency-Key exactly where the idempotent middleware runs, and says a replay is marked', () => {
    const takesKey = operations().filter(({ op }) => op.parameters?.some((p: any) => p.$ref === '#/components/parameters/IdempotencyKey'));
    expect(takesKey.map(({ name }) => name)).toEqual(expect.arrayContaining(['POST /pay_runs', 'POST /pay_runs/{pay_run_id}/approve', 'POST /employees', 'PATCH /employees/{id}']));
    expect(takesKey.every(({ method }) => method !== 'get')).toBe(true);
    for (const { op } of takesKey) {
      const success = Object.entries<any>(op.responses).find(([s]) => s.startsWith('2'))![1];
      expect(success.headers['Idempotent-Replayed']).toEqual({ $ref: '#/components/headers/IdempotentReplayed' });
    }
  });

  it('names tax_profile per jurisdiction and bank_details per scheme', () => {
    const body = doc.paths['/employees'].post.requestBody.content['application/json'].schema;
    const refs = (schema: any) => JSON.stringify(schema).match(/#\/components\/schemas\/(TaxProfile|BankDetails)\w+/g) ?? [];
    expect(new Set(refs(body))).toEqual(
      new Set(['KE', 'NG', 'GH', 'ZA', 'GB', 'SG'].map((cc) => `#/components/schemas/TaxProfile${cc}`)
        .concat(['Iban', 'Clabe', 'Nuban', 'UsAba', 'UkSortCode', 'CanadaTransit', 'MobileMoney'].map((s) => `#/components/schemas/BankDetails${s}`))),
    );
    expect(doc.info.license.name).toBe('Apache-2.0');
    expect(doc.servers[0].url).toBe('/api/v1');
  });
});

describe('the documented scope is the one the route demands', () => {
  it('answers 403 insufficient_scope naming it, to a key holding every other scope', async () => {
    const mismatched: string[] = [];
    for (const { path, method, op, name } of operations()) {
      const scope = op['x-required-scope'];
      if (scope === 'organization.read') continue; // implied by every key
      const tenant = await api.tenant({ scopes: scopes.filter((s) => s !== scope && s !== 'organization.read') });
      const url = path.replace(/\{[^}]+\}/g, crypto.randomUUID());
      const body = op.requestBody?.content['application/json']?.example;
      const response = await api.request(method.toUpperCase(), url, { token: tenant.token, body });
      const answer = (await response.json()) as any;
      if (response.status !== 403 || answer.error?.details?.required_scope !== scope) mismatched.push(`${name}: ${response.status} ${JSON.stringify(answer)}`);
    }
    expect(mismatched).toEqual([]);
  });
});

describe('@redocly/cli lint', () => {
  // Offline: telemetry and the update check are off; where a network namespace can be made, it runs inside one without network.
  const lint = (document: unknown) => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const command = ['node_modules/.bin/redocly', 'lint', '--config', 'redocly.yaml', '--format', 'stylish', file];
      const isolated = spawnSync('unshare', ['-n', 'true']).status === 0;
      const [bin, ...args] = isolated ? ['unshare', '-n', ...command] : command;
      return spawnSync(bin!, args, {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        timeout: 120_000,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('finds no error and no warning in the document', () => {
    const result = lint(doc);
    expect(result.stdout + result.stderr).not.toMatch(/You have \d+ warning/);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toContain('Your API description is valid');
  }, 120_000);

  it('fails a document whose operation has no operationId (the configuration is the one in force)', () => {
    const broken = structuredClone(doc);
    delete broken.paths['/pay_runs'].post.operationId;
    const result = lint(broken);
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toContain('operation-operationId');
  }, 120_000);
});

describe('GET /api/v1/docs', () => {
  it('serves the browsable reference without a key, its script from node_modules and nothing from a CDN', async () => {
    const page = await api.request('GET', '/api/v1/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/v1/openapi.json');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api/v1/docs/scalar.js']);
    expect(html).not.toMatch(/https?:\/\/(cdn|fonts)\./);
    const script = await api.request('GET', '/api/v1/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toContain('javascript');
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});
