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
export function serveHttp(fetch: FetchHandler, port: number): Promise<RunningServer> {
  const deno = (globalThis as { Deno?: DenoServe }).Deno;
  if (deno) {
    const server = deno.serve({ port, onListen: () => {} }, fetch);
    return Promise.resolve({ port: server.addr.port, close: () => server.shutdown() });
  }
  return new Promise((resolveServer) => {
    const server = serveOnNode({ fetch, port }, (info) => {
      resolveServer({
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
