import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../support/apiHarness.ts';
import { generatedFiles, generateClientSources } from '../../clients/typescript/scripts/generate.ts';

/**
 * The committed client is the one the running service's document generates, byte for byte: a route, schema or
 * operationId changed without `npm run generate -w payroll-service-client` fails here.
 */
const clientRoot = resolve(import.meta.dirname, '../../clients/typescript');
let api: ApiHarness;
let document: any;

beforeAll(async () => {
  api = await createApiHarness({ deployment: 'staging' });
  const response = await api.request('GET', '/api/v1/openapi.json');
  expect(response.status).toBe(200);
  document = await response.json();
});
afterAll(() => api.close());

describe('the generated client', () => {
  it('is what the running service generates, file by file', async () => {
    const generated = await generateClientSources(document);
    for (const file of generatedFiles) {
      const committed = readFileSync(resolve(clientRoot, file), 'utf8');
      expect(committed === generated[file], `${file} differs from what GET /api/v1/openapi.json generates: run \`npm start\`, then \`npm run generate -w payroll-service-client\``).toBe(true);
    }
  });

  it('is generated the same twice from the same document (no dates, no ordering by chance)', async () => {
    const [first, second] = [await generateClientSources(document), await generateClientSources(structuredClone(document))];
    expect(second).toEqual(first);
  });

  it('lists every operation of the document in its operation table, with its method and path', async () => {
    const { operationRoutes } = await import('../../clients/typescript/src/generated/operations.ts');
    const fromDocument = Object.entries<any>(document.paths).flatMap(([path, item]) =>
      Object.entries<any>(item).filter(([, op]) => op?.operationId).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`));
    const table = Object.entries(operationRoutes).map(([id, route]) => `${id} ${route.method} ${route.path}`);
    expect(table.sort()).toEqual(fromDocument.sort());
    expect(Object.values(operationRoutes).filter((r) => r.list).length).toBeGreaterThanOrEqual(10);
  });

  it('is linked from the API reference: the document that GET /api/v1/docs renders points to it', async () => {
    const manifest = JSON.parse(readFileSync(resolve(clientRoot, 'package.json'), 'utf8'));
    const url = `https://www.npmjs.com/package/${manifest.name}`;
    expect(document.info.description).toContain(`[${manifest.name}](${url})`);
    expect(document.externalDocs).toEqual({ description: `TypeScript client: ${manifest.name}`, url });
    const page = await (await api.request('GET', '/api/v1/docs')).text();
    expect(page).toContain('/api/v1/openapi.json');
  });
});
