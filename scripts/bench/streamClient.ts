import process from 'node:process';

/**
 * The reading side of the export benchmark (scripts/bench/read.ts), in its own process: GETs one URL, reads the
 * streamed body to its end counting bytes and lines, and prints { status, bytes, lines, seconds, first_byte_ms,
 * peak_rss_mib, cpu_ms } as one JSON line (cpu_ms: the client's own CPU, start-up included).
 *   tsx scripts/bench/streamClient.ts <url> <token>
 */
const [url, token] = process.argv.slice(2);
const started = performance.now();
const response = await fetch(url!, { headers: { Authorization: `Bearer ${token}` } });
let firstByte = 0;
let bytes = 0;
let lines = 0;
for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
  if (!firstByte) firstByte = performance.now() - started;
  bytes += chunk.length;
  for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage();
console.log(JSON.stringify({ status: response.status, bytes, lines, seconds, first_byte_ms: Math.round(firstByte), peak_rss_mib: Math.round(process.resourceUsage().maxRSS / 1024), cpu_ms: Math.round((cpu.user + cpu.system) / 1000) }));
