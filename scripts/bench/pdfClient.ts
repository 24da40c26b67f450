import process from 'node:process';
import { createHash } from 'node:crypto';

/**
 * The client side of read.ts --pdf (issue 31 item 5), in its own process so it does not share the server's event
 * loop: one keep-alive connection GETs each URL once, in turn, then the first again, and prints
 * { times_ms, first_sha256, again_sha256, statuses } as one JSON line (each time includes reading the whole body).
 * Before the first PDF, one request to `warmUrl` (not a PDF): the client's own first fetch (undici loaded, the
 * connection opened) is not the server's first render.
 *   tsx scripts/bench/pdfClient.ts <token> <warmUrl> <url>...
 */
const [token, warmUrl, ...urls] = process.argv.slice(2);
const headers = { Authorization: `Bearer ${token}` };
await (await fetch(warmUrl!, { headers })).arrayBuffer();
const times: number[] = [];
const statuses = new Set<number>();
let first = '';
const cpuBefore = process.cpuUsage();
for (const url of urls) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  times.push(performance.now() - started);
  statuses.add(response.status);
  first ||= createHash('sha256').update(bytes).digest('hex');
}
const again = createHash('sha256').update(new Uint8Array(await (await fetch(urls[0]!, { headers })).arrayBuffer())).digest('hex');
const cpu = process.cpuUsage(cpuBefore);
console.log(JSON.stringify({ times_ms: times, first_sha256: first, again_sha256: again, statuses: [...statuses], client_cpu_ms: (cpu.user + cpu.system) / 1000 }));
