/**
 * A GB employee who joins mid tax year brings a P45: pay and tax to date from the previous employer. Entered as
 * opening balances, they make this month's PAYE cumulative over the whole tax year, as HMRC computes it. Creates
 * the starter, puts the P45 figures, runs this month's GB payroll and shows the starter's tax.
 *
 *   PAYROLL_API_TOKEN=pay_test_... npx tsx examples/gb-mid-year-starter.ts
 */
import { clientFromEnvironment, money, pause, thisMonth } from './connect.ts';

const client = clientFromEnvironment();
const month = thisMonth();

const starter = await client.createEmployee({
  body: {
    jurisdiction: 'GB',
    denomination_currency: 'GBP',
    first_name: 'Imogen',
    last_name: 'Hartley',
    birthdate: '1992-05-14',
    start_date: month.period_start,
    statutory_ids: { nino: 'AB123456C' },
    tax_profile: { tax_code: '1257L', ni_category: 'A' },
    bank_details: { sort_code: '20-00-00', account_number: '55779911' },
    compensation: [{ component_code: 'BASIC', amount_cents: 325_000 }],
  },
});
console.log(`starter ${starter.id} ${starter.first_name} ${starter.last_name}, from ${starter.start_date}`);

// The P45's "total pay to date" and "total tax to date", in pence: here £1,750 and £140 for each earlier month
// of the tax year (6 April on), at the previous employer. tax_year may be any date inside the tax year.
const taxMonth = ((Number(month.period_end.slice(5, 7)) + 8) % 12) + 1;
const balances = await client.putOpeningBalances({
  path: { id: starter.id, tax_year: month.period_start },
  body: { balances: { taxable_pay_to_date: 175_000 * (taxMonth - 1), tax_paid_to_date: 14_000 * (taxMonth - 1) } },
});
console.log(`opening balances for ${balances.tax_year} (from ${balances.tax_year_start}) stored, tax month ${taxMonth}`);

const created = await client.createPayRun({ body: { jurisdiction: 'GB', ...month } });
let run = await client.calculatePayRun({ path: { pay_run_id: created.id } });
while (run.status === 'calculating') {
  await pause(500);
  run = await client.retrievePayRun({ path: { id: created.id } });
}
console.log(`GB run ${run.id}: ${run.status}, ${run.payslip_count} payslips`);

for await (const payslip of client.payRuns.payslips(run.id)) {
  if (payslip.employee_id !== starter.id) continue;
  console.log(`starter's payslip: gross ${money(payslip.gross)}, tax ${money(payslip.tax)}, net ${money(payslip.net)}`);
  for (const line of payslip.line_items) if (line.kind === 'deduction') console.log(`  ${line.code} ${money(line.amount)}`);
}
const warnings = await client.listPayRunWarnings({ path: { pay_run_id: run.id } });
const missing = warnings.data.filter((w) => w.code === 'cumulative_year_to_date_missing').map((w) => w.employee_id);
console.log(missing.includes(starter.id) ? 'the starter is still missing year-to-date figures' : 'the starter is priced cumulatively from the P45');
