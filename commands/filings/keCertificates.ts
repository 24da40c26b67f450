import type { CommandContext } from '../context.ts';
import { findEmployee } from '../../db/employees.ts';
import { findEmployerReferences, referencesOf } from '../../db/employerReferences.ts';
import { payslipIdsOfTaxYear } from '../../db/employeeLeavings.ts';
import { findPayslips } from '../../db/payslips.ts';
import { peopleToFile } from '../../db/employeeFilingInputs.ts';
import { findOrganization } from '../../db/organizations.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import { writeP9a } from '../../documents/filings/ke/p9a.ts';

/**
 * GET /employees/{id}/p9a?year=2026: KRA's P9A for a Kenyan employee from the payslips of the year of income (the
 * calendar year). A missing KRA PIN, the employer's or the employee's, refuses it naming the field.
 */
export async function keP9a(ctx: CommandContext, employeeId: string, year: string) {
  const employee = await findEmployee(ctx.tx, ctx.organizationId, employeeId);
  if (!employee || employee.jurisdiction !== 'KE') throw new Rejection('not_found', 'No such KE employee.');
  const [person] = await peopleToFile(ctx.tx, ctx.organizationId, [employeeId]);
  const ids = person!.sealed_statutory_ids === null ? undefined : await openSealedValue(ctx.keyring, sealContext('employee', employeeId, 'statutory_ids'), person!.sealed_statutory_ids);
  const pin = (ids as { values?: Record<string, unknown> } | undefined)?.values?.kra_pin;
  const employerPin = referencesOf(await findEmployerReferences(ctx.tx, ctx.organizationId, 'KE')).employer_pin;
  const missing: Record<string, string> = {};
  if (typeof pin !== 'string') missing['statutory_ids.kra_pin'] = "the P9A carries the employee's KRA PIN: set it on the employee";
  if (!employerPin) missing.employer_pin = "the P9A carries the employer's KRA PIN: POST /employer_references";
  const payslipIds = await payslipIdsOfTaxYear(ctx.tx, employeeId, `${year}-01-01`);
  if (payslipIds.length === 0) missing.year = `no payslips of ${year} for this employee`;
  if (Object.keys(missing).length > 0) throw invalidFields(missing);
  const payslips = (await findPayslips(ctx.tx, ctx.organizationId, payslipIds)).filter((p) => p.employee_snapshot.classification === 'employee');
  const organization = await findOrganization(ctx.tx, ctx.organizationId);
  return writeP9a(
    {
      year,
      employee: { name: `${person!.first_name} ${person!.last_name ?? ''}`.trim(), kra_pin: pin as string, payroll_id: person!.staff_id ?? person!.id },
      employer: { name: payslips.at(-1)?.organization_snapshot.name ?? organization?.name ?? '', kra_pin: employerPin! },
    },
    payslips,
    `${employeeId}:p9a:${year}`,
  );
}
