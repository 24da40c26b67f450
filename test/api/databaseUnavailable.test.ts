import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';

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
