import { describe, expect, it } from 'vitest';
import { fpsBody, type FpsEmployee } from '../../documents/filings/rti/fullPaymentSubmission.ts';
import { epsBody } from '../../documents/filings/rti/employerPaymentSummary.ts';
import { validateRti } from '../support/rtiSchema.ts';

// Every shape of FPS and EPS this service writes, validated with xmllint against HMRC's published schemas
// (documents/filings/rti/xsd/README.md). The documents the API makes are validated too, in filingLifecycle.test.ts
// and fpsEmployeeInputs.test.ts.
const employer = { officeNumber: '123', payeReference: 'AB45678', accountsOfficeReference: '123PA00012345' };
const employee: FpsEmployee = {
  payrollId: 'GB-00001', oldPayrollId: null, nino: 'AB123456C', forename: 'Isla', surname: 'MacLeod', address: null, hoursWorked: 'D',
  birthDate: '1990-02-14', gender: 'F', starter: null, leavingDate: null, payFrequency: 'M1', paymentDate: '2026-05-29', periodNumber: 2,
  taxCode: '1257L', week1Month1: false, taxablePayYtdMinor: 800_000, taxYtdMinor: 119_400, studentLoanYtdMinor: 0, postgraduateLoanYtdMinor: 0,
  employeePensionYtdMinor: 0, taxablePayMinor: 400_000, employeePensionMinor: 0, studentLoanMinor: 0, studentLoanPlan: null, postgraduateLoanMinor: 0,
  taxMinor: 59_700,
  ni: [{ letter: 'A', grossEarningsInPeriodMinor: 400_000, grossEarningsYtdMinor: 800_000, atLelYtdMinor: 111_800, lelToPtYtdMinor: 97_800, ptToUelYtdMinor: 590_400,
    employerNicInPeriodMinor: 53_745, employerNicYtdMinor: 107_490, employeeNicInPeriodMinor: 23_616, employeeNicYtdMinor: 47_232 }],
};

const variants: [string, Partial<FpsEmployee>][] = [
  ['a plain monthly payment', {}],
  ['no NINO: the address', { nino: null, address: { lines: ['1 High Street', 'Westminster', 'London'], postcode: 'SW1A 1AA' } }],
  ['a starter with a declaration, weekly, part time', { starter: { startDate: '2026-05-01', declaration: 'B' }, payFrequency: 'W1', periodNumber: 8, hoursWorked: 'A' }],
  ['a leaver whose payroll ID changed', { leavingDate: '2026-05-15', oldPayrollId: 'OLD-1', payrollId: 'P-0101' }],
  ['loans, pension, a Scottish week 1 code', {
    studentLoanMinor: 4_900, studentLoanYtdMinor: 9_800, studentLoanPlan: '02', postgraduateLoanMinor: 2_100, postgraduateLoanYtdMinor: 4_200,
    employeePensionMinor: 20_000, employeePensionYtdMinor: 40_000, taxCode: 'S1257L', week1Month1: true, hoursWorked: 'E',
  }],
  ['a refund of tax, no NICs (letter X)', { taxMinor: -5_000, ni: [{ ...employee.ni[0]!, letter: 'X', employerNicInPeriodMinor: 0, employeeNicInPeriodMinor: 0, atLelYtdMinor: 0, lelToPtYtdMinor: 0, ptToUelYtdMinor: 0 }] }],
];

describe("HMRC's FPS schema", () => {
  it.each(variants)('takes %s', (_name, change) => {
    const body = fpsBody({ employer, periodEnd: '2027-04-05', employees: [{ ...employee, ...change }], finalSubmission: false });
    expect(() => validateRti(body)).not.toThrow();
  });

  it('takes several employees and the final submission of the year', () => {
    const body = fpsBody({ employer, periodEnd: '2027-04-05', employees: variants.map(([, change]) => ({ ...employee, ...change })), finalSubmission: true });
    expect(() => validateRti(body)).not.toThrow();
  });

  it('refuses what breaks it: the check is real', () => {
    const body = fpsBody({ employer, periodEnd: '2027-04-05', employees: [employee], finalSubmission: false });
    expect(() => validateRti(body.replace('<HoursWorked>D</HoursWorked>', '<HoursWorked>Z</HoursWorked>'))).toThrow(/HoursWorked/u);
    expect(() => validateRti(body.replace(/<AtLELYTD>[^<]+<\/AtLELYTD>/u, ''))).toThrow(/LELtoPTYTD/u);
  });
});

describe("HMRC's EPS schema", () => {
  it.each([
    ['no payment for a tax month', { noPayment: { from: '2026-07-06', to: '2026-08-05' }, employmentAllowance: null, finalSubmission: false }],
    ['the Employment Allowance indicator', { noPayment: null, employmentAllowance: true, finalSubmission: false }],
    ['both, and the final submission of the year', { noPayment: { from: '2027-03-06', to: '2027-04-05' }, employmentAllowance: false, finalSubmission: true }],
  ] as const)('takes %s', (_name, declarations) => {
    expect(() => validateRti(epsBody({ employer, periodEnd: '2027-04-05', relatedTaxYear: '26-27', ...declarations }))).not.toThrow();
  });
});
