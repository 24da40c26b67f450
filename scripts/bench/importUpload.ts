/**
 * The 202 of POST /employee_imports alone (issue 16 item 5: "answers 202 at once"): `curl`, in its own process,
 * posts N employees as JSON lines P times; prints the wall time to the 202 and the API server's CPU per post.
 * No import workers run: the chunks wait on the queue, only storing the upload is measured.
 *   npx tsx scripts/bench/importUpload.ts [--employees 100000] [--posts 3]
 * Needs curl, PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432) and NATS (NATS_URL or 127.0.0.1:4222).
 */
import process from 'node:process';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createApi } from '../../api/app.ts';
import { serveHttp } from '../../service/serve.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { assembleRuntime } from '../../service/runtime.ts';
import { benchOption, benchTenant, configureBenchLog, openBenchDatabase } from './benchDatabase.ts';
import { benchImportLine } from './importLine.ts';

const employees = benchOption('employees', 100_000);
const posts = benchOption('posts', 3);
const bodyFile = join(tmpdir(), `import-upload-${process.pid}.ndjson`);
configureBenchLog();
const bench = await openBenchDatabase('post202');
try {
  const keyring = await loadDataKeyring(generateDataKeyBase64());
  const tenant = await benchTenant(bench.sql, ['employees.read', 'employees.write']);
  const bus = await connectNatsBus(process.env.NATS_URL ?? 'nats://127.0.0.1:4222', { namespace: `bench_import_upload_${Date.now()}` });
  const runtime = await assembleRuntime({ sql: bench.sql, bus, keyring, queueOptions: { ackWaitMs: 30_000, maxDeliveries: 5, retryDelayMs: 1_000 }, syncLimit: 200, chunkSize: 500 });
  const api = createApi({ runtime, deployment: 'staging', rateLimit: { rate: 1e6, burst: 1e6 } });
  const server = await serveHttp(api.fetch, 0);
  const lines: string[] = [];
  for (let i = 0; i < employees; i++) lines.push(benchImportLine(i));
  writeFileSync(bodyFile, lines.join('\n'));
  console.log(`${posts} uploads of ${employees} employees; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (let k = 0; k < posts; k++) {
    const cpu = process.cpuUsage(); const t = performance.now();
    const status = await new Promise<string>((resolve) => {
      const curl = spawn('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '-X', 'POST', `http://127.0.0.1:${server.port}/api/v1/employee_imports`,
        '-H', `Authorization: Bearer ${tenant.token}`, '-H', 'Content-Type: application/x-ndjson', '-H', `Idempotency-Key: upload-${k}-${Date.now()}`,
        '--data-binary', `@${bodyFile}`], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      curl.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      curl.on('close', () => resolve(out || 'no answer'));
    });
    const u = process.cpuUsage(cpu);
    console.log(`  ${status} after ${(performance.now() - t).toFixed(0)} ms wall, API server CPU ${((u.user + u.system) / 1000).toFixed(0)} ms; load ${loadavg()[0]!.toFixed(1)}`);
  }
  await server.close(); await runtime.close(); await bus.close();
} finally {
  rmSync(bodyFile, { force: true });
  await bench.drop();
}
