import http from 'node:http';
import { Buffer } from 'node:buffer';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RefusedAddress, resolveDeliveryAddress, type AddressPolicy } from '../../commands/webhooks/deliveryAddress.ts';

export interface PostResult {
  responseStatus: number | null;
  error: string | null;
}

/**
 * One POST to a receiver. The host is resolved and checked now, and the connection made to exactly the address
 * checked (no second lookup a rebinding DNS could answer differently). Redirects are not followed: a 3xx is a
 * failed attempt like any other non-2xx. The whole attempt, up to the answer's status, has `timeoutMs`.
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<PostResult> {
  const target = new URL(url);
  let pinned: { address: string; family: 4 | 6 };
  try {
    pinned = await resolveDeliveryAddress(target.hostname, policy);
  } catch (error) {
    return { responseStatus: null, error: error instanceof RefusedAddress ? `refused: ${error.message}` : 'address lookup failed' };
  }
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      {
        method: 'POST',
        protocol: target.protocol,
        hostname: target.hostname.replace(/^\[|\]$/g, ''),
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        lookup,
        agent: false,
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), 'User-Agent': 'payroll-service-webhooks/1' },
      },
      (response) => {
        // The answer's body is not ours to keep; read and drop it so the socket closes.
        response.resume();
        finish({ responseStatus: response.statusCode ?? null, error: null });
        response.on('end', () => request.destroy());
      },
    );
    const timer = setTimeout(() => {
      finish({ responseStatus: null, error: `timeout after ${timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish({ responseStatus: null, error: `connection failed: ${error.code ?? error.message}` }));
    request.end(body);
  });
}
