import type { FilingBlocker } from '../../../machines/filing.ts';
import type { FilingDocument, FilingPeriod, FilingSource, PeriodicFilingKind } from '../periodicFiling.ts';
import { calendarMonthOf, heldRows } from '../periodicFiling.ts';
import { csvOf, decimalAmount, isEmployeePayslip, linesOf, csvMedia } from '../returnCsv.ts';
import { notInPensionScheme, pencomLicensedPfas } from '../../../domain/filings/ngPensionFundAdministrators.ts';
import { namesOf } from './payeFigures.ts';

/**
 * The month's pension contribution schedule for one Pension Fund Administrator: the employer remits both shares to
 * the custodian of the employee's PFA with a schedule naming each RSA (Pension Reform Act 2014 s.4(1): 8% by the
 * employee, 10% by the employer, of monthly emoluments; s.11(3)). Columns: documents/filings/ng/SOURCES.md.
 */
export const pensionScheduleColumns = ['S/N', 'RSA PIN', 'Surname', 'Other Names', 'Staff ID', 'Employee Contribution (8%)', 'Employer Contribution (10%)', 'Voluntary Contribution', 'Total Contribution'];

export function writePensionSchedule(source: FilingSource): FilingDocument {
  const people = source.people
    .map((p) => ({ ...p, payslips: p.payslips.filter(isEmployeePayslip) }))
    .filter((p) => p.payslips.some((s) => linesOf(s, ['PENSION_EMPLOYEE', 'PENSION_EMPLOYER', 'PENSION_VOLUNTARY']) > 0));
  const rows = people.map((p) => {
    const sum = (code: string) => p.payslips.reduce((s, slip) => s + linesOf(slip, [code]), 0);
    return { person: p, employee: sum('PENSION_EMPLOYEE'), employer: sum('PENSION_EMPLOYER'), voluntary: sum('PENSION_VOLUNTARY') };
  });
  const total = (of: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + of(r), 0);
  const totals = {
    employees: rows.length,
    employee_contribution_minor: total((r) => r.employee),
    employer_contribution_minor: total((r) => r.employer),
    voluntary_contribution_minor: total((r) => r.voluntary),
    total_contribution_minor: total((r) => r.employee + r.employer + r.voluntary),
  };
  const blockers: FilingBlocker[] = [];
  if (!source.employer.pencom_employer_code) blockers.push({ subject: 'employer', field: 'pencom_employer_code', message: "the pension schedule carries the employer's PenCom employer code" });
  for (const { person: p } of rows) {
    if (!p.statutoryIds.rsa_pin) blockers.push({ subject: `employee:${p.employeeId}`, field: 'statutory_ids.rsa_pin', message: `the pension schedule credits ${p.fullName}'s RSA by its PIN: it is not set` });
  }
  if (blockers.length > 0) return { document: null, totals, blockers };
  const document = csvOf([
    ['Employer', source.organizationName, 'Employer Code', source.employer.pencom_employer_code!, 'PFA', pencomLicensedPfas[source.subdivision] ?? source.subdivision, 'Month', source.period.start.slice(0, 7)],
    pensionScheduleColumns,
    ...rows.map((r, i) => {
      const { surname, other } = namesOf(r.person);
      return [String(i + 1), r.person.statutoryIds.rsa_pin!, surname, other, r.person.staffId ?? r.person.employeeId, decimalAmount(r.employee), decimalAmount(r.employer), decimalAmount(r.voluntary), decimalAmount(r.employee + r.employer + r.voluntary)];
    }),
    ['', '', 'TOTAL', '', '', decimalAmount(totals.employee_contribution_minor), decimalAmount(totals.employer_contribution_minor), decimalAmount(totals.voluntary_contribution_minor), decimalAmount(totals.total_contribution_minor)],
  ]);
  return { document, totals, blockers };
}

/** Seven working days (Monday to Friday; public holidays are not known here) after `date`. */
export function sevenWorkingDaysAfter(date: string): string {
  let at = Date.parse(`${date}T00:00:00Z`);
  for (let left = 7; left > 0; ) {
    at += 86_400_000;
    const day = new Date(at).getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return new Date(at).toISOString().slice(0, 10);
}

export const ngPensionSchedule: PeriodicFilingKind = {
  type: 'ng_pension_schedule',
  jurisdiction: 'NG',
  title: 'PenCom pension contribution schedule (per PFA)',
  cadence: 'month',
  channel: 'upload',
  media: csvMedia,
  // PRA 2014 s.11(5)(b): remitted not later than 7 working days after the day the employee is paid; the month's
  // schedule is due 7 working days after its last day (a run paid at month end).
  periodOf: (payDate): FilingPeriod => {
    const month = calendarMonthOf(payDate, 1);
    return { ...month, dueOn: sevenWorkingDaysAfter(month.end) };
  },
  subdivisionOf: (person) => {
    const pfa = person.filingInputs.pension_fund_administrator;
    return pfa === notInPensionScheme ? undefined : pfa || null;
  },
  subdivisionInput: 'pension_fund_administrator',
  rows: heldRows(writePensionSchedule),
};
