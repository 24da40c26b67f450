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
import { niLetterOfFacts } from '../../domain/payroll/gbPayslipFacts.ts';
import { niLetterValues } from '../../domain/filings/gbNiLetters.ts';
import { earlierPayslipsOfYear, type EarlierPayslipNi } from '../../db/niLetterHistory.ts';
import { filingsLockingTheirRun, type FilingBlocker } from '../../machines/filing.ts';
import { payrollIdsHeld, payrollIdsOfOtherEmployments, recordFilingPayrollIds } from '../../db/filingPayrollIds.ts';
import { gbPayrollIdOf, gbPayrollIdProblem, hoursWorkedBand, type GbFilingAddress } from '../../domain/filings/gbEmployeeFilingInputs.ts';
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
export async function gbFullPaymentSubmission(ctx: CommandContext, filingId: string, run: PayRunRow, finalSubmission: boolean): Promise<PreparedDocument> {
  const blockers: FilingBlocker[] = [];
  const refs = await findEmployerReferences(ctx.tx, ctx.organizationId, 'GB');
  for (const problem of gbEmployerProblems(refs ?? null)) blockers.push({ subject: 'employer', ...problem });
  if (gbTaxYearOf(run.pay_date) !== supportedTaxYear) {
    blockers.push({ subject: `pay_run:${run.id}`, field: 'pay_date', message: `the payment date ${run.pay_date} is not in tax year ${supportedTaxYear}, the year of HMRC's FPS schema this service writes` });
  }
  const payslips = await everyPayslipOfRun(ctx, run.id);
  const people = new Map((await peopleToFile(ctx.tx, ctx.organizationId, payslips.map((p) => p.employee_id))).map((e) => [e.id, e]));
  const inputs = await filingInputsOf(ctx.tx, payslips.map((p) => p.employee_id));
  const payrollIds = [...people.values()].map((person) => ({ employeeId: person.id, payrollId: gbPayrollIdOf(person, inputs.get(person.id)?.payroll_id ?? null) }));
  await recordFilingPayrollIds(ctx.tx, ctx.organizationId, filingId, payrollIds);
  const payrollIdOf = new Map(payrollIds.map((p) => [p.employeeId, p.payrollId]));
  const held = await payrollIdsHeld(ctx.tx, payrollIds.map((p) => p.employeeId), filingId, filingsLockingTheirRun);
  const heldByAnother = await payrollIdsOfOtherEmployments(ctx.tx, ctx.organizationId, payrollIds, filingsLockingTheirRun);
  const totals: FilingTotals = { employees: payslips.length, taxable_pay_minor: 0, tax_minor: 0, employee_nic_minor: 0, employer_nic_minor: 0, student_loan_minor: 0, postgraduate_loan_minor: 0, employee_pension_minor: 0 };
  const yearStart = gbTaxYearStartOf(run.pay_date);
  const earlierOf = new Map<string, EarlierPayslipNi[]>();
  for (const q of await earlierPayslipsOfYear(ctx.tx, payslips, payslips[0]?.tax_year_start ?? yearStart)) earlierOf.set(q.employee_id, [...(earlierOf.get(q.employee_id) ?? []), q]);
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
    const address = extra?.sealed_address ? (await open('filing_address', extra.sealed_address)) as GbFilingAddress : null;
    // HMRC identifies the person by the NINO, or where none is known by the address (RTI Data Item Guide 2026-27).
    if (nino === null && address === null) block('statutory_ids.nino', 'no National Insurance number and no address: HMRC needs the NINO, or the address lines and postcode (filing_inputs.address)');
    else if (nino !== null && gbNinoProblem(nino)) block('statutory_ids.nino', `the NINO ${gbNinoProblem(nino)}`);
    if (!birthdate) block('birthdate', 'HMRC needs the date of birth on every FPS');
    if (!extra?.gender) block('filing_inputs.gender', 'HMRC needs the gender it holds for the person (M or F)');
    if (!profile.success) block('tax_profile.tax_code', 'the tax profile is not valid');
    const startsInYear = person.start_date !== null && person.start_date >= yearStart;
    if (startsInYear && !extra?.starter_declaration) block('filing_inputs.starter_declaration', 'a new starter needs a starter declaration (A, B or C)');
    const payrollId = payrollIdOf.get(person.id)!;
    const payrollIdProblem = gbPayrollIdProblem(payrollId);
    if (payrollIdProblem) block('filing_inputs.payroll_id', `the payroll ID ${payrollId} (the staff id) ${payrollIdProblem}; give filing_inputs.payroll_id`);
    const holder = heldByAnother.get(person.id);
    if (holder) {
      block('filing_inputs.payroll_id', `the payroll ID ${payrollId} was reported to HMRC for another employment (employee:${holder}); a re-employment is a new employment with a new payroll ID (filing_inputs.payroll_id)`);
    }
    if (!profile.success || (!nino && !address) || !birthdate || !extra?.gender) continue;
    const previousPayrollId = held.get(person.id);
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
    // The letter a payslip was priced with (the age rules may have replaced the recorded one).
    const letterOf = (q: { employee_snapshot?: { statutory_facts?: { label: string; value: string }[] }; statutory_facts?: { label: string; value: string }[] | null }) =>
      niLetterOfFacts(q.employee_snapshot?.statutory_facts ?? q.statutory_facts ?? undefined) ?? profile.data.ni_category;
    const plan = profile.data.student_loan_plans.find((pl) => pl !== 'postgraduate');
    employees.push({
      payrollId,
      // The employment's ID changed since the FPS HMRC holds: flagged with the old one (not for a re-employment,
      // which is another employee record with no FPS of its own yet).
      oldPayrollId: previousPayrollId !== undefined && previousPayrollId !== payrollId ? previousPayrollId : null,
      nino,
      forename: person.first_name,
      surname: person.last_name ?? person.first_name,
      // The address goes only where there is no NINO (HMRC: "if NINO not known").
      address: nino === null ? address : null,
      hoursWorked: hoursWorkedBand(extra.normal_weekly_hours_hundredths),
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
      // One entry per letter of the tax year, this payment's first (HMRC takes at most four).
      ni: niLetterValues(
        { letter: letterOf(p), ytdBefore: p.ytd_before, ytdAfter: p.ytd_after },
        (earlierOf.get(p.employee_id) ?? []).map((q) => ({ letter: letterOf(q), ytdBefore: q.ytd_before, ytdAfter: q.ytd_after })),
      ).slice(0, 4),
    });
  }
  const employerReference = refs?.paye_reference ?? null;
  if (blockers.length > 0 || !refs) return { document: null, totals, blockers, messageClass: fpsMessageClass, employerReference };
  const employer: RtiEmployer = { ...splitPayeReference(refs.paye_reference!), accountsOfficeReference: refs.accounts_office_reference! };
  const body = fpsBody({ employer, periodEnd: `${Number(yearStart.slice(0, 4)) + 1}-04-05`, employees, finalSubmission });
  return { document: govTalkMessage(fpsMessageClass, employer, body), totals, blockers, messageClass: fpsMessageClass, employerReference };
}
