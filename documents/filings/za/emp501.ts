import { csvMedia } from '../returnCsv.ts';
import type { FilingBlocker } from '../../../machines/filing.ts';
import { writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type ReturnRows, type PeriodicFilingKind } from '../periodicFiling.ts';
import { zaReferencesDisagree } from '../../../domain/filings/zaEmployerReferences.ts';
import { zaFreeText } from '../../../domain/filings/zaFreeText.ts';
import { randsAndCents, sarsYearFigures, wholeRands, type SarsYearFigures } from './irp5Codes.ts';
import { amountTotalOf, codeTotalOf, emp501Line, type Emp501Record } from './emp501Records.ts';
import { emp501InterimPeriodOf, emp501PeriodOf } from './sarsPeriods.ts';

/**
 * The EMP501 annual reconciliation's tax certificate file (IRP5 / IT3(a)) in the layout of SARS's PAYE Employer
 * Reconciliation BRS V23.0.0 (documents/filings/za/SOURCES.md): the employer header record (2010...), one record per
 * employee with their year's figures summed from the payslips, and the trailer record (6010, 6020, 6030).
 * The operator imports it into e@syFile Employer and uploads the reconciliation; mark_filed records SARS's reference.
 */
const ccyymmdd = (date: string) => date.replaceAll('-', '');
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The person's certificate number (BRS code 3010): PAYE reference, transaction year, the reconciliation's month (02
 * annual, 08 interim), then 14 characters of the employee's id: unique per employee and year, never reused.
 */
export function certificateNumber(payeReference: string, year: string, employeeId: string, month: Month = '02'): string {
  return `${payeReference}${year}${month}${employeeId.replaceAll('-', '').slice(0, 14).toUpperCase()}`;
}

/** The month that ends the reconciliation: February for the annual one, August for the interim one. */
export type Month = '02' | '08';

export const isContractor = (person: FiledPerson) => person.payslips.some((p) => p.employee_snapshot.classification === 'contractor');

/** IRP5 when employees' tax was deducted; otherwise IT3(a) with the reason: 02 below the tax threshold, 03 independent contractor. */
export function certificateTypeOf(person: FiledPerson, figures: SarsYearFigures): { type: 'IRP5' | 'IT3(a)'; reason: string | null } {
  if (figures.paye_minor > 0) return { type: 'IRP5', reason: null };
  return { type: 'IT3(a)', reason: isContractor(person) ? '03' : '02' };
}

export interface EmployeeRecord {
  record: Emp501Record;
  figures: SarsYearFigures;
  blockers: FilingBlocker[];
}

