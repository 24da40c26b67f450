import process from 'node:process';
import { writeEmp501 } from '../../documents/filings/za/emp501.ts';
import { validateEmp501 } from '../../documents/filings/za/emp501Validator.ts';
import { emp501PeriodOf } from '../../documents/filings/za/sarsPeriods.ts';
import type { FiledPerson } from '../../documents/filings/periodicFiling.ts';
import type { PayslipRow, StoredLineItem } from '../../db/payslips.ts';

/**
 * Time to write and to validate an EMP501 certificate file (issue 28): N employees with 12 monthly payslips of
 * 7 lines each, written from the payslips and then checked by the BRS validator, in one process.
 *   npx tsx scripts/bench/zaEmp501.ts [--employees 5000]
 * Prints milliseconds and file size; no target is asserted (the machine is shared).
 */
const args = process.argv.slice(2);
const employees = Number(args.includes('--employees') ? args[args.indexOf('--employees') + 1] : 5000);
const line = (code: string, kind: StoredLineItem['kind'], amount_minor: number): StoredLineItem => ({ code, kind, description: null, amount_minor, base_minor: 0, rate_applied: null, rule_version_ref: null });
const months = ['2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02'];
const person = (i: number): FiledPerson => ({
  employeeId: `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`, staffId: `ZA-${i}`, fullName: `Person ${i}`, firstName: 'Thabo', lastName: 'Mokoena', position: null,
  birthdate: '1988-04-12', startDate: '2019-01-07', endDate: null, statutoryIds: { tax_reference: '0112387659', id_number: '8804125123080' }, taxProfile: {},
  filingInputs: { residential_street: 'Jan Smuts Avenue', residential_city: 'Johannesburg', residential_postal_code: '2193' },
  payslips: months.map((m) => ({ period_start: `${m}-01`, period_end: `${m}-28`, employee_snapshot: { classification: 'employee' }, line_items: [line('BASIC', 'earning', 3_000_000 + i), line('TRANSPORT', 'earning', 200_000), line('PAYE', 'deduction', 450_000), line('UIF_EMPLOYEE', 'deduction', 17_712), line('UIF_EMPLOYER', 'employer_cost', 17_712), line('SDL', 'employer_cost', 32_000), line('MEDICAL_TAX_CREDIT', 'informational', 36_400)] }) as unknown as PayslipRow),
});
const people = Array.from({ length: employees }, (_, i) => person(i));
const employer = { paye_reference: '7000000002', sdl_reference: 'L000000002', uif_reference: 'U000000002', contact_person: 'Naledi Khumalo', contact_number: '0115550123', business_street: 'Rivonia Road', business_city: 'Sandton', business_postal_code: '2196', sic7_code: '62010' };
const start = performance.now();
const written = writeEmp501({ filingId: 'bench', organizationName: 'Bench Org', employer, period: emp501PeriodOf('2025-10-01'), subdivision: '', runs: [], people });
const writeMs = performance.now() - start;
const checkStart = performance.now();
const errors = validateEmp501(written.document!);
const checkMs = performance.now() - checkStart;
process.stdout.write(`${JSON.stringify({ employees, payslips: employees * 12, bytes: written.document!.length, write_ms: Math.round(writeMs), validate_ms: Math.round(checkMs), errors: errors.length })}\n`);
