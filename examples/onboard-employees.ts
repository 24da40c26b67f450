/**
 * Onboard employees two ways: one by one (POST /employees, each with an Idempotency-Key the client makes and
 * replays on a retry), then many at once as an NDJSON import that the service works through in the background.
 *
 *   PAYROLL_API_TOKEN=pay_test_... npx tsx examples/onboard-employees.ts
 */
import { PayrollApiError, type RequestBody } from '../clients/typescript/src/index.ts';
import { clientFromEnvironment, pause, thisMonth } from './connect.ts';

const client = clientFromEnvironment();
const { period_start } = thisMonth();

// Paid to an M-Pesa wallet; on staging, a number ending in 1 is one the simulated partner pays and name-checks clean.
const kenyan = (first_name: string, last_name: string, basicMinor: number, wallet: string): RequestBody<'createEmployee'> => ({
  jurisdiction: 'KE',
  denomination_currency: 'KES',
  first_name,
  last_name,
  start_date: period_start,
  compensation: [{ component_code: 'BASIC', amount_cents: basicMinor }],
  bank_details: { mobile_money_provider: 'mpesa', mobile_money_number: wallet, mobile_money_name: `${first_name} ${last_name}` },
});

// One by one: the answer is the employee as stored.
for (const person of [kenyan('Wanjiru', 'Kamau', 12_000_000, '0712 400 101'), kenyan('Otieno', 'Odhiambo', 9_500_000, '0712 400 201')]) {
  const employee = await client.createEmployee({ body: person });
  console.log(`created ${employee.id} ${employee.first_name} ${employee.last_name} (${employee.jurisdiction})`);
}

// A mistake comes back as a PayrollApiError with the field that is wrong, and changes nothing.
try {
  await client.createEmployee({ body: { ...kenyan('No', 'Date', 1, '0712 400 301'), start_date: 'tomorrow' } });
} catch (error) {
  if (!(error instanceof PayrollApiError)) throw error;
  console.log(`refused as expected: ${error.status} ${error.code} ${JSON.stringify(error.details)} (request ${error.requestId})`);
}

// By import: one JSON employee a line; the import is read back until every row is done.
const rows = [kenyan('Achieng', 'Njoroge', 8_000_000, '0712 400 401'), kenyan('Baraka', 'Mwangi', 7_200_000, '0712 400 501'), kenyan('Chebet', 'Kiptoo', 6_400_000, '0712 400 601')];
const started = await client.importEmployees({ body: rows.map((row) => JSON.stringify(row)).join('\n') });
let progress = started;
while (!progress.completed) {
  await pause(250);
  progress = await client.retrieveEmployeeImport({ path: { id: started.id } });
}
console.log(`import ${progress.id}: ${progress.rows_done} of ${progress.rows_total} rows done, ${progress.rows_failed} failed`);
for (const failure of progress.errors) console.log(`  row ${failure.row}: ${JSON.stringify(failure.fields)}`);

let count = 0;
for await (const _employee of client.employees.list()) count++;
console.log(`the organization now has ${count} active employees`);
