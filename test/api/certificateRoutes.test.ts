import { beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import { loadRulesEngine } from '../../rules-wasm/host/engine.ts';

// The four employee certificates share one route factory (api/routes/employeeCertificate.ts): each keeps its
// operation ids, its year parameter, its scope, its errors and its schema, as JSON and as PDF.
let paths: Record<string, { get: Record<string, any> }>;

beforeAll(async () => {
  const app = createApi({ runtime: { rules: await loadRulesEngine() } as never, deployment: 'staging', rateLimit: { rate: 1, burst: 1 } });
  paths = (await (await app.request('/api/v1/openapi.json')).json()).paths;
});

const certificates = [
  { name: 'p60', id: 'getP60', year: 'tax_year', schema: 'P60' },
  { name: 'p45', id: 'getP45', year: null, schema: 'P45' },
  { name: 'p9a', id: 'getP9a', year: 'year', schema: 'P9A' },
  { name: 'irp5', id: 'getIrp5', year: 'tax_year', schema: 'Irp5' },
];

describe.each(certificates)('GET /employees/{id}/$name and its PDF', ({ name, id, year, schema }) => {
  it('are documented as one pair', () => {
    const json = paths[`/employees/{id}/${name}`]!.get;
    const pdf = paths[`/employees/{id}/${name}/pdf`]!.get;
    expect([json.operationId, pdf.operationId]).toEqual([id, `${id}Pdf`]);
    for (const op of [json, pdf]) {
      expect(op['x-required-scope']).toBe('payslips.read');
      expect(op.tags).toEqual(['Employees']);
      expect(op.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`).sort()).toEqual(['path:id', ...(year ? [`query:${year}`] : [])].sort());
      expect(Object.keys(op.responses).sort()).toEqual(['200', ...(year ? ['400'] : []), '401', '403', '404', '422', '429']);
    }
    expect(json.responses['200'].content['application/json'].schema).toEqual({ $ref: `#/components/schemas/${schema}` });
    expect(json.responses['200'].content['application/json'].example.object).toBe(name);
    expect(Object.keys(pdf.responses['200'].content)).toEqual(['application/pdf']);
  });
});
