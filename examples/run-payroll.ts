/**
 * A month's payroll, start to finish: create the run for this month, calculate it (waiting if it is priced in
 * the background), read the warnings, approve it, and pay it by payment rail. Prints the run's id last.
 *
 *   PAYROLL_API_TOKEN=pay_test_... npx tsx examples/run-payroll.ts [KE|NG|GH|ZA|GB|SG]
 */
import { clientFromEnvironment, money, pause, thisMonth } from './connect.ts';

const client = clientFromEnvironment();
const jurisdiction = (process.argv[2] ?? 'KE') as 'KE' | 'NG' | 'GH' | 'ZA' | 'GB' | 'SG';

const created = await client.createPayRun({ body: { jurisdiction, ...thisMonth() } });
console.log(`pay run ${created.id}: ${created.jurisdiction} ${created.period_start} to ${created.period_end}, ${created.status}`);

let run = await client.calculatePayRun({ path: { pay_run_id: created.id } });
while (run.status === 'calculating') {
  await pause(500);
  run = await client.retrievePayRun({ path: { id: created.id } });
}
console.log(`${run.status}: ${run.payslip_count} payslips, gross ${money(run.totals.gross)}, net ${money(run.totals.net)}, employer cost ${money(run.totals.employer_cost)}`);

const warnings = await client.listPayRunWarnings({ path: { pay_run_id: run.id } });
for (const warning of warnings.data) console.log(`  warning ${warning.code}: ${warning.message}`);

// Both take an Idempotency-Key: the client makes one, so a retried approve or pay never acts twice.
const approved = await client.approvePayRun({ path: { pay_run_id: run.id } });
console.log(`${approved.status} at ${approved.approved_at}`);
const paid = await client.payPayRun({ path: { pay_run_id: run.id }, body: { method: 'payment_rail' } });
console.log(`${paid.status} at ${paid.paid_at}: payments go out through the payment partner`);
console.log(`PAYROLL_RUN_ID=${paid.id}`);
