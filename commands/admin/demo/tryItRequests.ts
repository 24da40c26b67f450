import type { DemoMonth } from './demoMonth.ts';

/**
 * Three shell lines to paste after seeding: list the employees, create this month's KE pay run (its id kept in
 * RUN_ID, read with node, which every install of the service has), and calculate it. Single-quoted JSON bodies
 * keep the shell away from them.
 */
export function tryItRequests(baseUrl: string, token: string, month: DemoMonth): string[] {
  const auth = `-H "Authorization: Bearer ${token}"`;
  const payRun = JSON.stringify({ jurisdiction: 'KE', period_start: month.period_start, period_end: month.period_end, pay_date: month.pay_date });
  return [
    `curl -s "${baseUrl}/employees?limit=100" ${auth}`,
    `RUN_ID=$(curl -s -X POST "${baseUrl}/pay_runs" ${auth} -H "Content-Type: application/json" -d '${payRun}' ` +
      `| node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).id') && echo "pay run $RUN_ID"`,
    `curl -s -X POST "${baseUrl}/pay_runs/$RUN_ID/calculate" ${auth}`,
  ];
}
