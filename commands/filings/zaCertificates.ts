import type { CommandContext } from '../context.ts';
import { findEmployee } from '../../db/employees.ts';
import { returnOfPeriod } from '../../db/returnOfPeriod.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import type { CertificateDocument } from '../../documents/certificates/certificatePdf.ts';
import { formatMoney } from '../../documents/money.ts';
import { emp501Kind, employeeRecord, employerBlockers, leviedBy } from '../../documents/filings/za/emp501.ts';
import { fieldByCode } from '../../documents/filings/za/emp501Fields.ts';
import { emp501PeriodOf } from '../../documents/filings/za/sarsPeriods.ts';
import { filingSourceOf } from './filingSource.ts';
import type { FiledPerson } from '../../documents/filings/periodicFiling.ts';
import { systemClock } from '../../platform/clock.ts';

/**
 * A ZA employee's IRP5 / IT3(a) for a SARS tax year (year of assessment, e.g. 2026 = March 2025 to February 2026):
 * exactly the employee's record in the year's EMP501 certificate file (documents/filings/za/emp501.ts), made from
 * the same paid runs, so the certificate the employee gets is the one SARS reconciles. Refused (422) while an input
 * it needs is missing, naming each, and before the year has ended unless the employee has left (a final certificate).
 */
export async function zaIrp5(ctx: CommandContext, employeeId: string, taxYear: string) {
  const employee = await findEmployee(ctx.tx, ctx.organizationId, employeeId);
  if (!employee || employee.jurisdiction !== 'ZA') throw new Rejection('not_found', 'No such ZA employee.');
  const period = emp501PeriodOf(`${taxYear}-01-01`);
  const today = new Date(systemClock.now()).toISOString().slice(0, 10);
  if (today <= period.end && (employee.end_date === null || employee.end_date >= today)) {
    throw invalidFields({ tax_year: `the ${taxYear} tax year ends on ${period.end}: the IRP5/IT3(a) is issued after it, or when the employee leaves` });
  }
  const filing = await returnOfPeriod(ctx.tx, { organizationId: ctx.organizationId, type: emp501Kind.type, periodStart: period.start });
  const { source, pages } = filing ? await filingSourceOf(ctx, filing, emp501Kind) : { source: null, pages: [] };
  let person: FiledPerson | undefined;
  for await (const page of pages) if ((person = page.find((p) => p.employeeId === employeeId))) break;
  if (!source || !person) throw invalidFields({ tax_year: `no paid ZA run of the ${taxYear} tax year (${period.start} to ${period.end}) paid this employee` });
  const { record, figures, blockers } = employeeRecord(source, person);
  const blocking = [...employerBlockers(source, leviedBy(figures)), ...blockers];
  if (blocking.length > 0) throw invalidFields(Object.fromEntries(blocking.map((b) => [b.subject === 'employer' ? `employer.${b.field}` : b.field, b.message])), 'The certificate cannot be written until these are given.');
  const code = (c: string) => record.find(([k]) => k === c)?.[1] ?? null;
  const irp5 = {
    object: 'irp5' as const,
    tax_year: taxYear,
    certificate_number: code('3010')!,
    certificate_type: code('3015') as 'IRP5' | 'IT3(a)',
    reason_code: code('4150'),
    employee: { surname: code('3030')!, first_names: code('3040')!, initials: code('3050')!, id_number: code('3060'), tax_reference: code('3100'), date_of_birth: code('3080')!, employee_number: code('3160')! },
    employer: { name: source.organizationName, paye_reference: code('3010')!.slice(0, 10), sdl_reference: source.employer.sdl_reference ?? null, uif_reference: source.employer.uif_reference ?? null },
    period: { from: code('3170')!, to: code('3180')!, pay_periods_in_year: code('3200')!, pay_periods_worked: code('3210')! },
    income: figures.income.map((i) => ({ code: i.code, description: fieldByCode.get(i.code)?.name ?? i.code, amount_minor: i.minor })),
    gross_employment_income_minor: figures.income.reduce((s, i) => s + i.minor, 0),
    paye_minor: figures.paye_minor,
    medical_scheme_fees_tax_credit_minor: figures.medical_tax_credit_minor,
    uif_minor: figures.uif_employee_minor + figures.uif_employer_minor,
    sdl_minor: figures.sdl_minor,
    payslips: figures.payslips,
    currency: 'ZAR' as const,
    /** The record as the EMP501 file carries it: code and value. */
    codes: record.map(([c, v]) => ({ code: c, value: v })),
  };
  const money = (minor: number) => formatMoney(minor, 'ZAR');
  const document: CertificateDocument = {
    id: `${employeeId}:irp5:${taxYear}`,
    title: `${irp5.certificate_type} Employee Tax Certificate`,
    subtitle: `Year of assessment ${taxYear} · ${irp5.employee.first_names} ${irp5.employee.surname} · ${irp5.certificate_number}`,
    organizationName: source.organizationName,
    issuedAt: new Date(`${period.end}T00:00:00Z`),
    sections: [
      { heading: 'Employer', rows: [{ label: 'Trading name', value: source.organizationName }, { label: 'PAYE reference (2020)', value: irp5.employer.paye_reference }, { label: 'SDL reference (2022)', value: irp5.employer.sdl_reference ?? 'none' }, { label: 'UIF reference (2024)', value: irp5.employer.uif_reference ?? 'none' }] },
      { heading: 'Employee', rows: [
        { label: 'Surname (3030)', value: irp5.employee.surname }, { label: 'First names (3040)', value: irp5.employee.first_names }, { label: 'Identity number (3060)', value: irp5.employee.id_number ?? 'none' },
        { label: 'Income tax reference (3100)', value: irp5.employee.tax_reference ?? 'none' }, { label: 'Date of birth (3080)', value: irp5.employee.date_of_birth }, { label: 'Employee number (3160)', value: irp5.employee.employee_number },
        { label: 'Period employed (3170 - 3180)', value: `${irp5.period.from} - ${irp5.period.to}` }, { label: 'Pay periods in year / worked (3200, 3210)', value: `${irp5.period.pay_periods_in_year} / ${irp5.period.pay_periods_worked}` },
      ] },
      { heading: 'Income (cents dropped on the SARS file)', rows: [
        ...irp5.income.map((i) => ({ label: `${i.code} ${i.description}`, value: money(i.amount_minor) })),
        { label: `${code('3697') ? '3697' : '3698'} / 3699 Gross employment income`, value: money(irp5.gross_employment_income_minor) },
      ] },
      { heading: 'Deductions and tax', rows: [
        { label: '4102 PAYE', value: money(irp5.paye_minor) }, { label: '4116 Medical scheme fees tax credit', value: money(irp5.medical_scheme_fees_tax_credit_minor) },
        { label: '4141 UIF (employee and employer)', value: money(irp5.uif_minor) }, { label: '4142 SDL', value: money(irp5.sdl_minor) },
        { label: '4149 Total tax, SDL and UIF', value: `R ${code('4149')}` }, ...(irp5.reason_code ? [{ label: '4150 Reason for IT3(a)', value: irp5.reason_code }] : []),
      ] },
    ],
    note: `Every figure is the sum of the employee's ${irp5.payslips} payslip(s) of paid runs in the tax year, as reported in the employer's EMP501 reconciliation.`,
  };
  return { irp5, document };
}
