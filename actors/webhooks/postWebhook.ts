import http from 'node:http';
import { Buffer } from 'node:buffer';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RefusedAddress, resolveDeliveryAddress, type AddressPolicy } from '../../commands/webhooks/deliveryAddress.ts';

export interface PostResult {
  responseStatus: number | null;
  error: AttemptError | null;
}

/**
 * Why an attempt got no HTTP answer, as a class: never the socket's own text, which would make the attempt log a
 * port scanner (which port is closed, which host is there).
 */
export type AttemptError = 'address refused' | 'address lookup failed' | 'timeout' | 'connection refused' | 'tls' | 'connection failed';

function errorClass(error: NodeJS.ErrnoException): AttemptError {
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_OSSL)/.test(code)) return 'tls';
  if (code === 'ETIMEDOUT') return 'timeout';
  return 'connection failed';
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
    return { responseStatus: null, error: error instanceof RefusedAddress ? 'address refused' : 'address lookup failed' };
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
      finish({ responseStatus: null, error: 'timeout' });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish({ responseStatus: null, error: errorClass(error) }));
    request.end(body);
  });
}
