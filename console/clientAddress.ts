import type { Context } from 'hono';

/**
 * The peer address of the connection: @hono/node-server passes the Node request as `env.incoming`, Deno.serve its
 * connection info as `env.remoteAddr`. Behind a reverse proxy this is the proxy's address, so the per-address
 * sign-in limit then counts the proxy's clients together (README, "The console").
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } }; remoteAddr?: { hostname?: string } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? env?.remoteAddr?.hostname ?? 'unknown';
}
