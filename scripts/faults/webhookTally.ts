import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The drill's webhook receiver on 127.0.0.1: answers 204 to every delivery and counts them by endpoint (the path)
 * and event id, as a client deduplicating on the id would see them.
 */
export interface WebhookTally {
  url(path: string): string;
  /** Event id → deliveries received, for one endpoint path. */
  deliveries(path: string): Map<string, number>;
  close(): Promise<void>;
}

export async function startWebhookTally(): Promise<WebhookTally> {
  const byPath = new Map<string, Map<string, number>>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let id: string | undefined;
      try {
        id = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: string }).id;
      } catch {
        id = undefined;
      }
      if (!id) return void response.writeHead(400).end();
      const path = request.url ?? '/';
      const seen = byPath.get(path) ?? new Map<string, number>();
      byPath.set(path, seen);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      response.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    deliveries: (path) => byPath.get(path) ?? new Map(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
