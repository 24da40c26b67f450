import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarYearOf, writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type PeriodicFilingKind, type ReturnRows } from '../periodicFiling.ts';
import { el, opt, writeCanonical, type XmlNode } from '../canonicalXml.ts';
import { decimalAmount, isEmployeePayslip } from '../returnCsv.ts';
import { ir8aFiguresOf, type Ir8aFigures } from './ir8aFigures.ts';

/**
 * Form IR8A of every employee paid in the calendar year, as IRAS's Auto-Inclusion Scheme (AIS) takes it: one XML
 * file with a header record (RecordType 0), a detail record per employee (1) and a trailer record (2) whose totals
 * are the sums of the details. Element names, codes and formats: documents/filings/sg/SOURCES.md.
 */
const ns = { ir8aDef: 'http://www.iras.gov.sg/IR8ADef', sdsc: 'http://tempuri.org/ESubmissionSDSC.xsd', ir8a: 'http://www.iras.gov.sg/IR8A' };

const ymd = (isoDate: string) => isoDate.replaceAll('-', '');

/** IRAS organisation ID type: 7 UEN (business, 8 digits and a letter), 8 UEN (local company, 9 digits), U UEN (others). */
export function organisationIdType(uen: string): '7' | '8' | 'U' {
  if (/^\d{8}[A-Z]$/u.test(uen)) return '7';
  if (/^\d{9}[A-Z]$/u.test(uen)) return '8';
  return 'U';
}

/** IRAS employee ID type: 1 NRIC (S, T), 2 FIN (F, G, M). */
export const employeeIdType = (nricFin: string): '1' | '2' => (/^[ST]/u.test(nricFin) ? '1' : '2');

const employerFields = ['uen', 'iras_authorised_person', 'iras_authorised_designation', 'iras_authorised_phone', 'iras_authorised_email'] as const;

function employerBlockers(source: FilingHead): FilingBlocker[] {
  return employerFields.filter((field) => !source.employer[field]).map((field) => ({ subject: 'employer', field, message: `the IR8A header needs the employer's ${field.replaceAll('_', ' ')}` }));
}

function personBlockers(p: FiledPerson, blockers: FilingBlocker[]): boolean {
  const before = blockers.length;
  const need = (field: string, held: unknown, what: string) => {
    if (!held) blockers.push({ subject: `employee:${p.employeeId}`, field, message: `IR8A needs ${p.fullName}'s ${what}` });
  };
  need('statutory_ids.nric_fin', p.statutoryIds.nric_fin, 'NRIC or FIN');
  need('birthdate', p.birthdate, 'date of birth');
  need('position', p.position, 'designation (position)');
  need('filing_inputs.sex', p.filingInputs.sex, 'sex');
  need('filing_inputs.nationality_code', p.filingInputs.nationality_code, 'nationality code');
  return blockers.length > before;
}

function detailRecord(p: FiledPerson, f: Ir8aFigures, year: string): XmlNode {
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const from = p.startDate && p.startDate > yearStart ? p.startDate : yearStart;
  const to = p.endDate && p.endDate < yearEnd ? p.endDate : yearEnd;
  const item = (name: string, value: string) => el(name, value, [['xmlns', ns.ir8a]]);
  const optional = (name: string, value: string | null) => (value ? item(name, value) : null);
  const nric = p.statutoryIds.nric_fin!;
  return el('IR8ARecord', [
    el('ESubmissionSDSC', [
      el('IR8AST', [
        item('RecordType', '1'),
        item('IDType', employeeIdType(nric)),
        item('IDNo', nric),
        item('NameLine1', p.fullName),
        item('Sex', p.filingInputs.sex!),
        item('DateOfBirth', ymd(p.birthdate!)),
        item('Nationality', p.filingInputs.nationality_code!),
        item('Amount', decimalAmount(f.amount)),
        item('PaymentPeriodFromDate', ymd(from)),
        item('PaymentPeriodToDate', ymd(to)),
        item('MBF', decimalAmount(f.mbf)),
        item('Donation', decimalAmount(f.donation)),
        item('CPF', decimalAmount(f.cpf)),
        item('Insurance', decimalAmount(0)),
        item('Salary', decimalAmount(f.salary)),
        item('Bonus', decimalAmount(f.bonus)),
        item('DirectorsFees', decimalAmount(f.directorsFees)),
        item('Others', decimalAmount(f.others)),
        optional('GrossCommissionAmount', f.commission > 0 ? decimalAmount(f.commission) : null),
        optional('GrossCommissionIndicator', f.commission > 0 ? 'M' : null),
        item('TransportAllowance', decimalAmount(f.transportAllowance)),
        item('OtherAllowance', decimalAmount(f.otherAllowance)),
        item('Designation', p.position!),
        optional('CommencementDate', p.startDate ? ymd(p.startDate) : null),
        optional('CessationDate', p.endDate && p.endDate <= yearEnd ? ymd(p.endDate) : null),
        optional('CessationProvisions', p.endDate && p.endDate <= yearEnd && p.endDate >= yearStart ? 'N' : null),
        optional('BonusDecalrationDate', f.bonus > 0 ? ymd(yearEnd) : null),
      ]),
    ], [['xmlns', ns.sdsc]]),
  ]);
}

