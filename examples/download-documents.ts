/**
 * Download a run's documents: every payslip as a PDF (the same bytes at every download) and the run's
 * ISO 20022 pain.001 payment file for the bank. Written under OUTPUT_DIR (./payroll-documents by default).
 *
 *   PAYROLL_API_TOKEN=pay_test_... npx tsx examples/download-documents.ts <pay run id>
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clientFromEnvironment, payRunIdFromArguments } from './connect.ts';

const client = clientFromEnvironment();
const runId = payRunIdFromArguments();
const directory = join(process.env.OUTPUT_DIR ?? 'payroll-documents', runId);
await mkdir(directory, { recursive: true });

let count = 0;
for await (const payslip of client.payRuns.payslips(runId)) {
  const pdf = await client.getPayslipPdf({ path: { id: payslip.id } }); // Uint8Array
  await writeFile(join(directory, `payslip-${payslip.id}.pdf`), pdf);
  count++;
}
console.log(`${count} payslip PDFs in ${directory}`);

// Approved or paid runs only; the organization's debtor account must be set (demo seed sets one).
const paymentFile = await client.getPaymentFile({ path: { pay_run_id: runId } }); // the XML, as text
await writeFile(join(directory, 'pain001.xml'), paymentFile);
const transfers = paymentFile.match(/<CdtTrfTxInf>/g)?.length ?? 0;
console.log(`payment file pain001.xml: ${transfers} credit transfers, ${paymentFile.length} characters`);
