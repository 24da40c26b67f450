import type { CommandContext } from '../context.ts';
import { findEmployee } from '../../db/employees.ts';
import { findEmployerReferences } from '../../db/employerReferences.ts';
import { findLeaving, payslipIdsOfTaxYear } from '../../db/employeeLeavings.ts';
import { findPayslips, type PayslipRow } from '../../db/payslips.ts';
import { filingInputsOf, peopleToFile } from '../../db/employeeFilingInputs.ts';
import { gbPayrollIdOf } from '../../domain/filings/gbEmployeeFilingInputs.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import { taxProfileSchemas } from '../../domain/jurisdictions.ts';
import { gbTaxYearOf, gbTaxYearStartOf } from '../../domain/filings/gbTaxYear.ts';
import { taxPeriodNumber } from '../../domain/payroll/payFrequency.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import type { CertificateDocument } from '../../documents/certificates/certificatePdf.ts';
import { formatMoney } from '../../documents/money.ts';

/**
 * GB year-end and leaving certificates (HMRC forms P60 "End of year certificate" and P45 "Details of employee
 * leaving work", parts 1A, 2 and 3; HMRC, "PAYE: P45, P60 and P11D forms", and CWG2 "Further guide to PAYE and
 * National Insurance contributions"), from the employee's payslips of the tax year and nothing else: every
 * figure is a sum of payslip lines, so a certificate always equals the payslips it covers.
 */
interface YearFigures {
  pay_minor: number;
  tax_minor: number;
  employee_nic_minor: number;
  nic_earnings_minor: number;
  /** NICable earnings at the LEL, above it to the PT, above the PT to the UEL: each payslip's share, summed. */
  nic_bands_minor: { at_lel: number; lel_to_pt: number; pt_to_uel: number };
  student_loan_minor: number;
  postgraduate_loan_minor: number;
  payslips: number;
}

const sumLines = (payslips: PayslipRow[], code: string, field: 'amount_minor' | 'base_minor') =>
  payslips.flatMap((p) => p.line_items).filter((l) => l.code === code).reduce((sum, l) => sum + (l[field] ?? 0), 0);

/** What one payslip added to an accumulator (the engine carries the bands only year to date). */
const sumAdded = (payslips: PayslipRow[], accumulator: string) =>
  payslips.reduce((sum, p) => sum + (p.ytd_after[accumulator] ?? 0) - (p.ytd_before[accumulator] ?? 0), 0);

function figuresOf(payslips: PayslipRow[]): YearFigures {
  return {
    pay_minor: sumLines(payslips, 'PAYE', 'base_minor'),
    tax_minor: sumLines(payslips, 'PAYE', 'amount_minor'),
    employee_nic_minor: sumLines(payslips, 'NI_EMPLOYEE', 'amount_minor'),
    nic_earnings_minor: sumLines(payslips, 'NI_EMPLOYEE', 'base_minor'),
    nic_bands_minor: {
      at_lel: sumAdded(payslips, 'ni_earnings_at_lel'),
      lel_to_pt: sumAdded(payslips, 'ni_earnings_lel_to_pt'),
      pt_to_uel: sumAdded(payslips, 'ni_earnings_pt_to_uel'),
    },
    student_loan_minor: sumLines(payslips, 'STUDENT_LOAN', 'amount_minor'),
    postgraduate_loan_minor: sumLines(payslips, 'POSTGRADUATE_LOAN', 'amount_minor'),
    payslips: payslips.length,
  };
}

async function subjectOf(ctx: CommandContext, employeeId: string) {
  const employee = await findEmployee(ctx.tx, ctx.organizationId, employeeId);
  if (!employee || employee.jurisdiction !== 'GB') throw new Rejection('not_found', 'No such GB employee.');
  const [person] = await peopleToFile(ctx.tx, ctx.organizationId, [employeeId]);
  const open = async (field: string, sealed: string | null) => (sealed === null ? undefined : openSealedValue(ctx.keyring, sealContext('employee', employeeId, field), sealed));
  const [profileRaw, ids] = await Promise.all([open('tax_profile', person!.sealed_tax_profile), open('statutory_ids', person!.sealed_statutory_ids)]);
  const profile = taxProfileSchemas.GB.parse(profileRaw ?? {});
  const nino = (ids as { values?: Record<string, unknown> } | undefined)?.values?.nino;
  const refs = await findEmployerReferences(ctx.tx, ctx.organizationId, 'GB');
  return {
    person: person!,
    profile,
    nino: typeof nino === 'string' ? nino : null,
    payeReference: refs?.paye_reference ?? null,
    // The payroll ID the FPS reports for the employment.
    payrollId: gbPayrollIdOf(person!, (await filingInputsOf(ctx.tx, [employeeId])).get(employeeId)?.payroll_id ?? null),
  };
}

