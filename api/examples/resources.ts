/**
 * Request and response examples of the API document. Request examples are the bodies the tests send
 * (test/api/openapiExamples.test.ts posts them to a running service, requests.http carries them too);
 * every example is validated against its schema by test/api/openapiDocument.test.ts.
 */
import { railPaymentStates, settledPaymentStates, unsentPaymentStates, type PaymentState } from '../../machines/paymentStatus.ts';

const ids = {
  organization: '0193a1b2-0000-7000-8000-000000000001',
  employee: '0193a1b2-0000-7000-8000-000000000002',
  payRun: '0193a1b2-0000-7000-8000-000000000003',
  payslip: '0193a1b2-0000-7000-8000-000000000004',
  transition: '0193a1b2-0000-7000-8000-000000000005',
  department: '0193a1b2-0000-7000-8000-000000000006',
} as const;

const at = '2025-07-01T09:00:00.000Z';

export const organizationExample = {
  id: ids.organization,
  object: 'organization' as const,
  name: 'Acme Kenya Ltd',
  country_code: 'KE',
  default_currency: 'KES',
  status: 'active' as const,
  kyc_status: 'verified' as const,
  created_at: at,
};

export const newEmployeeExample = {
  jurisdiction: 'KE' as const,
  denomination_currency: 'KES',
  full_name: 'Amina Wanjiru Otieno',
  start_date: '2025-01-01',
  compensation: [{ component_code: 'BASIC' as const, amount_cents: 15_000_000 }],
};

export const employeeUpdateExample = {
  position_id: null,
  compensation: [{ component_code: 'BASIC' as const, amount_cents: 16_000_000, effective_from: '2025-08-01' }],
};

export const employeeExample = {
  id: ids.employee,
  object: 'employee' as const,
  staff_id: null,
  full_name: 'Amina Wanjiru Otieno',
  title: null,
  first_name: 'Amina',
  middle_name: 'Wanjiru',
  last_name: 'Otieno',
  suffix: null,
  classification: 'employee' as const,
  jurisdiction: 'KE',
  denomination_currency: 'KES',
  payment_currency: 'KES',
  start_date: '2025-01-01',
  end_date: null,
  archived: false,
  bank_name_check: null,
  bank_name_checked_at: null,
  department: null,
  position: null,
  location: null,
  created_at: at,
  updated_at: at,
};

export const newDepartmentExample = { name: 'Finance' };
export const departmentExample = { id: ids.department, object: 'department' as const, name: 'Finance', created_at: at };