/** One person's certificate record (codes 3010 ... 4150), their figures, and what blocks it. */
export function employeeRecord(source: FilingHead, person: FiledPerson, month: Month = '02'): EmployeeRecord {
  const blockers: FilingBlocker[] = [];
  const subject = `employee:${person.employeeId}`;
  const missing = (field: string, message: string) => blockers.push({ subject, field, message: `${person.fullName}: ${message}` });
  const figures = sarsYearFigures(person.payslips);
  const { type, reason } = certificateTypeOf(person, figures);
  const year = source.period.taxYear;
  const ids = person.statutoryIds;
  const inputs = person.filingInputs;
  const text = (field: string, value: string, max: number, what: string) => {
    if (!zaFreeText(max).test(value)) missing(field, `${what} must be 1 to ${max} letters, digits, spaces or . - ' & / ( ) for SARS (no comma or pipe)`);
    return value;
  };

  if (!ids.id_number) missing('statutory_ids.id_number', 'the South African identity number is required on the IRP5/IT3(a) (code 3060, nature of person A)');
  if (type === 'IRP5' && !ids.tax_reference) missing('statutory_ids.tax_reference', 'the income tax reference number is required on an IRP5 with PAYE (code 3100)');
  if (!person.birthdate) missing('birthdate', 'the date of birth is required (code 3080)');
  for (const [key, code] of [['residential_street', '3214'], ['residential_city', '3216'], ['residential_postal_code', '3217']] as const) {
    if (!inputs[key]) missing(`filing_inputs.${key}`, `the residential address is required (code ${code})`);
  }
  const names = person.firstName.trim().split(/\s+/u).slice(0, 2);
  const initials = names.map((n) => n[0]!.toUpperCase()).join('').slice(0, 5);
  if (!person.lastName.trim()) missing('last_name', 'the surname is required (code 3030)');

  const earnings = figures.income.map(({ code, minor }) => [code, String(wholeRands(minor))] as const).filter(([, rands]) => rands !== '0');
  const gross = earnings.reduce((s, [, rands]) => s + Number(rands), 0);
  const retirementFunding = Number(person.taxProfile.retirement_fund_contributions_minor ?? 0) > 0;
  const uif = figures.uif_employee_minor + figures.uif_employer_minor;
  const record: Emp501Record = [
    ['3010', certificateNumber(source.employer.paye_reference ?? '', year, person.employeeId, month)],
    ['3015', type],
    ['3020', 'A'],
    ['3025', year],
    ['3030', text('last_name', person.lastName.trim(), 120, 'the surname')],
    ['3040', text('first_name', names.join(' '), 90, 'the first names')],
    ['3050', initials],
    ['3060', ids.id_number ?? ''],
    ['3080', ccyymmdd(person.birthdate ?? '')],
    ...(ids.tax_reference ? [['3100', ids.tax_reference] as const] : []),
    ['3136', source.employer.contact_number ?? ''],
    ['3147', source.employer.business_street ?? ''],
    ['3149', source.employer.business_city ?? ''],
    ['3150', source.employer.business_postal_code ?? ''],
    ['3160', text('staff_id', (person.staffId ?? person.employeeId).slice(0, 25), 25, 'the employee number')],
    ['3170', ccyymmdd(later(person.startDate ?? source.period.start, source.period.start))],
    ['3180', ccyymmdd(earlier(person.endDate ?? source.period.end, source.period.end))],
    ['3200', '12.0000'],
    ['3210', `${new Set(person.payslips.map((p) => p.period_start.slice(0, 7))).size}.0000`],
    ['3214', inputs.residential_street ?? ''],
    ['3216', inputs.residential_city ?? ''],
    ['3217', inputs.residential_postal_code ?? ''],
    ['3263', source.employer.sic7_code ?? ''],
    ...earnings,
    ...(gross > 0 ? [[retirementFunding ? '3697' : '3698', String(gross)] as const, ['3699', String(gross)] as const] : []),
    ...(type === 'IRP5' ? [['4102', randsAndCents(figures.paye_minor)] as const] : []),
    ...(figures.medical_tax_credit_minor > 0 ? [['4116', randsAndCents(figures.medical_tax_credit_minor)] as const] : []),
    ...(source.employer.uif_reference ? [['4141', randsAndCents(uif)] as const] : []),
    ...(source.employer.sdl_reference ? [['4142', randsAndCents(figures.sdl_minor)] as const] : []),
    ['4149', randsAndCents(figures.paye_minor + uif + (source.employer.sdl_reference ? figures.sdl_minor : 0))],
    ...(reason ? [['4150', reason] as const] : []),
  ];
  return { record, figures, blockers };
}

/** What the employer must give before any certificate of the year is written. */
export function employerBlockers(source: FilingHead, levied: { sdl: boolean; uif: boolean }): FilingBlocker[] {
  const e = source.employer;
  const blockers: FilingBlocker[] = [];
  const need = (field: string, message: string) => blockers.push({ subject: 'employer', field, message });
  if (!e.paye_reference) need('paye_reference', 'the SARS PAYE reference number is required (BRS code 2020): POST /employer_references');
  if (levied.sdl && !e.sdl_reference) need('sdl_reference', 'SDL was levied: the SDL reference number is required (code 2022)');
  if (levied.uif && !e.uif_reference) need('uif_reference', 'UIF was contributed: the UIF reference number is required (code 2024)');
  for (const [key, other] of [['sdl_reference', e.sdl_reference], ['uif_reference', e.uif_reference]] as const) {
    if (e.paye_reference && other && zaReferencesDisagree(e.paye_reference, other)) need(key, `must end in the same 9 digits as the PAYE reference ${e.paye_reference} (BRS codes 2022, 2024)`);
  }
  const required = [['contact_person', '2025'], ['contact_number', '2026'], ['business_street', '2064'], ['business_city', '2066'], ['business_postal_code', '2080'], ['sic7_code', '2082']] as const;
  for (const [key, code] of required) if (!e[key]) need(key, `required on the reconciliation (BRS code ${code}): POST /employer_references`);
  if (!zaFreeText(90).test(source.organizationName)) need('organization.name', "the trading name must be 1 to 90 letters, digits, spaces or . - ' & / ( ) for SARS (code 2010)");
  return blockers;
}

/** Whether a person's figures levied SDL and UIF: the employer's references for them are then required. */
export const leviedBy = (f: SarsYearFigures) => ({ sdl: f.sdl_minor > 0, uif: f.uif_employee_minor + f.uif_employer_minor > 0 });

