import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { connectDatabase } from '../../db/connect.ts';

// A database that cannot be reached is the client's to retry (503), a statement that fails is ours to fix (500).
describe('isDatabaseUnavailable', () => {
  const cases: [string, unknown, boolean][] = [
    ['a refused connection', { code: 'ECONNREFUSED' }, true],
    ['a connection reset', { code: 'ECONNRESET' }, true],
    ["postgres.js's connect timeout", { code: 'CONNECT_TIMEOUT' }, true],
    ["postgres.js's closed connection", { code: 'CONNECTION_CLOSED' }, true],
    ['PostgreSQL shutting down (admin_shutdown)', { code: '57P01' }, true],
    ['PostgreSQL starting up (cannot_connect_now)', { code: '57P03' }, true],
    ['a connection exception of class 08', { code: '08006' }, true],
    ['a unique violation', { code: '23505' }, false],
    ['an undefined table', { code: '42P01' }, false],
    ['a serialization failure', { code: '40001' }, false],
    ['an error without a code', new Error('boom'), false],
    ['nothing', null, false],
  ];
  for (const [what, error, unavailable] of cases) {
    it(`${unavailable ? 'is' : 'is not'} unavailability: ${what}`, () => expect(isDatabaseUnavailable(error)).toBe(unavailable));
  }
});

// Found by the fault drill: postgres.js waits up to 20 s before it tries a failed connection again, and every
// statement meanwhile waits with it, so while PostgreSQL restarted the API left requests hanging instead of
// answering 503, and was as slow to see it back. The service's pools try again within a second.
describe("the service's database pool", () => {
  it('tries a failed connection again within a second, however many failures came before', async () => {
    const sql = connectDatabase('postgres://postgres@127.0.0.1:1/payroll', { max: 1 });
    try {
      const backoff = sql.options.backoff as unknown as (failures: number) => number;
      for (let failures = 0; failures <= 30; failures++) expect(backoff(failures)).toBeLessThanOrEqual(1);
      // A refused connection still answers as unavailability, never as something else.
      expect(isDatabaseUnavailable(await sql`select 1`.catch((error: unknown) => error))).toBe(true);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
