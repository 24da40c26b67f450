/**
 * Follow a paid run's payments until each has settled: `sent`, then `arrived`, `returned` or `refused` as the
 * partner reports. A payment to an employee whose bank name check is a mismatch stays `not_sent` until someone
 * acknowledges it (POST /employees/{id}/bank_name_check/acknowledge); this says who is held.
 *
 *   PAYROLL_API_TOKEN=pay_test_... npx tsx examples/follow-payments.ts <pay run id>
 */
import type { components } from '../clients/typescript/src/index.ts';
import { clientFromEnvironment, money, pause, payRunIdFromArguments } from './connect.ts';

type Payslip = components['schemas']['Payslip'];

const client = clientFromEnvironment();
const runId = payRunIdFromArguments();
const settled = new Set(['arrived', 'returned', 'refused', 'paid_by_employer']);
const timeoutMs = Number(process.env.FOLLOW_TIMEOUT_MS ?? 120_000);

async function heldForNameCheck(payslip: Payslip): Promise<boolean> {
  if (payslip.payment_status.state !== 'not_sent') return false;
  const employee = await client.retrieveEmployee({ path: { id: payslip.employee_id } });
  return employee.bank_name_check === 'mismatch';
}

const deadline = Date.now() + timeoutMs;
for (;;) {
  const payslips: Payslip[] = [];
  for await (const payslip of client.payRuns.payslips(runId)) payslips.push(payslip);
  const states = new Map<string, number>();
  for (const p of payslips) states.set(p.payment_status.state, (states.get(p.payment_status.state) ?? 0) + 1);
  console.log([...states].map(([state, n]) => `${n} ${state}`).join(', '));
  const open = payslips.filter((p) => !settled.has(p.payment_status.state));
  const held = [];
  for (const payslip of open) if (await heldForNameCheck(payslip)) held.push(payslip);
  if (open.length === held.length) {
    for (const p of payslips) {
      const { state, note } = p.payment_status;
      console.log(`  ${p.employee_id} ${money(p.payment)} ${state}${note ? ` (${note})` : ''}`);
    }
    for (const p of held) console.log(`  held: ${p.employee_id}'s bank account name does not match; acknowledge to send it`);
    console.log(`every payment has settled (${held.length} held for a name check)`);
    break;
  }
  if (Date.now() > deadline) throw new Error(`${open.length - held.length} payments still moving after ${timeoutMs} ms`);
  await pause(1_000);
}
