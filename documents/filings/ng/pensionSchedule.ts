import type { FilingBlocker } from '../../../machines/filing.ts';
import type { FiledPerson, FilingDocument, FilingHead, FilingPeriod, FilingSource, PeriodicFilingKind, ReturnRows } from '../periodicFiling.ts';
import { calendarMonthOf, writtenWhole } from '../periodicFiling.ts';
import { csvLine, decimalAmount, isEmployeePayslip, linesOf, csvMedia } from '../returnCsv.ts';
import { notInPensionScheme, pencomLicensedPfas } from '../../../domain/filings/ngPensionFundAdministrators.ts';
import { namesOf } from './payeFigures.ts';

/**
 * The month's pension contribution schedule for one Pension Fund Administrator: the employer remits both shares to
 * the custodian of the employee's PFA with a schedule naming each RSA (Pension Reform Act 2014 s.4(1): 8% by the
 * employee, 10% by the employer, of monthly emoluments; s.11(3)). Columns: documents/filings/ng/SOURCES.md.
 */
export const pensionScheduleColumns = ['S/N', 'RSA PIN', 'Surname', 'Other Names', 'Staff ID', 'Employee Contribution (8%)', 'Employer Contribution (10%)', 'Voluntary Contribution', 'Total Contribution'];

export function pensionScheduleRows(source: FilingHead): ReturnRows {
  const totals = { employees: 0, employee_contribution_minor: 0, employer_contribution_minor: 0, voluntary_contribution_minor: 0, total_contribution_minor: 0 };
  const blockers: FilingBlocker[] = [];
  if (!source.employer.pencom_employer_code) blockers.push({ subject: 'employer', field: 'pencom_employer_code', message: "the pension schedule carries the employer's PenCom employer code" });
  const add = (person: FiledPerson): string => {
    const p = { ...person, payslips: person.payslips.filter(isEmployeePayslip) };
    if (!p.payslips.some((s) => linesOf(s, ['PENSION_EMPLOYEE', 'PENSION_EMPLOYER', 'PENSION_VOLUNTARY']) > 0)) return '';
    const sum = (code: string) => p.payslips.reduce((s, slip) => s + linesOf(slip, [code]), 0);
    const [employee, employer, voluntary] = [sum('PENSION_EMPLOYEE'), sum('PENSION_EMPLOYER'), sum('PENSION_VOLUNTARY')];
    totals.employees += 1;
    totals.employee_contribution_minor += employee;
    totals.employer_contribution_minor += employer;
    totals.voluntary_contribution_minor += voluntary;
    totals.total_contribution_minor += employee + employer + voluntary;
    if (!p.statutoryIds.rsa_pin) blockers.push({ subject: `employee:${p.employeeId}`, field: 'statutory_ids.rsa_pin', message: `the pension schedule credits ${p.fullName}'s RSA by its PIN: it is not set` });
    const { surname, other } = namesOf(p);
    return csvLine([String(totals.employees), p.statutoryIds.rsa_pin ?? '', surname, other, p.staffId ?? p.employeeId, decimalAmount(employee), decimalAmount(employer), decimalAmount(voluntary), decimalAmount(employee + employer + voluntary)]);
  };
  return {
    add,
    finish: () => ({
      head: csvLine(['Employer', source.organizationName, 'Employer Code', source.employer.pencom_employer_code ?? '', 'PFA', pencomLicensedPfas[source.subdivision] ?? source.subdivision, 'Month', source.period.start.slice(0, 7)]) + csvLine(pensionScheduleColumns),
      tail: csvLine(['', '', 'TOTAL', '', '', decimalAmount(totals.employee_contribution_minor), decimalAmount(totals.employer_contribution_minor), decimalAmount(totals.voluntary_contribution_minor), decimalAmount(totals.total_contribution_minor)]),
      totals,
      blockers,
    }),
  };
}

export const writePensionSchedule = (source: FilingSource): FilingDocument => writtenWhole(pensionScheduleRows(source), source.people);

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
  rows: pensionScheduleRows,
};
