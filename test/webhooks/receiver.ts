import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: any;
  at: number;
}

/** What the receiver does with a request: answer with a status, or never answer (a hanging receiver). */
export type Behaviour = number | 'hang';

/**
 * A real HTTP receiver on loopback. `respond` decides per request (by path and how many that path got before);
 * every request that arrived is kept, hanging ones included.
 */
export async function startReceiver(respond: (path: string, seen: number) => Behaviour = () => 200) {
  const received: Received[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      const seen = received.filter((r) => r.path === path).length;
      received.push({ path, headers: request.headers, rawBody, body: JSON.parse(rawBody), at: Date.now() });
      const behaviour = respond(path, seen);
      if (behaviour === 'hang') {
        const end = () => response.destroy();
        hanging.add(end);
        response.on('close', () => hanging.delete(end));
        return;
      }
      response.writeHead(behaviour, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received,
    on: (path: string) => received.filter((r) => r.path === path),
    /** Requests held open right now (hanging, not yet given up by the sender). */
    hangingNow: () => hanging.size,
    /** Ends every hanging request (the sender sees the connection drop), as a receiver coming back would. */
    releaseHanging() {
      for (const end of hanging) end();
    },
    async close() {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Waits until `check` returns something truthy (polling: no timing is asserted). */
export async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 20_000): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | null | undefined | 0 | ''>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
