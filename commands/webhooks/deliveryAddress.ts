import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '../../domain/webhooks/addressPolicy.ts';

/**
 * Where webhooks may go. Staging reaches only a receiver on the same machine, at http(s)://127.0.0.1 or localhost
 * (README, "Webhooks"); production only public internet addresses.
 */
export interface AddressPolicy {
  loopbackOnly: boolean;
}

export class RefusedAddress extends Error {}

/** The host names staging delivers to, exactly as written in the URL (so `127.1` or `0x7f.1` are not). */
export const stagingHosts = ['127.0.0.1', 'localhost'] as const;
const loopback = new Set(['127.0.0.1', '::1']);

/**
 * The address a delivery connects to, resolved now and checked now: a name that resolves to an internal address
 * (on creation, or later by DNS rebinding) is refused, and the connection is pinned to the address checked.
 */
export async function resolveDeliveryAddress(hostname: string, policy: AddressPolicy): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (policy.loopbackOnly && !(stagingHosts as readonly string[]).includes(host.toLowerCase())) {
    throw new RefusedAddress(`${host} is not 127.0.0.1 or localhost`);
  }
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : ((await lookup(host, { all: true, verbatim: true }).catch(() => [])) as { address: string; family: number }[]).map((a) => ({
        address: a.address,
        family: a.family as 4 | 6,
      }));
  if (addresses.length === 0) throw new RefusedAddress(`${host} does not resolve`);
  if (policy.loopbackOnly) {
    if (addresses.some((a) => !loopback.has(a.address))) throw new RefusedAddress(`${host} resolves beyond this machine's loopback`);
    return addresses[0]!;
  }
  // Every answer must be public: a rebinding name that mixes one public and one internal answer is refused.
  if (addresses.some((a) => !isPublicAddress(a.address))) {
    throw new RefusedAddress(`${host} resolves to a loopback, private or otherwise special-purpose address`);
  }
  return addresses[0]!;
}

/** The host as the client wrote it (URL parsing turns `127.1` into `127.0.0.1`). */
const writtenHost = (url: string) => /^[a-z][a-z0-9+.-]*:\/\/(\[[^\]]*\]|[^/?#:]*)/i.exec(url)?.[1] ?? '';

/** Why a URL cannot be an endpoint, or null: its shape, then where it resolves. */
export async function endpointUrlProblem(url: string, policy: AddressPolicy): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an absolute http(s) URL';
  }
  if (parsed.protocol !== 'https:' && !(policy.loopbackOnly && parsed.protocol === 'http:')) {
    return policy.loopbackOnly ? 'must be an http or https URL' : 'must be an https URL';
  }
  if (parsed.username || parsed.password) return 'must not carry credentials';
  if (parsed.hash) return 'must not carry a fragment';
  if (policy.loopbackOnly && !(stagingHosts as readonly string[]).includes(writtenHost(url).toLowerCase())) {
    return 'must be on http://127.0.0.1 or http://localhost in staging (a receiver on this machine)';
  }
  try {
    await resolveDeliveryAddress(parsed.hostname, policy);
  } catch (error) {
    if (error instanceof RefusedAddress) return policy.loopbackOnly ? error.message : 'must resolve to public internet addresses only (loopback, private and special-purpose addresses are refused in production)';
    throw error;
  }
  return null;
}
