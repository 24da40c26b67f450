import type { FilingStatus } from '../../machines/filing.ts';
/** Examples of the filing resources, type-checked against their schemas where the routes use them. */
const ids = {
  filing: '01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9f01',
  run: '01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f',
  employee: '01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e10',
};

export function filingExample(
  status: Exclude<FilingStatus, 'superseded'>,
  shown: { blocked?: boolean; sent?: boolean; decided?: boolean; rejected?: boolean } = {},
) {
  const sent = shown.sent ?? false;
  const decided = shown.decided ?? false;
  return {
    id: ids.filing,
    object: 'filing' as const,
    jurisdiction: 'GB',
    type: 'fps' as string,
    tax_year: '2026-27',
    period_start: '2026-07-01',
    period_end: '2026-07-31',
    due_on: '2026-07-31',
    pay_run_id: ids.run,
    subdivision: '',
    status,
    final_submission: false,
    totals: { employees: 1, taxable_pay_minor: 500_000, tax_minor: 74_160, employee_nic_minor: 26_276, employer_nic_minor: 56_250, student_loan_minor: 0, postgraduate_loan_minor: 0, employee_pension_minor: 0 },
    blocked_by: shown.blocked ? [{ subject: `employee:${ids.employee}`, field: 'filing_inputs.gender', message: 'HMRC needs the gender it holds for the person (M or F)' }] : [],
    gateway_errors:
      shown.rejected
        ? [{ number: 'simulated-1', type: 'business', text: 'The employer PAYE reference is not known for this Accounts Office reference (simulated: PAYE references ending in 9 are rejected).', location: '/IRenvelope/FullPaymentSubmission/EmpRefs/PayeRef' }]
        : [],
    correlation_id: sent ? '3F1C9A0B7D2E4F6A8B0C1D2E3F4A5B6C' : null,
    channel: 'gateway' as 'gateway' | 'upload',
    authority_reference: null as string | null,
    submitted_at: sent ? '2026-07-30T09:00:00.000Z' : null,
    decided_at: decided ? '2026-07-30T09:00:05.000Z' : null,
    created_at: '2026-07-29T16:00:00.000Z',
    updated_at: '2026-07-30T09:00:05.000Z',
  };
}

export const employerReferencesExample = { jurisdiction: 'GB' as const, paye_reference: '123/AB45678', accounts_office_reference: '123PA00012345' };
export const employerReferencesReadExample = { object: 'employer_references' as const, jurisdiction: 'GB' as const, paye_reference: '123/AB45678', accounts_office_reference: '123PA00012345' };
export const filingInputsExample = { gender: 'F' as const, starter_declaration: 'B' as const, normal_weekly_hours: 37.5 };
export const fpsDocumentExample =
  '<?xml version="1.0" encoding="UTF-8"?>\n<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope"><EnvelopeVersion>2.0</EnvelopeVersion><Header><MessageDetails><Class>HMRC-PAYE-RTI-FPS</Class>…</MessageDetails></Header>…<Body><IRenvelope xmlns="http://www.govtalk.gov.uk/taxation/PAYE/RTI/FullPaymentSubmission/26-27/1">…</IRenvelope></Body></GovTalkMessage>\n';
