import type { CommandContext } from '../context.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import type { FilingTotals } from '../../db/filings.ts';
import { findEmployerReferences } from '../../db/employerReferences.ts';
import { filingInputsOf, peopleToFile } from '../../db/employeeFilingInputs.ts';
import type { PayslipRow } from '../../db/payslips.ts';
import { everyPayslipOfRun } from './filingSource.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import { taxProfileSchemas } from '../../domain/jurisdictions.ts';
import { gbNinoProblem } from '../../domain/employees/statutoryIds/gbNino.ts';
import { taxPeriodNumber } from '../../domain/payroll/payFrequency.ts';
import type { FilingBlocker } from '../../machines/filing.ts';
import { fpsBody, fpsMessageClass, govTalkMessage, type FpsEmployee, type RtiEmployer } from '../../documents/filings/rti/fullPaymentSubmission.ts';
import { gbEmployerProblems, splitPayeReference } from '../../domain/filings/gbEmployerReferences.ts';
import { gbTaxYearOf, gbTaxYearStartOf } from '../../domain/filings/gbTaxYear.ts';

/** The tax year the 2026-27 FPS schema serves; a payment outside it blocks (no other year's schema is held). */
const supportedTaxYear = '2026-27';

export interface PreparedDocument {
  document: string | null;
  totals: FilingTotals;
  blockers: FilingBlocker[];
  messageClass: string;
  employerReference: string | null;
}

const frequencyCode = { monthly: 'M1', weekly: 'W1', fortnightly: 'W2', four_weekly: 'W4' } as const;
const lineSum = (p: PayslipRow, code: string) => p.line_items.filter((l) => l.code === code).reduce((sum, l) => sum + l.amount_minor, 0);
const lineBase = (p: PayslipRow, code: string) => p.line_items.find((l) => l.code === code)?.base_minor ?? 0;
const planOf: Record<string, string> = { plan_1: '01', plan_2: '02', plan_4: '04', plan_5: '05' };

/**
 * The FPS of a GB run: every payslip's figures as HMRC asks for them, and every input it cannot be made without
 * named as a blocker (the employer's references; each employee's NINO, birth date, gender, starter declaration,
 * tax code; the payment date inside the tax year). With any blocker the document is not written.
 */