export const newPayRunExample = { jurisdiction: 'KE' as const, period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' };

const kes = (amount_minor: number) => ({ amount_minor, currency: 'KES' });

// When each state was reached, for the examples below (a draft is not priced yet).
const reached = {
  draft: { priced: false, approved_at: null, paid_at: null },
  calculated: { priced: true, approved_at: null, paid_at: null },
  approved: { priced: true, approved_at: '2025-07-25T10:00:00.000Z', paid_at: null },
  paid: { priced: true, approved_at: '2025-07-25T10:00:00.000Z', paid_at: '2025-07-26T08:00:00.000Z' },
};

export const payRunExample = (state: keyof typeof reached) => {
  const { priced, approved_at, paid_at } = reached[state];
  return {
    id: ids.payRun,
    object: 'pay_run' as const,
    status: state,
    jurisdiction: 'KE',
    currency: 'KES',
    period_start: '2025-07-01',
    period_end: '2025-07-31',
    pay_date: '2025-07-28',
    as_of_date: '2025-07-31',
    pay_frequency: 'monthly' as const,
    type: 'regular' as const,
    reason: null,
    payslip_count: priced ? 1 : 0,
    totals: priced
      ? { gross: kes(15_000_000), net: kes(10_513_015), employee_deductions: kes(4_486_985), employer_cost: kes(657_000) }
      : { gross: kes(0), net: kes(0), employee_deductions: kes(0), employer_cost: kes(0) },
    approved_at: approved_at as string | null,
    paid_at: paid_at as string | null,
    created_at: at,
    updated_at: at,
  };
};

export const payPayRunExample = { method: 'payment_rail' as const };

export const transitionExample = {
  id: ids.transition,
  object: 'pay_run_transition' as const,
  from: 'draft' as const,
  to: 'calculated' as const,
  event: 'CALCULATE',
  actor: 'api_key:0193a1b2-0000-7000-8000-0000000000aa',
  at,
  details: null,
};

type LineKind = 'earning' | 'deduction' | 'employer_cost' | 'informational';
// KE PAYE is priced against progressive bands: its rate is the marginal rate; every other rate is flat.
const line = (code: string, kind: LineKind, description: string, amount: number, base: number, rate: string | null, ref: string | null) => ({
  code,
  kind,
  description,
  amount: kes(amount),
  base: kes(base),
  rate_applied: rate,
  rate_kind: rate === null ? null : ref?.startsWith('KE/paye@') ? ('marginal' as const) : ('flat' as const),
  rule_version_ref: ref,
  proration: null,
});

const has = (states: readonly string[], state: string) => states.includes(state);

/** The payslip the service prices for newEmployeeExample in July 2025 (test/api/openapiExamples.test.ts compares them). */
export const payslipExample = (state: PaymentState = 'none', note: string | null = null) => ({
  id: ids.payslip,
  object: 'payslip' as const,
  pay_run_id: ids.payRun,
  employee_id: ids.employee,
  currency: 'KES',
  gross: kes(15_000_000),
  net: kes(10_513_015),
  employee_deductions: kes(4_486_985),
  employer_cost: kes(657_000),
  tax: kes(3_417_485),
  payment: kes(10_513_015),
  fx_rate_used: null,
  // newEmployeeExample gives no bank_details.
  period_start: '2025-07-01',
  period_end: '2025-07-31',
  pay_date: '2025-07-28',
  statutory_facts: [] as { label: string; value: string }[],
  payment_destination: null,
  payment_status: {
    state,
    // Stamped as the machine's tags say: sent once by rail and no longer awaiting payment, settled once the bank answered.
    sent_at: has(railPaymentStates, state) && !has(unsentPaymentStates, state) ? '2025-07-26T08:00:01.000Z' : null,
    settled_at: has(settledPaymentStates, state) ? '2025-07-26T08:00:02.000Z' : null,
    note,
  },
  line_items: [
    line('BASIC', 'earning', 'Basic salary', 15_000_000, 15_000_000, null, null),
    line('NSSF_TIER_I', 'deduction', 'NSSF pension contribution, Tier I', 48_000, 800_000, '6%', 'KE/nssf@2025-02-01#92d7257ab685'),
    line('NSSF_TIER_II', 'deduction', 'NSSF pension contribution, Tier II', 384_000, 6_400_000, '6%', 'KE/nssf@2025-02-01#92d7257ab685'),
    line('NSSF_TIER_I_EMPLOYER', 'employer_cost', "NSSF pension contribution, Tier I, employer's share", 48_000, 800_000, '6%', 'KE/nssf@2025-02-01#92d7257ab685'),
    line('NSSF_TIER_II_EMPLOYER', 'employer_cost', "NSSF pension contribution, Tier II, employer's share", 384_000, 6_400_000, '6%', 'KE/nssf@2025-02-01#92d7257ab685'),
    line('SHIF', 'deduction', 'Social Health Insurance Fund (SHIF), 2.75%', 412_500, 15_000_000, '2.75%', 'KE/shif@2024-10-01#d6cf1bf3cb17'),
    line('AHL', 'deduction', 'Affordable Housing Levy, 1.5%', 225_000, 15_000_000, '1.5%', 'KE/ahl@2024-03-19#81f39eecf856'),
    line('AHL_EMPLOYER', 'employer_cost', "Affordable Housing Levy, employer's 1.5%", 225_000, 15_000_000, '1.5%', 'KE/ahl@2024-03-19#81f39eecf856'),
    line('TAXABLE_PAY', 'informational', 'Taxable pay (pay less the amounts allowed before tax)', 13_930_500, 15_000_000, null, 'KE/paye_deductions@2024-12-27#e9d90f3ea8ee'),
    line('TAX_BEFORE_RELIEFS', 'informational', 'Income tax before reliefs', 3_657_485, 13_930_500, '30%', 'KE/paye@2023-07-01#344c1f3d2e33'),
    line('PERSONAL_RELIEF', 'informational', 'Personal relief', 240_000, 0, null, 'KE/personal_relief@2020-04-25#ebb87768435f'),
    line('PAYE', 'deduction', 'Income tax (PAYE)', 3_417_485, 13_930_500, '30%', 'KE/paye@2023-07-01#344c1f3d2e33'),
  ],
  created_at: at,
  updated_at: at,
});

export const bankReportExample = { state: 'returned' as const, note: 'Account closed' };

/** A page of `item`, as every list endpoint answers. */
export const listExample = <T>(item: T) => ({ object: 'list' as const, data: [item], has_more: false, next_cursor: null });

/** The start of a payment file (the whole file is one CdtTrfTxInf per payment). */
export const paymentFileExample =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn><GrpHdr>' +
  '<MsgId>0193a1b200007000800000000000000003</MsgId><CreDtTm>2025-07-26T08:00:00Z</CreDtTm><NbOfTxs>1</NbOfTxs><CtrlSum>105130.15</CtrlSum>…';
