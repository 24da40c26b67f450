import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '../../domain/webhooks/addressPolicy.ts';

/** Where webhooks may go: production refuses every non-public address; staging reaches a laptop's receiver. */
export interface AddressPolicy {
  allowPrivate: boolean;
}

export class RefusedAddress extends Error {}

/**
 * The address a delivery connects to, resolved now and checked now: a name that resolves to an internal address
 * (on creation, or later by DNS rebinding) is refused, and the connection is pinned to the address checked.
 */
export async function resolveDeliveryAddress(hostname: string, policy: AddressPolicy): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : ((await lookup(host, { all: true, verbatim: true }).catch(() => [])) as { address: string; family: number }[]).map((a) => ({
        address: a.address,
        family: a.family as 4 | 6,
      }));
  if (addresses.length === 0) throw new RefusedAddress(`${host} does not resolve`);
  // Every answer must be public: a rebinding name that mixes one public and one internal answer is refused.
  if (!policy.allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new RefusedAddress(`${host} resolves to a loopback, private or otherwise non-public address`);
  }
  return addresses[0]!;
}

/** Why a URL cannot be an endpoint, or null: its shape, then (production) where it resolves. */
export async function endpointUrlProblem(url: string, policy: AddressPolicy): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an absolute http(s) URL';
  }
  if (parsed.protocol !== 'https:' && !(policy.allowPrivate && parsed.protocol === 'http:')) {
    return policy.allowPrivate ? 'must be an http or https URL' : 'must be an https URL';
  }
  if (parsed.username || parsed.password) return 'must not carry credentials';
  if (parsed.hash) return 'must not carry a fragment';
  try {
    await resolveDeliveryAddress(parsed.hostname, policy);
  } catch (error) {
    if (error instanceof RefusedAddress) return policy.allowPrivate ? error.message : 'must resolve to public internet addresses only (loopback and private addresses are refused in production)';
    throw error;
  }
  return null;
}
