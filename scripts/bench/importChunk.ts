/**
 * The import worker's own cost, without HTTP or NATS: N employees stored as import chunks of 1,000, then each chunk
 * written by `importEmployeeChunk` in this process, one after another. Prints the CPU per employee of this process
 * (validation, sealing, building the writes) and of the PostgreSQL backends (the writes).
 * CPU, not wall time, so a busy machine changes the figures little; run before and after a change back to back.
 *   npx tsx scripts/bench/importChunk.ts [--employees 20000] [--rounds 2]
 * Needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432).
 */
import process from 'node:process';
import { loadavg } from 'node:os';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { ImportLineCutter, importChunkSize } from '../../domain/employees/importLines.ts';
import { newId } from '../../domain/ids.ts';
import { insertEmployeeImport, insertEmployeeImportChunk } from '../../db/employeeImports.ts';
import { withTenant } from '../../db/tenant.ts';
import { importEmployeeChunk } from '../../commands/employees/importEmployeeChunk.ts';
import { benchOption, benchTenant, configureBenchLog, openBenchDatabase, postgresCpuMs } from './benchDatabase.ts';
import { benchImportLine } from './importLine.ts';

const employees = benchOption('employees', 20_000);
const rounds = benchOption('rounds', 2);
configureBenchLog();
const bench = await openBenchDatabase('import_chunk', 2);
try {
  const keyring = await loadDataKeyring(generateDataKeyBase64());
  const { organizationId } = await benchTenant(bench.sql, ['employees.write']);
  console.log(`import chunks: ${rounds} rounds of ${employees} employees in chunks of ${importChunkSize}; load average ${load()}`);
  for (let round = 0; round < rounds; round++) {
    const importId = newId();
    const chunks = await withTenant(bench.sql, organizationId, async (tx) => {
      await insertEmployeeImport(tx, { id: importId, organization_id: organizationId });
      const cutter = new ImportLineCutter(importChunkSize);
      const lines = Array.from({ length: employees }, (_, i) => benchImportLine(round * employees + i));
      const slices = [...cutter.push(lines.join('\n')), ...cutter.finish()];
      for (const chunk of slices) await insertEmployeeImportChunk(tx, { import_id: importId, organization_id: organizationId, chunk });
      return slices.map((s) => s.chunk);
    });
    const cpu = process.cpuUsage();
    const databaseBefore = await postgresCpuMs(bench.sql);
    const started = performance.now();
    for (const chunk of chunks) await withTenant(bench.sql, organizationId, (tx) => importEmployeeChunk({ tx, organizationId, keyring }, importId, chunk));
    const wall = performance.now() - started;
    const databaseMs = (await postgresCpuMs(bench.sql)) - databaseBefore;
    const used = process.cpuUsage(cpu);
    const [stored] = await bench.sql`select count(*)::int as n from employees`;
    if (stored!.n !== employees * (round + 1)) throw new Error(`${stored!.n} employees stored, expected ${employees * (round + 1)}`);
    const per = (ms: number) => `${((ms * 1000) / employees).toFixed(0)} µs`;
    console.log(`  round ${round + 1}: ${(employees / (wall / 1000)).toFixed(0)} employees/s wall; CPU per employee: importer ${per((used.user + used.system) / 1000)}, ` +
      `PostgreSQL ${per(databaseMs)}; load average ${load()}`);
  }
  console.log(`  this process's peak RSS (the upload's generation included) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
} finally {
  await bench.drop();
}

function load() {
  return loadavg().map((l) => l.toFixed(1)).join(' ');
}
