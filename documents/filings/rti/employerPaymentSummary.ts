import { el } from '../canonicalXml.ts';
import { empRefs, rtiBody, type RtiEmployer } from './rtiBody.ts';

/**
 * The Employer Payment Summary for 2026-27, in the element order of HMRC's schema `EmployerPaymentSummary-2027-v1-0`
 * (HMRC, "Real Time Information: Release Information Pack 2026-27", v1.0; "RTI Data Item Guide 2026-27", v1.0):
 * EmpRefs, the no-payment indicator with its dates, the Employment Allowance indicator, then RelatedTaxYear and
 * FinalSubmission. Only what this service sends is written (no recoverable amounts, levy or bank account).
 */
export const epsNamespace = 'http://www.govtalk.gov.uk/taxation/PAYE/RTI/EmployerPaymentSummary/26-27/1';
export const epsMessageClass = 'HMRC-PAYE-RTI-EPS';

export interface EpsInput {
  employer: RtiEmployer;
  periodEnd: string;
  relatedTaxYear: string;
  noPayment: { from: string; to: string } | null;
  employmentAllowance: boolean | null;
  finalSubmission: boolean;
}

/** The GovTalk Body of an EPS with its IRmark in place, canonical. */
export function epsBody(input: EpsInput): string {
  return rtiBody(
    input.employer,
    input.periodEnd,
    epsNamespace,
    el('EmployerPaymentSummary', [
      empRefs(input.employer),
      input.noPayment ? el('NoPaymentForPeriod', 'yes') : null,
      input.noPayment ? el('NoPaymentDates', [el('From', input.noPayment.from), el('To', input.noPayment.to)]) : null,
      input.employmentAllowance === null ? null : el('EmpAllceInd', input.employmentAllowance ? 'yes' : 'no'),
      el('RelatedTaxYear', input.relatedTaxYear),
      input.finalSubmission ? el('FinalSubmission', [el('ForYear', 'yes')]) : null,
    ]),
  );
}