/**
 * The records a person at a time between the header and the trailer, which carry the count and totals: canonical
 * XML is written element by element, so the file is the header's bytes, the records', then the trailer's.
 */
export function ir8aRows(source: FilingHead): ReturnRows {
  const totals = { employees: 0, amount_minor: 0, salary_minor: 0, bonus_minor: 0, directors_fees_minor: 0, others_minor: 0, cpf_employee_minor: 0, donation_minor: 0, mbf_minor: 0 };
  const blockers = employerBlockers(source);
  const year = source.period.taxYear;
  const add = (person: FiledPerson): string => {
    const p = { ...person, payslips: person.payslips.filter(isEmployeePayslip) };
    if (p.payslips.length === 0) return '';
    const f = ir8aFiguresOf(p.payslips);
    totals.employees += 1;
    totals.amount_minor += f.amount;
    totals.salary_minor += f.salary;
    totals.bonus_minor += f.bonus;
    totals.directors_fees_minor += f.directorsFees;
    totals.others_minor += f.others;
    totals.cpf_employee_minor += f.cpf;
    totals.donation_minor += f.donation;
    totals.mbf_minor += f.mbf;
    // A record is written only for a person with every item it needs (the file is not kept while anything blocks).
    return personBlockers(p, blockers) ? '' : writeCanonical(detailRecord(p, f, year));
  };
  const finish = () => {
    const e = source.employer;
    const lastPayDate = source.runs.map((r) => r.payDate).sort().at(-1) ?? source.period.end;
    const header = el('IR8AHeader', [
      el('ESubmissionSDSC', [
        el('FileHeaderST', [
          el('RecordType', '0'),
          el('Source', '6'),
          el('BasisYear', year),
          el('PaymentType', '08'),
          el('OrganizationID', organisationIdType(e.uen ?? '')),
          el('OrganizationIDNo', e.uen ?? ''),
          el('AuthorisedPersonName', e.iras_authorised_person ?? ''),
          el('AuthorisedPersonDesignation', e.iras_authorised_designation ?? ''),
          el('EmployerName', source.organizationName),
          el('Telephone', e.iras_authorised_phone ?? ''),
          el('AuthorisedPersonEmail', e.iras_authorised_email ?? ''),
          el('BatchIndicator', 'O'),
          el('BatchDate', ymd(lastPayDate)),
          opt('DivisionOrBranchName', null),
        ]),
      ], [['xmlns', ns.sdsc]]),
    ]);
    const trailer = el('IR8ATrailer', [
      el('ESubmissionSDSC', [
        el('IR8ATrailerST', [
          el('RecordType', '2'),
          el('NoOfRecords', String(totals.employees)),
          el('TotalPayment', decimalAmount(totals.amount_minor)),
          el('TotalSalary', decimalAmount(totals.salary_minor)),
          el('TotalBonus', decimalAmount(totals.bonus_minor)),
          el('TotalDirectorsFees', decimalAmount(totals.directors_fees_minor)),
          el('TotalOthers', decimalAmount(totals.others_minor)),
          el('TotalExemptIncome', decimalAmount(0)),
          el('TotalIncomeForTaxBorneByEmployer', decimalAmount(0)),
          el('TotalIncomeForTaxBorneByEmployee', decimalAmount(0)),
          el('TotalDonation', decimalAmount(totals.donation_minor)),
          el('TotalCPF', decimalAmount(totals.cpf_employee_minor)),
          el('TotalInsurance', decimalAmount(0)),
          el('TotalMBF', decimalAmount(totals.mbf_minor)),
        ]),
      ], [['xmlns', ns.sdsc]]),
    ]);
    const [before, after] = writeCanonical(el('IR8A', [header, el('Details', []), trailer], [['xmlns', ns.ir8aDef]])).split('<Details></Details>');
    return { head: `<?xml version="1.0" encoding="UTF-8"?>\n${before}<Details>`, tail: `</Details>${after}\n`, totals, blockers };
  };
  return { add, finish };
}

export const writeIr8a = (source: FilingSource): FilingDocument => writtenWhole(ir8aRows(source), source.people);

export const sgIr8a: PeriodicFilingKind = {
  type: 'sg_ir8a',
  jurisdiction: 'SG',
  title: 'IRAS Form IR8A (Auto-Inclusion Scheme)',
  cadence: 'year',
  channel: 'upload',
  media: { contentType: 'application/xml; charset=utf-8', extension: 'xml' },
  // The calendar year the income is paid in (the basis year); AIS files reach IRAS by 1 March of the year after.
  periodOf: (payDate) => calendarYearOf(payDate, '03-01'),
  rows: ir8aRows,
};