async function payslipsOfYear(ctx: CommandContext, employeeId: string, taxYearStart: string): Promise<PayslipRow[]> {
  const ids = await payslipIdsOfTaxYear(ctx.tx, employeeId, taxYearStart);
  const byId = new Map((await findPayslips(ctx.tx, ctx.organizationId, ids)).map((p) => [p.id, p]));
  return ids.map((id) => byId.get(id)!);
}

/** GET /employees/{id}/p60?tax_year=2026-27: for everyone employed at 5 April (a leaver has a P45 instead). */
export async function gbP60(ctx: CommandContext, employeeId: string, taxYear: string) {
  const start = `${taxYear.slice(0, 4)}-04-06`;
  const end = `${Number(taxYear.slice(0, 4)) + 1}-04-05`;
  const subject = await subjectOf(ctx, employeeId);
  if (subject.person.end_date !== null && subject.person.end_date < end) {
    throw invalidFields({ tax_year: `the employee left on ${subject.person.end_date}, before the end of ${taxYear}: a leaver gets a P45, not a P60` });
  }
  const payslips = await payslipsOfYear(ctx, employeeId, start);
  if (payslips.length === 0) throw invalidFields({ tax_year: `no payslips of ${taxYear} for this employee` });
  const figures = figuresOf(payslips);
  const p60 = {
    object: 'p60' as const,
    tax_year: taxYear,
    employee: { name: `${subject.person.first_name} ${subject.person.last_name ?? ''}`.trim(), nino: subject.nino, payroll_id: subject.payrollId },
    employer: { name: payslips.at(-1)!.organization_snapshot.name, paye_reference: subject.payeReference },
    final_tax_code: subject.profile.tax_code,
    in_this_employment: { pay: figures.pay_minor, tax: figures.tax_minor },
    national_insurance: [{
      letter: subject.profile.ni_category,
      earnings: figures.nic_earnings_minor,
      earnings_at_lel: figures.nic_bands_minor.at_lel,
      earnings_lel_to_pt: figures.nic_bands_minor.lel_to_pt,
      earnings_pt_to_uel: figures.nic_bands_minor.pt_to_uel,
      employee_contributions: figures.employee_nic_minor,
    }],
    student_loan_deductions: figures.student_loan_minor,
    postgraduate_loan_deductions: figures.postgraduate_loan_minor,
    payslips: figures.payslips,
    currency: 'GBP' as const,
  };
  const money = (minor: number) => formatMoney(minor, 'GBP');
  const document: CertificateDocument = {
    id: `${employeeId}:p60:${taxYear}`,
    title: 'P60 End of Year Certificate',
    subtitle: `Tax year to 5 April ${end.slice(0, 4)} · ${p60.employee.name}`,
    organizationName: p60.employer.name,
    issuedAt: new Date(`${end}T00:00:00Z`),
    sections: [
      { heading: 'Employee', rows: [{ label: 'Name', value: p60.employee.name }, { label: 'National Insurance number', value: p60.employee.nino ?? 'not given' }, { label: 'Payroll ID', value: p60.employee.payroll_id }] },
      { heading: 'Pay and Income Tax in this employment', rows: [{ label: 'Pay', value: money(p60.in_this_employment.pay) }, { label: 'Tax deducted', value: money(p60.in_this_employment.tax) }, { label: 'Final tax code', value: p60.final_tax_code }] },
      { heading: 'National Insurance contributions in this employment', rows: p60.national_insurance.flatMap((n) => [
        { label: `Letter ${n.letter}: earnings`, value: money(n.earnings) },
        { label: `Letter ${n.letter}: earnings at the LEL`, value: money(n.earnings_at_lel) },
        { label: `Letter ${n.letter}: above the LEL up to the PT`, value: money(n.earnings_lel_to_pt) },
        { label: `Letter ${n.letter}: above the PT up to the UEL`, value: money(n.earnings_pt_to_uel) },
        { label: `Letter ${n.letter}: employee's contributions`, value: money(n.employee_contributions) }]) },
      { heading: 'Loans', rows: [{ label: 'Student loan deductions', value: money(p60.student_loan_deductions) }, { label: 'Postgraduate loan deductions', value: money(p60.postgraduate_loan_deductions) }] },
      { heading: 'Employer', rows: [{ label: 'Name', value: p60.employer.name }, { label: 'PAYE reference', value: p60.employer.paye_reference ?? 'not set' }] },
    ],
    note: `Every figure is the sum of the employee's ${p60.payslips} payslip(s) of the tax year. Keep this certificate: it shows the tax paid in this employment.`,
  };
  return { p60, document };
}