export async function gbFullPaymentSubmission(ctx: CommandContext, run: PayRunRow, finalSubmission: boolean): Promise<PreparedDocument> {
  const blockers: FilingBlocker[] = [];
  const refs = await findEmployerReferences(ctx.tx, ctx.organizationId, 'GB');
  for (const problem of gbEmployerProblems(refs ?? null)) blockers.push({ subject: 'employer', ...problem });
  if (gbTaxYearOf(run.pay_date) !== supportedTaxYear) {
    blockers.push({ subject: `pay_run:${run.id}`, field: 'pay_date', message: `the payment date ${run.pay_date} is not in tax year ${supportedTaxYear}, the year of HMRC's FPS schema this service writes` });
  }
  const payslips = await everyPayslipOfRun(ctx, run.id);
  const people = new Map((await peopleToFile(ctx.tx, ctx.organizationId, payslips.map((p) => p.employee_id))).map((e) => [e.id, e]));
  const inputs = await filingInputsOf(ctx.tx, payslips.map((p) => p.employee_id));
  const totals: FilingTotals = { employees: payslips.length, taxable_pay_minor: 0, tax_minor: 0, employee_nic_minor: 0, employer_nic_minor: 0, student_loan_minor: 0, postgraduate_loan_minor: 0, employee_pension_minor: 0 };
  const yearStart = gbTaxYearStartOf(run.pay_date);
  const employees: FpsEmployee[] = [];
  for (const p of payslips) {
    const person = people.get(p.employee_id);
    const subject = `employee:${p.employee_id}`;
    const block = (field: string, message: string) => blockers.push({ subject, field, message });
    if (!person) {
      block('employee', 'the employee of this payslip is no longer on file');
      continue;
    }
    const open = async (field: string, sealed: string | null) => (sealed === null ? undefined : openSealedValue(ctx.keyring, sealContext('employee', person.id, field), sealed));
    const [birthdate, profileRaw, ids] = await Promise.all([open('birthdate', person.sealed_birthdate), open('tax_profile', person.sealed_tax_profile), open('statutory_ids', person.sealed_statutory_ids)]);
    const profile = taxProfileSchemas.GB.safeParse(profileRaw ?? {});
    const ninoValue = (ids as { values?: Record<string, unknown> } | undefined)?.values?.nino;
    const nino = typeof ninoValue === 'string' ? ninoValue : null;
    const extra = inputs.get(person.id);
    if (nino === null) block('statutory_ids.nino', 'no National Insurance number: HMRC needs the NINO (or an address, which this service does not send yet)');
    else if (gbNinoProblem(nino)) block('statutory_ids.nino', `the NINO ${gbNinoProblem(nino)}`);
    if (!birthdate) block('birthdate', 'HMRC needs the date of birth on every FPS');
    if (!extra?.gender) block('filing_inputs.gender', 'HMRC needs the gender it holds for the person (M or F)');
    if (!profile.success) block('tax_profile.tax_code', 'the tax profile is not valid');
    const startsInYear = person.start_date !== null && person.start_date >= yearStart;
    if (startsInYear && !extra?.starter_declaration) block('filing_inputs.starter_declaration', 'a new starter needs a starter declaration (A, B or C)');
    if (!profile.success || !nino || !birthdate || !extra?.gender) continue;
    const ytd = p.ytd_after;
    const tax = lineSum(p, 'PAYE');
    const niEmployee = lineSum(p, 'NI_EMPLOYEE');
    const niEmployer = lineSum(p, 'NI_EMPLOYER');
    const studentLoan = lineSum(p, 'STUDENT_LOAN');
    const postgraduate = lineSum(p, 'POSTGRADUATE_LOAN');
    const pension = lineSum(p, 'PENSION_EMPLOYEE');
    const taxable = lineBase(p, 'PAYE');
    totals.taxable_pay_minor += taxable;
    totals.tax_minor += tax;
    totals.employee_nic_minor += niEmployee;
    totals.employer_nic_minor += niEmployer;
    totals.student_loan_minor += studentLoan;
    totals.postgraduate_loan_minor += postgraduate;
    totals.employee_pension_minor += pension;
    const plan = profile.data.student_loan_plans.find((pl) => pl !== 'postgraduate');
    employees.push({
      // HMRC's PayId is at most 35 characters: a staff id, or the employee id without its hyphens.
      payrollId: person.staff_id ?? person.id.replace(/-/gu, ''),
      nino,
      forename: person.first_name,
      surname: person.last_name ?? person.first_name,
      address: null,
      birthDate: birthdate as string,
      gender: extra.gender,
      starter: startsInYear && extra.starter_declaration ? { startDate: person.start_date!, declaration: extra.starter_declaration } : null,
      leavingDate: person.end_date !== null && person.end_date <= run.period_end ? person.end_date : null,
      payFrequency: frequencyCode[run.pay_frequency],
      paymentDate: run.pay_date,
      periodNumber: taxPeriodNumber(run.pay_frequency, yearStart, run.pay_date),
      taxCode: profile.data.tax_code.replace(/ ?(W1|M1|X)$/u, ''),
      week1Month1: profile.data.week1_month1,
      taxablePayYtdMinor: ytd.taxable_pay_to_date ?? 0,
      taxYtdMinor: ytd.tax_paid_to_date ?? 0,
      studentLoanYtdMinor: ytd.student_loan ?? 0,
      postgraduateLoanYtdMinor: ytd.postgraduate_loan ?? 0,
      employeePensionYtdMinor: ytd.pension_employee ?? 0,
      taxablePayMinor: taxable,
      employeePensionMinor: pension,
      studentLoanMinor: studentLoan,
      studentLoanPlan: plan ? planOf[plan]! : null,
      postgraduateLoanMinor: postgraduate,
      taxMinor: tax,
      ni: [{
        letter: profile.data.ni_category,
        grossEarningsInPeriodMinor: lineBase(p, 'NI_EMPLOYEE'),
        grossEarningsYtdMinor: ytd.niable_pay ?? 0,
        employeeNicInPeriodMinor: niEmployee,
        employeeNicYtdMinor: ytd.ni_employee ?? 0,
        employerNicInPeriodMinor: niEmployer,
        employerNicYtdMinor: ytd.ni_employer ?? 0,
      }],
    });
  }
  const employerReference = refs?.paye_reference ?? null;
  if (blockers.length > 0 || !refs) return { document: null, totals, blockers, messageClass: fpsMessageClass, employerReference };
  const employer: RtiEmployer = { ...splitPayeReference(refs.paye_reference!), accountsOfficeReference: refs.accounts_office_reference! };
  const body = fpsBody({ employer, periodEnd: `${Number(yearStart.slice(0, 4)) + 1}-04-05`, employees, finalSubmission });
  return { document: govTalkMessage(fpsMessageClass, employer, body), totals, blockers, messageClass: fpsMessageClass, employerReference };
}
