import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from '../../domain/webhooks/signature.ts';
import { isPublicAddress } from '../../domain/webhooks/addressPolicy.ts';
import { nextAttemptAt, defaultRetrySchedule } from '../../domain/webhooks/retrySchedule.ts';
import { newWebhookSecret } from '../../domain/webhooks/secret.ts';
import { createHmac } from 'node:crypto';

const secret = newWebhookSecret();
const body = '{"id":"01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f","object":"event"}';
const now = 1_750_000_000;

describe('verifyWebhook', () => {
  it('accepts a body signed as the contract says: hex HMAC-SHA256 of "<t>.<raw body>" keyed by the whole secret', () => {
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(signWebhook([secret], body, now)).toBe(`t=${now},v1=${expected}`);
    expect(verifyWebhook(secret, `t=${now},v1=${expected}`, body, { now })).toEqual({ ok: true, timestamp: now });
    expect(verifyWebhook([newWebhookSecret(), secret], signWebhook([secret], body, now), Buffer.from(body), { now }).ok).toBe(true);
  });

  it('says which check failed', () => {
    const header = signWebhook([secret], body, now);
    for (const malformed of [undefined, '', 'v1=abc', `t=${now}`, `t=abc,v1=${'0'.repeat(64)}`, `t=${now},v1=xyz`, `t=${now},t=${now},v1=${'0'.repeat(64)}`]) {
      expect(verifyWebhook(secret, malformed, body, { now })).toMatchObject({ ok: false, reason: 'malformed_header' });
    }
    expect(verifyWebhook(secret, header, body, { now: now + 301 })).toMatchObject({ ok: false, reason: 'stale_timestamp' });
    expect(verifyWebhook(secret, header, body, { now: now - 301 })).toMatchObject({ ok: false, reason: 'stale_timestamp' });
    expect(verifyWebhook(secret, header, body, { now: now + 30, toleranceSeconds: 10 })).toMatchObject({ ok: false, reason: 'stale_timestamp' });
    expect(verifyWebhook(secret, header, `${body} `, { now })).toMatchObject({ ok: false, reason: 'no_matching_signature' });
    expect(verifyWebhook(newWebhookSecret(), header, body, { now })).toMatchObject({ ok: false, reason: 'no_matching_signature' });
  });

  it('accepts any of several v1 signatures (a rotation overlap) and skips schemes it does not know', () => {
    const other = newWebhookSecret();
    const header = signWebhook([other, secret], body, now);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verifyWebhook(secret, header, body, { now }).ok).toBe(true);
    expect(verifyWebhook(other, header, body, { now }).ok).toBe(true);
    expect(verifyWebhook(secret, `${header},v2=whatever`, body, { now }).ok).toBe(true);
  });
});

describe('address policy', () => {
  it('refuses loopback, private, link-local, unique-local, multicast and reserved addresses, v4 and v6', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
      '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1',
      '64:ff9b::10.0.0.1', '2001:db8::1', 'not an address']) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    }
  });

  it('accepts public addresses', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '[2a00:1450:4001:82a::200e]']) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    }
  });
});

describe('retry schedule', () => {
  it('backs off exponentially with jitter and gives up after 3 days', () => {
    const start = new Date('2025-07-01T00:00:00Z');
    const delays = [1, 2, 3, 4].map((n) => nextAttemptAt(defaultRetrySchedule, n, start, start, () => 1)!.getTime() - start.getTime());
    expect(delays).toEqual([60_000, 120_000, 240_000, 480_000]);
    const low = nextAttemptAt(defaultRetrySchedule, 1, start, start, () => 0)!.getTime() - start.getTime();
    expect(low).toBe(30_000);
    const late = new Date(start.getTime() + 3 * 24 * 3600 * 1000 - 1000);
    expect(nextAttemptAt(defaultRetrySchedule, 40, start, late, () => 0)).toBeNull();
  });
});
