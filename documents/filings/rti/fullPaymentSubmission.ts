import { el, opt, pounds, wholePounds, writeCanonical, type XmlNode } from '../canonicalXml.ts';
import { govTalkNamespace } from './irmark.ts';
import { empRefs, rtiBody, type RtiEmployer } from './rtiBody.ts';
import type { NiLetterValues } from '../../../domain/filings/gbNiLetters.ts';

export type { RtiEmployer };

/**
 * The Full Payment Submission for 2026-27, in the element order of HMRC's schema `FullPaymentSubmission-2027-v1-0`
 * (namespace below; HMRC, "Real Time Information: Release Information Pack 2026-27", v1.0, and the "RTI Data Item
 * Guide 2026-27", v1.0), wrapped in the GovTalk envelope (HMRC, "Transaction Engine: Document Submission
 * Protocol", envelope version 2.0). Pure: the figures arrive priced; nothing here computes pay.
 */
export const fpsNamespace = 'http://www.govtalk.gov.uk/taxation/PAYE/RTI/FullPaymentSubmission/26-27/1';
export const fpsMessageClass = 'HMRC-PAYE-RTI-FPS';
export const fpsTaxYear = '26-27';

export interface FpsEmployee {
  payrollId: string;
  /** The payroll ID HMRC holds for this employment when it has changed since (PayIdChgd). */
  oldPayrollId: string | null;
  nino: string | null;
  forename: string;
  surname: string;
  /** Address lines and postcode: required where there is no NINO. */
  address: { lines: string[]; postcode: string | null } | null;
  /** Number of normal hours worked, HMRC's band A-E. */
  hoursWorked: 'A' | 'B' | 'C' | 'D' | 'E';
  birthDate: string;
  gender: 'M' | 'F';
  starter: { startDate: string; declaration: 'A' | 'B' | 'C' } | null;
  leavingDate: string | null;
  payFrequency: 'W1' | 'W2' | 'W4' | 'M1';
  paymentDate: string;
  /** The tax month (monthly pay) or week (weekly pay) of the payment date. */
  periodNumber: number;
  taxCode: string;
  week1Month1: boolean;
  taxablePayYtdMinor: number;
  taxYtdMinor: number;
  studentLoanYtdMinor: number;
  postgraduateLoanYtdMinor: number;
  employeePensionYtdMinor: number;
  taxablePayMinor: number;
  employeePensionMinor: number;
  studentLoanMinor: number;
  studentLoanPlan: string | null;
  postgraduateLoanMinor: number;
  taxMinor: number;
  ni: NiLetterValues[];
}

export interface FpsInput {
  employer: RtiEmployer;
  /** The last day of the tax year the payments belong to ("2027-04-05"). */
  periodEnd: string;
  employees: FpsEmployee[];
  finalSubmission: boolean;
  /** Who sends it, as GovTalk's SenderDetails names the sender (credentials are the gateway's, never in the file). */
  correlationId?: string;
}

/** HMRC's tax regime attribute: S for a Scottish code, C for a Welsh one; none for the rest of the UK. */
function taxCodeNode(code: string, week1Month1: boolean): XmlNode {
  const attributes: [string, string][] = [];
  if (week1Month1) attributes.push(['BasisNonCumulative', 'yes']);
  const regime = /^[SC]/u.test(code) ? code[0]! : null;
  if (regime) attributes.push(['TaxRegime', regime]);
  return el('TaxCode', regime ? code.slice(1) : code, attributes);
}