/** The certificate records a person at a time; the header's blockers and the trailer's counts once all are in. */
export function emp501Rows(source: FilingHead, month: Month = '02', live = true): ReturnRows {
  const e = source.employer;
  const header: Emp501Record = [
    ['2010', source.organizationName],
    ['2015', live ? 'LIVE' : 'TEST'],
    ['2020', e.paye_reference ?? ''],
    ...(e.sdl_reference ? [['2022', e.sdl_reference] as const] : []),
    ...(e.uif_reference ? [['2024', e.uif_reference] as const] : []),
    ['2025', e.contact_person ?? ''],
    ['2026', e.contact_number ?? ''],
    ...(e.contact_email ? [['2027', e.contact_email] as const] : []),
    ['2028', 'In-house'],
    ['2030', source.period.taxYear],
    // BRS code 2031: CCYYMM of the period's end, 202602 for the 2026 year, 202508 for its interim.
    ['2031', month === '02' ? `${source.period.taxYear}02` : `${Number(source.period.taxYear) - 1}08`],
    ['2064', e.business_street ?? ''],
    ['2066', e.business_city ?? ''],
    ['2080', e.business_postal_code ?? ''],
    ['2082', e.sic7_code ?? ''],
  ];
  const totals = { certificates: 0, irp5: 0, it3a: 0, gross_minor: 0, paye_minor: 0, uif_employee_minor: 0, uif_employer_minor: 0, sdl_minor: 0, medical_tax_credit_minor: 0 };
  const levied = { sdl: false, uif: false };
  const personBlockers: FilingBlocker[] = [];
  let records = 1;
  let codeTotal = codeTotalOf(header);
  let amountTotal = amountTotalOf(header);
  const add = (person: FiledPerson): string => {
    const { record, figures, blockers } = employeeRecord(source, person, month);
    const levies = leviedBy(figures);
    levied.sdl ||= levies.sdl;
    levied.uif ||= levies.uif;
    personBlockers.push(...blockers);
    records += 1;
    codeTotal += codeTotalOf(record);
    amountTotal += amountTotalOf(record);
    totals.certificates += 1;
    if (record.some(([c, v]) => c === '3015' && v === 'IRP5')) totals.irp5 += 1;
    if (record.some(([c, v]) => c === '3015' && v === 'IT3(a)')) totals.it3a += 1;
    totals.gross_minor += figures.income.reduce((s, i) => s + i.minor, 0);
    totals.paye_minor += figures.paye_minor;
    totals.uif_employee_minor += figures.uif_employee_minor;
    totals.uif_employer_minor += figures.uif_employer_minor;
    totals.sdl_minor += figures.sdl_minor;
    totals.medical_tax_credit_minor += figures.medical_tax_credit_minor;
    return `${emp501Line(record)}\r\n`;
  };
  const finish = () => {
    const blockers = [...employerBlockers(source, levied), ...personBlockers];
    if (totals.certificates === 0) blockers.push({ subject: 'period', field: 'runs', message: 'no payslips in the tax year: nothing to reconcile' });
    const trailer: Emp501Record = [['6010', String(records + 1)], ['6020', String(codeTotal)], ['6030', randsAndCents(amountTotal)]];
    return { head: `${emp501Line(header)}\r\n`, tail: `${emp501Line(trailer)}\r\n`, totals, blockers };
  };
  return { add, finish };
}

export const writeEmp501 = (source: FilingSource, month: Month = '02', live = true): FilingDocument => writtenWhole(emp501Rows(source, month, live), source.people);

export const emp501Kind: PeriodicFilingKind = {
  type: 'za_emp501',
  jurisdiction: 'ZA',
  title: 'EMP501 employer reconciliation (IRP5/IT3(a) certificates)',
  cadence: 'year',
  channel: 'upload',
  media: csvMedia,
  periodOf: emp501PeriodOf,
  rows: (source) => emp501Rows(source, '02'),
};

/** The interim reconciliation: the same file for March to August of the tax year, period CCYY08 (BRS code 2031). */
export const emp501InterimKind: PeriodicFilingKind = {
  type: 'za_emp501_interim',
  jurisdiction: 'ZA',
  title: 'EMP501 interim reconciliation, March to August (IRP5/IT3(a) certificates)',
  cadence: 'year',
  channel: 'upload',
  media: csvMedia,
  periodOf: emp501InterimPeriodOf,
  rows: (source) => emp501Rows(source, '08'),
};
