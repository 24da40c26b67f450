import type { PayslipRow } from '../../db/payslips.ts';
import { payslipShape, type PayslipJson } from '../../db/payslipReadShape.ts';

/**
 * The payslip as the API returns it (interface 2.6), and as webhooks carry it in `data.object`. Hono-free.
 * Generated from the read shape, as is the SQL that serves the same bytes (db/payslipsJson.ts).
 */
export function presentPayslip(row: PayslipRow): PayslipJson {
  return payslipShape.present(row);
}