function employeeNode(e: FpsEmployee): XmlNode {
  const details = el('EmployeeDetails', [
    opt('NINO', e.nino),
    el('Name', [el('Fore', e.forename), el('Sur', e.surname)]),
    e.address ? el('Address', [...e.address.lines.map((line) => el('Line', line)), opt('UKPostcode', e.address.postcode)]) : null,
    el('BirthDate', e.birthDate),
    el('Gender', e.gender),
  ]);
  const payment = el('Payment', [
    el('PayFreq', e.payFrequency),
    el('PmtDate', e.paymentDate),
    e.payFrequency === 'M1' ? el('MonthNo', String(e.periodNumber)) : el('WeekNo', String(e.periodNumber)),
    el('PeriodsCovered', '1'),
    el('HoursWorked', e.hoursWorked),
    taxCodeNode(e.taxCode, e.week1Month1),
    el('TaxablePay', pounds(e.taxablePayMinor)),
    e.employeePensionMinor > 0 ? el('EmpeePenContribnsPaid', pounds(e.employeePensionMinor)) : null,
    e.studentLoanMinor > 0 ? el('StudentLoanRecovered', wholePounds(e.studentLoanMinor), e.studentLoanPlan ? [['PlanType', e.studentLoanPlan]] : []) : null,
    e.postgraduateLoanMinor > 0 ? el('PostgradLoanRecovered', wholePounds(e.postgraduateLoanMinor)) : null,
    el('TaxDeductedOrRefunded', pounds(e.taxMinor)),
  ]);
  const employment = el('Employment', [
    e.starter ? el('Starter', [el('StartDate', e.starter.startDate), el('StartDec', e.starter.declaration)]) : null,
    el('PayId', e.payrollId),
    e.oldPayrollId ? el('PayIdChgd', [el('PayrollIdChangedIndicator', 'yes'), el('OldPayrollId', e.oldPayrollId)]) : null,
    opt('LeavingDate', e.leavingDate),
    el('FiguresToDate', [
      el('TaxablePay', pounds(e.taxablePayYtdMinor)),
      el('TotalTax', pounds(e.taxYtdMinor)),
      e.studentLoanYtdMinor > 0 ? el('StudentLoansTD', wholePounds(e.studentLoanYtdMinor)) : null,
      e.postgraduateLoanYtdMinor > 0 ? el('PostgradLoansTD', wholePounds(e.postgraduateLoanYtdMinor)) : null,
      e.employeePensionYtdMinor > 0 ? el('EmpeePenContribnsPaidYTD', pounds(e.employeePensionYtdMinor)) : null,
    ]),
    payment,
    ...e.ni.map((n) =>
      el('NIlettersAndValues', [
        el('NIletter', n.letter),
        el('GrossEarningsForNICsInPd', pounds(n.grossEarningsInPeriodMinor)),
        el('GrossEarningsForNICsYTD', pounds(n.grossEarningsYtdMinor)),
        el('AtLELYTD', pounds(n.atLelYtdMinor)),
        el('LELtoPTYTD', pounds(n.lelToPtYtdMinor)),
        el('PTtoUELYTD', pounds(n.ptToUelYtdMinor)),
        // "Total of employer NI contributions in this period / year to date" (RTI Data Item Guide): the employer's only.
        el('TotalEmpNICInPd', pounds(n.employerNicInPeriodMinor)),
        el('TotalEmpNICYTD', pounds(n.employerNicYtdMinor)),
        el('EmpeeContribnsInPd', pounds(n.employeeNicInPeriodMinor)),
        el('EmpeeContribnsYTD', pounds(n.employeeNicYtdMinor)),
      ]),
    ),
  ]);
  return el('Employee', [details, employment]);
}

/** The GovTalk Body of an FPS with its IRmark in place, canonical. */
export function fpsBody(input: FpsInput): string {
  return rtiBody(
    input.employer,
    input.periodEnd,
    fpsNamespace,
    el('FullPaymentSubmission', [
      empRefs(input.employer),
      el('RelatedTaxYear', fpsTaxYear),
      ...input.employees.map(employeeNode),
      input.finalSubmission ? el('FinalSubmission', [el('ForYear', 'yes')]) : null,
    ]),
  );
}

/** The whole GovTalk message: header (class, qualifier, function), details (keys), and the body. */
export function govTalkMessage(messageClass: string, employer: RtiEmployer, body: string): string {
  const header = writeCanonical(
    el('EnvelopeVersion', '2.0'),
  ) + writeCanonical(
    el('Header', [
      el('MessageDetails', [el('Class', messageClass), el('Qualifier', 'request'), el('Function', 'submit'), el('CorrelationID', ''), el('Transformation', 'XML'), el('GatewayTest', '0')]),
      el('SenderDetails', []),
    ]),
  ) + writeCanonical(
    el('GovTalkDetails', [el('Keys', [el('Key', employer.officeNumber, [['Type', 'TaxOfficeNumber']]), el('Key', employer.payeReference, [['Type', 'TaxOfficeReference']])]), el('ChannelRouting', [el('Channel', [el('Product', 'payroll-service'), el('Version', '0.1.0')])])]),
  );
  // The body was written with the envelope namespace declared on it, as canonicalisation renders it; inside the
  // message that declaration is inherited, so it is dropped there (the IRmark is unchanged by where it is declared).
  const inner = body.replace(`<Body xmlns="${govTalkNamespace}">`, '<Body>');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<GovTalkMessage xmlns="${govTalkNamespace}">${header}${inner}</GovTalkMessage>\n`;
}
