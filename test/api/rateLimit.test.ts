import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { createApi } from '../../api/app.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';

let api: ApiHarness;
let tenant: TenantFixture;
const policy = { rate: 0.5, burst: 3 };

beforeAll(async () => {
  api = await createApiHarness({ rateLimit: policy });
  tenant = await api.tenant();
});
afterAll(() => api.close());

describe('rate limiting per key', () => {
  it('allows a burst, then answers 429 rate_limited with an integer Retry-After', async () => {
    const remaining: (string | null)[] = [];
    for (let i = 0; i < policy.burst; i++) {
      const response = await api.request('GET', '/organization', { token: tenant.token });
      expect(response.status).toBe(200);
      expect(response.headers.get('RateLimit-Limit')).toBe('3');
      remaining.push(response.headers.get('RateLimit-Remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await api.request('GET', '/employees', { token: tenant.token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    expect(refused.headers.get('RateLimit-Remaining')).toBe('0');
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('shares one bucket across API processes and keeps keys apart', async () => {
    const other = await api.tenant();
    const secondProcess = createApi({ runtime: { ...api.runtime, bus: createInProcessBus() }, deployment: 'staging', rateLimit: policy });
    const ask = (app: { request: typeof secondProcess.request }) =>
      app.request('/api/v1/organization', { headers: { Authorization: `Bearer ${other.token}` } });
    const statuses = [
      (await ask(api.app)).status,
      (await ask(secondProcess)).status,
      (await ask(api.app)).status,
      (await ask(secondProcess)).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
