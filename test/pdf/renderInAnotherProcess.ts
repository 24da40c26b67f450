import process from 'node:process';
import { connectDatabase } from '../../db/connect.ts';
import { withTenant } from '../../db/tenant.ts';
import { findPayslip } from '../../db/payslips.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { payslipDocument } from '../../documents/payslipDocument.ts';
import { renderPayslipPdf } from '../../documents/payslipPdf.ts';
import { samplePayslip, sampleRun } from './samplePayslip.ts';

/**
 * Renders a payslip PDF in a fresh process and writes its bytes to stdout, so a test can compare them
 * with the bytes its own process made:
 *   node --import tsx test/pdf/renderInAnotherProcess.ts sample
 *   node --import tsx test/pdf/renderInAnotherProcess.ts <database url> <organization id> <payslip id>
 */
const [mode, organizationId, payslipId] = process.argv.slice(2);

async function render(): Promise<Uint8Array> {
  if (mode === 'sample') return renderPayslipPdf(payslipDocument(samplePayslip(), sampleRun));
  if (!mode || !organizationId || !payslipId) throw new Error('usage: sample | <database url> <organization id> <payslip id>');
  const sql = connectDatabase(mode, { max: 1 });
  try {
    return await withTenant(sql, organizationId, async (tx) => {
      const payslip = await findPayslip(tx, organizationId, payslipId);
      const run = payslip && (await findPayRun(tx, organizationId, payslip.pay_run_id));
      if (!payslip || !run) throw new Error(`no payslip ${payslipId}`);
      return renderPayslipPdf(payslipDocument(payslip, run));
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

process.stdout.write(await render());