/** GET /employees/{id}/p45: for a leaver, parts 1A (the employee's), 2 and 3 (for a new employer) carry the same details. */
export async function gbP45(ctx: CommandContext, employeeId: string) {
  const subject = await subjectOf(ctx, employeeId);
  const leaving = await findLeaving(ctx.tx, employeeId);
  if (!leaving) throw invalidFields({ leaving_date: 'the employee has not left (POST /employees/{id}/leave): no P45' });
  const start = gbTaxYearStartOf(leaving.leaving_date);
  const payslips = await payslipsOfYear(ctx, employeeId, start);
  const figures = figuresOf(payslips);
  const last = payslips.at(-1);
  const details = {
    employer_paye_reference: subject.payeReference,
    employee: { name: `${subject.person.first_name} ${subject.person.last_name ?? ''}`.trim(), nino: subject.nino, payroll_id: subject.payrollId },
    leaving_date: leaving.leaving_date,
    tax_code_at_leaving: subject.profile.tax_code,
    week1_month1: subject.profile.week1_month1,
    last_entry: last ? { month: taxPeriodNumber('monthly', start, last.period_end), tax_year: gbTaxYearOf(last.period_end) } : null,
    student_loan_deductions_continue: subject.profile.student_loan_plans.some((p) => p !== 'postgraduate'),
    postgraduate_loan_deductions_continue: subject.profile.student_loan_plans.includes('postgraduate'),
    total_pay_to_date: figures.pay_minor,
    total_tax_to_date: figures.tax_minor,
    currency: 'GBP' as const,
  };
  const p45 = { object: 'p45' as const, parts: { '1A': details, '2': details, '3': details } };
  const money = (minor: number) => formatMoney(minor, 'GBP');
  const rows = [
    { label: 'Employer PAYE reference', value: details.employer_paye_reference ?? 'not set' },
    { label: 'Employee', value: details.employee.name },
    { label: 'National Insurance number', value: details.employee.nino ?? 'not given' },
    { label: 'Payroll ID', value: details.employee.payroll_id },
    { label: 'Leaving date', value: details.leaving_date },
    { label: 'Tax code at leaving date', value: `${details.tax_code_at_leaving}${details.week1_month1 ? ' (week 1 / month 1)' : ''}` },
    { label: 'Last entry: month', value: details.last_entry ? `Month ${details.last_entry.month}` : 'none' },
    { label: 'Student loan deductions to continue', value: details.student_loan_deductions_continue ? 'yes' : 'no' },
    { label: 'Postgraduate loan deductions to continue', value: details.postgraduate_loan_deductions_continue ? 'yes' : 'no' },
    { label: 'Total pay to date', value: money(details.total_pay_to_date) },
    { label: 'Total tax to date', value: money(details.total_tax_to_date) },
  ];
  const document: CertificateDocument = {
    id: `${employeeId}:p45:${leaving.leaving_date}`,
    title: 'P45 Details of employee leaving work',
    subtitle: `${details.employee.name} · left ${details.leaving_date}`,
    organizationName: last?.organization_snapshot.name ?? 'Employer',
    issuedAt: new Date(`${leaving.leaving_date}T00:00:00Z`),
    sections: [
      { heading: 'Part 1A: for the employee', rows },
      { heading: 'Part 2: for the new employer', rows },
      { heading: 'Part 3: new employer to keep', rows },
    ],
    note: `The figures are the sums of the employee's ${figures.payslips} payslip(s) of the tax year in this employment. The leaving date reached HMRC on the FPS.`,
  };
  return { p45, document };
}
