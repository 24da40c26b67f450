import process from 'node:process';
import http from 'node:http';

/**
 * The load side of scripts/bench/read.ts, run in its own process so the client does not share the server's
 * event loop: C keep-alive connections each send GET requests back to back for D seconds, then print
 * { requests, errors, p50, p95, cpu_ms } as one JSON line.
 *   tsx scripts/bench/loadClient.ts <url> <token|-> <concurrency> <seconds>
 */
const [url, token, concurrencyText, secondsText] = process.argv.slice(2);
const target = new URL(url!);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(concurrencyText) });
const headers: Record<string, string> = token && token !== '-' ? { Authorization: `Bearer ${token}` } : {};
const deadline = performance.now() + Number(secondsText) * 1000;
const times: number[] = [];
let errors = 0;
let firstError = '';

function once(): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        times.push(performance.now() - started);
        if (response.statusCode !== 200) {
          errors++;
          firstError ||= `${response.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`;
        }
        resolve();
      });
    });
    request.on('error', (error) => { errors++; firstError ||= error.message; resolve(); });
    request.end();
  });
}

async function loop() {
  while (performance.now() < deadline) await once();
}

const cpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: Number(concurrencyText) }, loop));
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
times.sort((a, b) => a - b);
const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1));
console.log(JSON.stringify({ requests: times.length, seconds, errors, firstError, p50: at(0.5), p95: at(0.95), client_cpu_ms: (cpu.user + cpu.system) / 1000 }));
agent.destroy();
