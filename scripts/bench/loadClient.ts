import process from 'node:process';
import net from 'node:net';
import { Buffer } from 'node:buffer';

/**
 * The load side of scripts/bench/read.ts, run in its own process so the client does not share the server's
 * event loop: C keep-alive connections each send GET requests back to back for D seconds, then print
 * { requests, errors, p50, p95, cpu_ms } as one JSON line.
 * It speaks HTTP/1.1 over raw sockets (a request's bytes written once, a response's length read from its head)
 * because node:http's parser and objects cost as much CPU as the server's own work on a page, on the same cores.
 * An optional fifth argument is one more header line (`If-None-Match: "tag"`); a 304 then counts as an answer.
 *   tsx scripts/bench/loadClient.ts <url> <token|-> <concurrency> <seconds> [header]
 */
const [url, token, concurrencyText, secondsText, extraHeader] = process.argv.slice(2);
const target = new URL(url!);
const request = Buffer.from(
  `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
    (token && token !== '-' ? `Authorization: Bearer ${token}\r\n` : '') +
    (extraHeader ? `${extraHeader}\r\n` : '') +
    'Connection: keep-alive\r\n\r\n',
);
const deadline = performance.now() + Number(secondsText) * 1000;
const times: number[] = [];
let errors = 0;
let notModified = 0;
let firstError = '';
const headEnd = Buffer.from('\r\n\r\n');

/** One keep-alive connection sending requests one after another until the deadline. */
function connection(): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(target.port), target.hostname);
    socket.setNoDelay(true);
    let pending: Buffer = Buffer.alloc(0);
    let started = 0;
    let status = 0;
    let bodyLeft = -1; // -1: still reading the head
    let body: Buffer[] = [];
    let ended = false;
    const send = () => {
      if (performance.now() >= deadline) { ended = true; return socket.end(resolve); }
      started = performance.now();
      socket.write(request);
    };
    socket.on('connect', send);
    socket.on('error', (error) => { ended = true; errors++; firstError ||= error.message; resolve(); });
    // A connection the server closes is an error, and ends this client's share instead of leaving the run waiting.
    socket.on('close', () => { if (!ended) { errors++; firstError ||= 'connection closed by the server'; } resolve(); });
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (bodyLeft < 0) {
          const end = pending.indexOf(headEnd);
          if (end < 0) return;
          const head = pending.subarray(0, end).toString('latin1');
          status = Number(head.slice(9, 12));
          const length = status === 304 || status === 204 ? ['', '0'] : /\r\ncontent-length: *(\d+)/i.exec(head);
          if (!length) { errors++; firstError ||= `no content-length: ${head.slice(0, 200)}`; socket.destroy(); return resolve(); }
          bodyLeft = Number(length[1]);
          pending = pending.subarray(end + 4);
          body = [];
        }
        if (pending.length < bodyLeft) {
          if (status !== 200) body.push(pending);
          bodyLeft -= pending.length;
          pending = Buffer.alloc(0);
          return;
        }
        if (status !== 200) body.push(pending.subarray(0, bodyLeft));
        pending = pending.subarray(bodyLeft);
        bodyLeft = -1;
        times.push(performance.now() - started);
        if (status === 304) notModified++;
        if (status !== 200 && status !== 304) { errors++; firstError ||= `${status} ${Buffer.concat(body).toString().slice(0, 200)}`; }
        send();
      }
    });
  });
}

const cpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: Number(concurrencyText) }, connection));
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
times.sort((a, b) => a - b);
const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1));
console.log(JSON.stringify({ requests: times.length, seconds, errors, firstError, not_modified: notModified, p50: at(0.5), p95: at(0.95), client_cpu_ms: (cpu.user + cpu.system) / 1000 }));
