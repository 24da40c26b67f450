import type { FilingBlocker } from '../../../machines/filing.ts';
import { writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type PeriodicFilingKind, type ReturnRows } from '../periodicFiling.ts';
import { zaReferencesDisagree } from '../../../domain/filings/zaEmployerReferences.ts';
import { randsAndCents } from './irp5Codes.ts';
import { emp201PeriodOf } from './sarsPeriods.ts';

/**
 * The EMP201 monthly employer declaration's figures, in the order the eFiling / e@syFile EMP201 form asks for them
 * (SARS, "How to complete the Monthly Employer Declaration (EMP201)", PAYE-GEN-01-G01; documents/filings/za/SOURCES.md):
 * the references, the tax period (CCYYMM of the month the remuneration was paid), then PAYE, SDL and UIF liabilities
 * and the payroll liability total. Every figure is a sum of the payslips of the runs paid in the month. ETI is not
 * claimed (the service does not compute the Employment Tax Incentive), so the liability is the total.
 * The payment reference number (PRN) is issued by SARS with the declaration and is not derived here.
 */
const summed = ['PAYE', 'SDL', 'UIF_EMPLOYEE', 'UIF_EMPLOYER'] as const;

/** A declaration is its sums: each person adds to them and writes no line of their own. */
export function emp201Rows(source: FilingHead): ReturnRows {
  const sums = { PAYE: 0, SDL: 0, UIF_EMPLOYEE: 0, UIF_EMPLOYER: 0 };
  let employees = 0;
  const add = (person: FiledPerson): string => {
    employees += 1;
    for (const payslip of person.payslips) for (const l of payslip.line_items) if ((summed as readonly string[]).includes(l.code)) sums[l.code as (typeof summed)[number]] += l.amount_minor;
    return '';
  };
  return { add, finish: () => declarationOf(source, sums, employees) };
}

function declarationOf(source: FilingHead, sums: Record<(typeof summed)[number], number>, employees: number) {
  const e = source.employer;
  const { PAYE: paye, SDL: sdl, UIF_EMPLOYEE: uifEmployee, UIF_EMPLOYER: uifEmployer } = sums;
  const uif = uifEmployee + uifEmployer;
  const total = paye + sdl + uif;
  const blockers: FilingBlocker[] = [];
  const need = (field: string, message: string) => blockers.push({ subject: 'employer', field, message });
  if (!e.paye_reference) need('paye_reference', 'the SARS PAYE reference number is required on the EMP201: POST /employer_references');
  if (sdl > 0 && !e.sdl_reference) need('sdl_reference', 'SDL was levied this month: the SDL reference number is required on the EMP201');
  if (uif > 0 && !e.uif_reference) need('uif_reference', 'UIF was contributed this month: the UIF reference number is required on the EMP201');
  for (const [key, other] of [['sdl_reference', e.sdl_reference], ['uif_reference', e.uif_reference]] as const) {
    if (e.paye_reference && other && zaReferencesDisagree(e.paye_reference, other)) need(key, `must end in the same 9 digits as the PAYE reference ${e.paye_reference}`);
  }
  const declaration = {
    form: 'EMP201',
    paye_reference: e.paye_reference ?? null,
    sdl_reference: e.sdl_reference ?? null,
    uif_reference: e.uif_reference ?? null,
    trading_name: source.organizationName,
    tax_period: source.period.start.slice(0, 7).replace('-', ''),
    year_of_assessment: source.period.taxYear,
    paye_liability: randsAndCents(paye),
    sdl_liability: randsAndCents(sdl),
    uif_liability: randsAndCents(uif),
    eti_utilised: '0.00',
    payroll_tax_liability: randsAndCents(total),
    currency: 'ZAR',
    employees,
    payment_reference_number: null,
  };
  const totals = { employees, paye_minor: paye, sdl_minor: sdl, uif_employee_minor: uifEmployee, uif_employer_minor: uifEmployer, uif_minor: uif, total_minor: total };
  return { head: `${JSON.stringify(declaration, null, 2)}\n`, tail: '', totals, blockers };
}

export const writeEmp201 = (source: FilingSource): FilingDocument => writtenWhole(emp201Rows(source), source.people);


export const emp201Kind: PeriodicFilingKind = {
  type: 'za_emp201',
  jurisdiction: 'ZA',
  title: 'EMP201 monthly employer declaration (PAYE, SDL, UIF)',
  cadence: 'month',
  channel: 'upload',
  media: { contentType: 'application/json; charset=utf-8', extension: 'json' },
  periodOf: emp201PeriodOf,
  rows: emp201Rows,
};
