import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarMonthOf, heldRows, type FilingDocument, type FilingSource, type PeriodicFilingKind } from '../periodicFiling.ts';
import { csvOf, decimalAmount, isEmployeePayslip, linesOf, csvMedia } from '../returnCsv.ts';
import { uenOfCsn } from '../../../domain/filings/sgCpfSubmissionNumber.ts';

/**
 * The month's CPF contribution summary: per employee the ordinary and additional wages, the employee's and the
 * employer's CPF, the Skills Development Levy and the self-help group funds, then the totals CPF e-Submit asks for
 * (CPF Board, "e-Submit@web": contribution details and payment summary; documents/filings/sg/SOURCES.md). CPF's
 * own file format is not published, so this is a report the operator keys in from and files with the CSN.
 */
export const shgFunds = ['MBMF', 'SINDA', 'CDAC', 'ECF'] as const;

export const cpfSummaryColumns = ['NRIC/FIN', 'Employee name', 'Ordinary wages', 'Additional wages', 'Employee CPF', 'Employer CPF', 'Total CPF', 'SDL', ...shgFunds];

interface Row {
  nric: string;
  name: string;
  ordinary: number;
  additional: number;
  employee: number;
  employer: number;
  sdl: number;
  shg: Record<(typeof shgFunds)[number], number>;
}

function blockersOf(source: FilingSource, rows: { employeeId: string; fullName: string; nric?: string }[]): FilingBlocker[] {
  const blockers: FilingBlocker[] = [];
  const csn = source.employer.cpf_submission_number;
  const uen = source.employer.uen;
  if (!csn) blockers.push({ subject: 'employer', field: 'cpf_submission_number', message: 'the CPF contribution summary is filed under the CPF Submission Number' });
  if (!uen) blockers.push({ subject: 'employer', field: 'uen', message: "the CPF contribution summary needs the employer's UEN" });
  if (csn && uen && uenOfCsn(csn) !== uen) blockers.push({ subject: 'employer', field: 'cpf_submission_number', message: `the CPF Submission Number ${csn} does not start with the employer's UEN ${uen}` });
  for (const r of rows) {
    if (!r.nric) blockers.push({ subject: `employee:${r.employeeId}`, field: 'statutory_ids.nric_fin', message: `CPF and SDL are reported by NRIC or FIN: it is not set for ${r.fullName}` });
  }
  return blockers;
}

export function writeCpfSummary(source: FilingSource): FilingDocument {
  const people = source.people.map((p) => ({ ...p, payslips: p.payslips.filter(isEmployeePayslip) })).filter((p) => p.payslips.length > 0);
  const rows: Row[] = people.map((p) => {
    const sum = (codes: string[], kind?: string) => p.payslips.reduce((s, slip) => s + linesOf(slip, codes, kind), 0);
    const earnings = p.payslips.reduce((s, slip) => s + slip.line_items.filter((l) => l.kind === 'earning').reduce((t, l) => t + l.amount_minor, 0), 0);
    // Additional wages are those not granted wholly for the month: the bonus (tables/SG/bases.yaml); the rest is ordinary.
    const additional = sum(['BONUS'], 'earning');
    return {
      nric: p.statutoryIds.nric_fin ?? '',
      name: p.fullName,
      ordinary: earnings - additional,
      additional,
      employee: sum(['CPF_EMPLOYEE'], 'deduction'),
      employer: sum(['CPF_EMPLOYER'], 'employer_cost'),
      sdl: sum(['SDL'], 'employer_cost'),
      shg: Object.fromEntries(shgFunds.map((f) => [f, sum([f], 'deduction')])) as Row['shg'],
    };
  });
  const total = (of: (r: Row) => number) => rows.reduce((s, r) => s + of(r), 0);
  const count = (of: (r: Row) => number) => rows.filter((r) => of(r) > 0).length;
  const totals: Record<string, number> = {
    employees: rows.length,
    ordinary_wages_minor: total((r) => r.ordinary),
    additional_wages_minor: total((r) => r.additional),
    cpf_employee_minor: total((r) => r.employee),
    cpf_employer_minor: total((r) => r.employer),
    cpf_total_minor: total((r) => r.employee + r.employer),
    cpf_contributors: count((r) => r.employee + r.employer),
    sdl_minor: total((r) => r.sdl),
    sdl_employees: count((r) => r.sdl),
  };
  for (const fund of shgFunds) {
    totals[`${fund.toLowerCase()}_minor`] = total((r) => r.shg[fund]);
    totals[`${fund.toLowerCase()}_contributors`] = count((r) => r.shg[fund]);
  }
  const blockers = blockersOf(source, people.map((p) => ({ employeeId: p.employeeId, fullName: p.fullName, nric: p.statutoryIds.nric_fin })));
  if (blockers.length > 0) return { document: null, totals, blockers };

  const money = (minor: number) => decimalAmount(minor);
  const summary = [
    ['Payment summary', 'Employees', 'Amount'],
    ['Total CPF contributions', String(totals.cpf_contributors), money(totals.cpf_total_minor!)],
    ['Skills Development Levy', String(totals.sdl_employees), money(totals.sdl_minor!)],
    ...shgFunds.map((f) => [`${f} contributions`, String(totals[`${f.toLowerCase()}_contributors`]), money(totals[`${f.toLowerCase()}_minor`]!)]),
  ];
  const document = csvOf([
    ['CPF Submission Number', source.employer.cpf_submission_number!, 'Employer', source.organizationName, 'Month', source.period.start.slice(0, 7)],
    cpfSummaryColumns,
    ...rows.map((r) => [r.nric, r.name, money(r.ordinary), money(r.additional), money(r.employee), money(r.employer), money(r.employee + r.employer), money(r.sdl), ...shgFunds.map((f) => money(r.shg[f]))]),
    ['TOTAL', '', money(totals.ordinary_wages_minor!), money(totals.additional_wages_minor!), money(totals.cpf_employee_minor!), money(totals.cpf_employer_minor!), money(totals.cpf_total_minor!), money(totals.sdl_minor!), ...shgFunds.map((f) => money(totals[`${f.toLowerCase()}_minor`]!))],
    [],
    ...summary,
  ]);
  return { document, totals, blockers };
}

export const sgCpfSummary: PeriodicFilingKind = {
  type: 'sg_cpf_summary',
  jurisdiction: 'SG',
  title: 'CPF monthly contribution summary (e-Submit)',
  cadence: 'month',
  channel: 'upload',
  media: csvMedia,
  // CPF contributions for a month are paid by the 14th of the next month (CPF Act s.7; CPF Board "Paying CPF contributions").
  periodOf: (payDate) => calendarMonthOf(payDate, 14),
  rows: heldRows(writeCpfSummary),
};
