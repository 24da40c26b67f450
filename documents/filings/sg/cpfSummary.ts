import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarMonthOf, writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type PeriodicFilingKind, type ReturnRows } from '../periodicFiling.ts';
import { csvLine, decimalAmount, isEmployeePayslip, linesOf, csvMedia } from '../returnCsv.ts';
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

function employerBlockers(source: FilingHead): FilingBlocker[] {
  const blockers: FilingBlocker[] = [];
  const csn = source.employer.cpf_submission_number;
  const uen = source.employer.uen;
  if (!csn) blockers.push({ subject: 'employer', field: 'cpf_submission_number', message: 'the CPF contribution summary is filed under the CPF Submission Number' });
  if (!uen) blockers.push({ subject: 'employer', field: 'uen', message: "the CPF contribution summary needs the employer's UEN" });
  if (csn && uen && uenOfCsn(csn) !== uen) blockers.push({ subject: 'employer', field: 'cpf_submission_number', message: `the CPF Submission Number ${csn} does not start with the employer's UEN ${uen}` });
  return blockers;
}

function rowOf(p: FiledPerson): Row {
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
}

const money = (minor: number) => decimalAmount(minor);

export function cpfSummaryRows(source: FilingHead): ReturnRows {
  const totals: Record<string, number> = {
    employees: 0, ordinary_wages_minor: 0, additional_wages_minor: 0, cpf_employee_minor: 0, cpf_employer_minor: 0, cpf_total_minor: 0, cpf_contributors: 0, sdl_minor: 0, sdl_employees: 0,
  };
  for (const fund of shgFunds) Object.assign(totals, { [`${fund.toLowerCase()}_minor`]: 0, [`${fund.toLowerCase()}_contributors`]: 0 });
  const blockers = employerBlockers(source);
  const add = (person: FiledPerson): string => {
    const p = { ...person, payslips: person.payslips.filter(isEmployeePayslip) };
    if (p.payslips.length === 0) return '';
    const r = rowOf(p);
    const tally = (key: string, minor: number, contributors?: string) => {
      totals[key]! += minor;
      if (contributors && minor > 0) totals[contributors]! += 1;
    };
    totals.employees! += 1;
    tally('ordinary_wages_minor', r.ordinary);
    tally('additional_wages_minor', r.additional);
    tally('cpf_employee_minor', r.employee);
    tally('cpf_employer_minor', r.employer);
    tally('cpf_total_minor', r.employee + r.employer, 'cpf_contributors');
    tally('sdl_minor', r.sdl, 'sdl_employees');
    for (const f of shgFunds) tally(`${f.toLowerCase()}_minor`, r.shg[f], `${f.toLowerCase()}_contributors`);
    if (!p.statutoryIds.nric_fin) blockers.push({ subject: `employee:${p.employeeId}`, field: 'statutory_ids.nric_fin', message: `CPF and SDL are reported by NRIC or FIN: it is not set for ${p.fullName}` });
    return csvLine([r.nric, r.name, money(r.ordinary), money(r.additional), money(r.employee), money(r.employer), money(r.employee + r.employer), money(r.sdl), ...shgFunds.map((f) => money(r.shg[f]))]);
  };
  const finish = () => {
    const summary = [
      ['Payment summary', 'Employees', 'Amount'],
      ['Total CPF contributions', String(totals.cpf_contributors), money(totals.cpf_total_minor!)],
      ['Skills Development Levy', String(totals.sdl_employees), money(totals.sdl_minor!)],
      ...shgFunds.map((f) => [`${f} contributions`, String(totals[`${f.toLowerCase()}_contributors`]), money(totals[`${f.toLowerCase()}_minor`]!)]),
    ];
    const head = csvLine(['CPF Submission Number', source.employer.cpf_submission_number ?? '', 'Employer', source.organizationName, 'Month', source.period.start.slice(0, 7)]) + csvLine(cpfSummaryColumns);
    const total = ['TOTAL', '', money(totals.ordinary_wages_minor!), money(totals.additional_wages_minor!), money(totals.cpf_employee_minor!), money(totals.cpf_employer_minor!), money(totals.cpf_total_minor!), money(totals.sdl_minor!), ...shgFunds.map((f) => money(totals[`${f.toLowerCase()}_minor`]!))];
    return { head, tail: [total, [], ...summary].map(csvLine).join(''), totals, blockers };
  };
  return { add, finish };
}

export const writeCpfSummary = (source: FilingSource): FilingDocument => writtenWhole(cpfSummaryRows(source), source.people);

export const sgCpfSummary: PeriodicFilingKind = {
  type: 'sg_cpf_summary',
  jurisdiction: 'SG',
  title: 'CPF monthly contribution summary (e-Submit)',
  cadence: 'month',
  channel: 'upload',
  media: csvMedia,
  // CPF contributions for a month are paid by the 14th of the next month (CPF Act s.7; CPF Board "Paying CPF contributions").
  periodOf: (payDate) => calendarMonthOf(payDate, 14),
  rows: cpfSummaryRows,
};
