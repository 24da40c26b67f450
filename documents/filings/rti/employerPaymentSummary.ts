import { el, writeCanonical } from '../canonicalXml.ts';
import { govTalkNamespace, irmarkOf, withoutIrmark } from './irmark.ts';
import type { RtiEmployer } from './fullPaymentSubmission.ts';

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
  const envelope = (irmark: string) =>
    el('Body', [
      el(
        'IRenvelope',
        [
          el('IRheader', [
            el('Keys', [el('Key', input.employer.officeNumber, [['Type', 'TaxOfficeNumber']]), el('Key', input.employer.payeReference, [['Type', 'TaxOfficeReference']])]),
            el('PeriodEnd', input.periodEnd),
            el('DefaultCurrency', 'GBP'),
            el('IRmark', irmark, [['Type', 'generic']]),
            el('Sender', 'Employer'),
          ]),
          el('EmployerPaymentSummary', [
            el('EmpRefs', [el('OfficeNo', input.employer.officeNumber), el('PayeRef', input.employer.payeReference), el('AORef', input.employer.accountsOfficeReference)]),
            input.noPayment ? el('NoPaymentForPeriod', 'yes') : null,
            input.noPayment ? el('NoPaymentDates', [el('From', input.noPayment.from), el('To', input.noPayment.to)]) : null,
            input.employmentAllowance === null ? null : el('EmpAllceInd', input.employmentAllowance ? 'yes' : 'no'),
            el('RelatedTaxYear', input.relatedTaxYear),
            input.finalSubmission ? el('FinalSubmission', [el('ForYear', 'yes')]) : null,
          ]),
        ],
        [['xmlns', epsNamespace]],
      ),
    ], [['xmlns', govTalkNamespace]]);
  const irmark = irmarkOf(withoutIrmark(writeCanonical(envelope(''))));
  return writeCanonical(envelope(irmark));
}
