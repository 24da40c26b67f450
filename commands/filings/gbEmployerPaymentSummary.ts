import type { CommandContext } from '../context.ts';
import { runPaidBetween, type EpsDeclarations, type FilingRow } from '../../db/filings.ts';
import { findEmployerReferences } from '../../db/employerReferences.ts';
import { gbEmployerProblems, splitPayeReference } from '../../domain/filings/gbEmployerReferences.ts';
import { yearToDateStatuses } from '../../machines/payRun.ts';
import type { FilingBlocker } from '../../machines/filing.ts';
import { epsBody, epsMessageClass } from '../../documents/filings/rti/employerPaymentSummary.ts';
import { govTalkMessage } from '../../documents/filings/rti/fullPaymentSubmission.ts';
import type { PreparedDocument } from './gbFullPaymentSubmission.ts';

const emptyTotals = { employees: 0, taxable_pay_minor: 0, tax_minor: 0, employee_nic_minor: 0, employer_nic_minor: 0, student_loan_minor: 0, postgraduate_loan_minor: 0, employee_pension_minor: 0 };

/**
 * The EPS of one tax month (filing.period_start to period_end, 6th to 5th): no payment for the period, and the
 * Employment Allowance indicator (claimed in the year's first EPS). A no-payment declaration for a month a GB run
 * pays in is a blocker naming that run.
 */
export async function gbEmployerPaymentSummary(ctx: CommandContext, filing: FilingRow): Promise<PreparedDocument> {
  const declarations = filing.declarations as EpsDeclarations;
  const blockers: FilingBlocker[] = [];
  const refs = await findEmployerReferences(ctx.tx, ctx.organizationId, 'GB');
  for (const problem of gbEmployerProblems(refs ?? null)) blockers.push({ subject: 'employer', ...problem });
  if (declarations.no_payment) {
    const run = await runPaidBetween(ctx.tx, ctx.organizationId, filing.period_start, filing.period_end, yearToDateStatuses);
    if (run) blockers.push({ subject: `pay_run:${run}`, field: 'no_payment', message: `pay run ${run} pays in this tax month: its FPS reports the payment, so no payment cannot be declared` });
  }
  const employerReference = refs?.paye_reference ?? null;
  if (blockers.length > 0 || !refs) return { document: null, totals: emptyTotals, blockers, messageClass: epsMessageClass, employerReference };
  const employer = { ...splitPayeReference(refs.paye_reference!), accountsOfficeReference: refs.accounts_office_reference! };
  const body = epsBody({
    employer,
    periodEnd: `${Number(filing.tax_year.slice(0, 4)) + 1}-04-05`,
    relatedTaxYear: filing.tax_year.slice(2),
    noPayment: declarations.no_payment ? { from: filing.period_start, to: filing.period_end } : null,
    employmentAllowance: declarations.employment_allowance,
    finalSubmission: filing.final_submission,
  });
  return { document: govTalkMessage(epsMessageClass, employer, body), totals: emptyTotals, blockers, messageClass: epsMessageClass, employerReference };
}
