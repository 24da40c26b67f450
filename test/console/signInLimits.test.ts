import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { consoleClient, memberWith } from '../support/consoleClient.ts';
import { passwordCheckSlots, passwordChecks } from '../../domain/memberPassword.ts';

// The console's sign-in limits under concurrent guessing (issue 30, defect 1).
let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
}, 60_000);
afterAll(() => api?.close());

/** Forty browsers at one address, each with its sign-in form loaded, then posting their guesses at once. */
async function guessAtOnce(count: number, address: string, email: (i: number) => string) {
  const browsers = await Promise.all(
    Array.from({ length: count }, async () => {
      const browser = consoleClient(api.app, { address });
      await browser.page('/console/sign-in');
      return browser;
    }),
  );
  const responses = await Promise.all(browsers.map((b, i) => b.post('/console/sign-in', { email: email(i), password: `guess number ${i}!` })));
  return responses.map((r) => r.status);
}

/** A minute passes for the buckets of this email (the lock lifts for one more try). */
const aMinutePasses = (email: string) =>
  api.db.sql`update rate_limits set tat = tat - interval '60 seconds' where key_id like ${`console_sign_in%${email.toLowerCase()}%`}`;

describe('console sign-in limits', () => {
  it('evaluates at most the allowed guesses when forty are sent at once right after the lock lifts', async () => {
    const member = await memberWith(api, tenant.organizationId, ['payruns.read']);
    const attacker = consoleClient(api.app, { address: '203.0.113.7' });
    for (let i = 0; i < 5; i++) expect((await attacker.signIn(member.email, `wrong password ${i}!`)).status).toBe(401);
    expect((await attacker.signIn(member.email, 'wrong again!!')).status).toBe(429);
    await aMinutePasses(member.email);
    const statuses = await guessAtOnce(40, '203.0.113.7', () => member.email);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(39);
    // The member signs in from their own address meanwhile: the attacker's guesses do not lock them out.
    expect((await consoleClient(api.app, { address: '198.51.100.20' }).signIn(member.email, member.password)).status).toBe(303);
  }, 60_000);

  it('throttles one address guessing at many emails, twenty at once then one every six seconds', async () => {
    const statuses: number[] = [];
    const browser = consoleClient(api.app, { address: '203.0.113.99' });
    const started = Date.now();
    for (let i = 0; i < 30; i++) statuses.push((await browser.signIn(`nobody${i}-${crypto.randomUUID().slice(0, 6)}@test.example`, 'a guess at all')).status);
    const seconds = (Date.now() - started) / 1000;
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    // Each sign-in is slow (a hash), so the bucket refills a little while the loop runs: one per six seconds.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20 + Math.ceil(seconds / 6));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  }, 60_000);

  it('caps the password hashes running at once, however many addresses ask', async () => {
    passwordChecks.peak = 0;
    const browsers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const browser = consoleClient(api.app, { address: `192.0.2.${i + 1}` });
        await browser.page('/console/sign-in');
        return browser;
      }),
    );
    const statuses = await Promise.all(browsers.map((b, i) => b.post('/console/sign-in', { email: `spray${i}@test.example`, password: 'a guess at all' })));
    expect(statuses.map((r) => r.status).every((s) => s === 401)).toBe(true);
    expect(passwordChecks.peak).toBeGreaterThan(0);
    expect(passwordChecks.peak).toBeLessThanOrEqual(passwordCheckSlots.most);
  }, 60_000);

  it('answers 503 with Retry-After, evaluating nothing, when more checks wait than the cap allows', async () => {
    const browsers = await Promise.all(
      Array.from({ length: passwordCheckSlots.most + passwordCheckSlots.mostWaiting + 6 }, async (_, i) => {
        const browser = consoleClient(api.app, { address: `192.0.2.${100 + i}` });
        await browser.page('/console/sign-in');
        return browser;
      }),
    );
    const responses = await Promise.all(browsers.map((b, i) => b.post('/console/sign-in', { email: `flood${i}@test.example`, password: 'a guess at all' })));
    const busy = responses.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((r) => r.headers.get('Retry-After') === '1')).toBe(true);
    expect(responses.filter((r) => r.status === 401).length).toBeLessThanOrEqual(passwordCheckSlots.most + passwordCheckSlots.mostWaiting);
  }, 60_000);
});
