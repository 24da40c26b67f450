import process from 'node:process';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { withTenant } from '../../db/tenant.ts';
import { listEmployeesJson } from '../../db/employeesJson.ts';
import { benchOption, benchTenant, openBenchDatabase, seedBenchEmployees } from './benchDatabase.ts';

/**
 * One page of GET /employees?limit=100, one request at a time: the texts kept on the rows (migration 019) joined
 * (db/employeesJson.ts). The former way, rows presented in JavaScript, went with the presenter (issue 26: the read
 * shape is built in one place). Prints this process's CPU time per page, which is what the API process spends, and
 * the wall time.
 *   npx tsx scripts/bench/employeePage.ts [--employees 10000] [--pages 300] [--rounds 3]
 */
const employees = benchOption('employees', 10_000);
const pages = benchOption('pages', 300);
const rounds = benchOption('rounds', 3);
const bench = await openBenchDatabase('employee_page');
try {
  const keyring = await loadDataKeyring(generateDataKeyBase64());
  const { organizationId } = await benchTenant(bench.sql, ['employees.read']);
  await seedBenchEmployees(bench.sql, organizationId, keyring, employees);
  await bench.sql`analyze`;
  const query = { organizationId, limit: 100, archived: false };
  const ways: [string, () => Promise<string>][] = [
    ['serialised by PostgreSQL', () => withTenant(bench.sql, organizationId, async (tx) => (await listEmployeesJson(tx, query)).toString(), { readOnly: true })],
  ];
  const { loadavg } = await import('node:os');
  console.log(`employee pages of 100 from ${employees} employees, ${pages} pages a round; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (const [, page] of ways) for (let i = 0; i < 20; i++) await page(); // warm-up: JIT, prepared statements
  for (let round = 1; round <= rounds; round++) {
    for (const [name, page] of ways) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < pages; i++) await page();
      const used = process.cpuUsage(cpu);
      console.log(`round ${round}  ${name.padEnd(30)} CPU ${((used.user + used.system) / 1000 / pages).toFixed(2)} ms/page  wall ${((performance.now() - started) / pages).toFixed(2)} ms/page`);
    }
  }
} finally {
  await bench.drop();
}
