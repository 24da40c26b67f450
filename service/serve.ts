import { serve as serveOnNode } from '@hono/node-server';

type FetchHandler = (request: Request) => Response | Promise<Response>;

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

interface DenoServe {
  serve(options: { port: number; hostname?: string; onListen?: () => void }, handler: FetchHandler): {
    addr: { port: number };
    shutdown(): Promise<void>;
  };
}

/** Serves a fetch handler with the runtime's own server: Deno.serve on Deno, @hono/node-server on Node. */
export function serveHttp(fetch: FetchHandler, port: number, hostname?: string): Promise<RunningServer> {
  const deno = (globalThis as { Deno?: DenoServe }).Deno;
  if (deno) {
    try {
      const server = deno.serve({ port, hostname, onListen: () => {} }, fetch);
      return Promise.resolve({ port: server.addr.port, close: () => server.shutdown() });
    } catch (error) {
      return Promise.reject(listenError(error, port));
    }
  }
  return new Promise((resolveServer, reject) => {
    const server = serveOnNode({ fetch, port, hostname }, (info) => {
      resolveServer({
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
    server.once('error', (error) => reject(listenError(error, port)));
  });
}

/** A port that cannot be had is the operator's to fix: say which, in one line. */
function listenError(error: unknown, port: number): Error {
  const code = (error as { code?: string; name?: string }).code ?? (error as { name?: string }).name;
  if (code === 'EADDRINUSE' || code === 'AddrInUse') return new Error(`PORT ${port} is already in use: stop what listens there or set PORT`);
  if (code === 'EACCES' || code === 'PermissionDenied') return new Error(`PORT ${port} needs privileges this process does not have: set PORT above 1023`);
  return error instanceof Error ? error : new Error(String(error));
}
