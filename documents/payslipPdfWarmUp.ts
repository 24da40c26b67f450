import type { PayslipRow, StoredLineItem } from '../db/payslips.ts';
import { payslipDocument } from './payslipDocument.ts';
import { renderPayslipPdf } from './payslipPdf.ts';
import { paymentStatusMachine, type PaymentState } from '../machines/paymentStatus.ts';
import { initialState } from '../machines/machineShape.ts';

/** A payslip just calculated: its payment where the machine starts it. */
const unsentPayment = initialState(paymentStatusMachine) as PaymentState;

/**
 * Enough renders for V8 to optimise the layout, pdf-lib's writer, fontkit's subsetter and pako, each with a glyph
 * sequence of its own as a run's payslips have: measured as the point where a render stops getting cheaper. After
 * 12, the next ten renders still cost twice the CPU of later ones (half of it V8 compiling on its own threads), and
 * the first 50 PDFs over HTTP 37 ms of CPU each against 27 ms once warm (load 18–20; issue 31 item 5).
 */
const renders = 48;

/**
 * Renders made-up payslips before the API listens, so that no client's first PDF pays the process's cold costs:
 * the fonts read and parsed, pdf-lib and fontkit loaded, the code not yet optimised (a first render took
 * 300 ms to 2.6 s against a few ms warm; issue 31 item 5). They are shaped like stored payslips and go through
 * payslipDocument as the route's do: all four sections, notes, both layouts, a second page, every digit and
 * letter. A warm-up of three-line payslips left a real one's first renders at 25–70 ms of CPU against 10 ms
 * once V8 had seen them. Nothing here is kept but what every render keeps anyway: the parsed fonts and the
 * bounded caches of laid-out strings, font tables and deflated subsets.
 */
export async function warmPayslipPdf(): Promise<void> {
  for (let i = 0; i < renders; i++) {
    const payslip = madeUpPayslip(i);
    await renderPayslipPdf(payslipDocument(payslip, { id: payslip.pay_run_id, jurisdiction: 'KE', pay_date: '2025-07-28', as_of_date: '2025-07-31' }));
  }
}

const letters = 'abcdefghijklmnopqrstuvwxyz';

function madeUpPayslip(i: number): PayslipRow {
  const amount = (base: number) => base + ((i * 7919) % 100_000) * 10 + i;
  const line = (code: string, kind: StoredLineItem['kind'], description: string, minor: number, rate: string | null, extra: Partial<StoredLineItem> = {}): StoredLineItem =>
    ({ code, kind, description, amount_minor: minor, base_minor: rate ? minor * 16 : minor, rate_applied: rate, rule_version_ref: rate ? `KE/${code.toLowerCase()}@2025-02-01#92d7257ab685` : null, ...extra });
  const earnings = [
    line('BASIC', 'earning', 'Basic salary', amount(5_000_000), null, i % 3 === 0 ? { proration: { days_paid: 16 + (i % 15), days_in_period: 31 } } : {}),
    line('HOUSING', 'earning', 'Housing allowance', amount(2_000_000), null),
  ];
  // Every fourth payslip has more lines than layout 2 puts on page 1 with its summary: the other branch, a second page.
  const extra = i % 4 === 3 ? Array.from({ length: 24 }, (_, n) => line(`ALLOWANCE_${n}`, 'earning', `Allowance ${letters[n % 26]!.toUpperCase()}${n} for ${letters.slice(n % 20, (n % 20) + 6)}`, amount(10_000 * (n + 1)), null)) : [];
  const lines = [
    ...earnings,
    ...extra,
    line('NSSF_TIER_I', 'deduction', 'NSSF pension contribution, Tier I', amount(48_000), '6%'),
    line('NSSF_TIER_II', 'deduction', 'NSSF pension contribution, Tier II', amount(252_000), '6%'),
    line('SHIF', 'deduction', 'Social Health Insurance Fund (SHIF), 2.75%', amount(137_500), '2.75%'),
    line('AHL', 'deduction', 'Affordable Housing Levy, 1.5%', amount(75_000), '1.5%'),
    line('PAYE', 'deduction', 'Income tax (PAYE)', amount(584_585), '30%', { rate_kind: 'marginal' }),
    line('NSSF_TIER_I_EMPLOYER', 'employer_cost', "NSSF pension contribution, Tier I, employer's share", amount(48_000), '6%'),
    line('AHL_EMPLOYER', 'employer_cost', "Affordable Housing Levy, employer's 1.5%", amount(75_000), '1.5%'),
    line('TAXABLE_PAY', 'informational', 'Taxable pay (pay less the amounts allowed before tax)', amount(4_487_500), null),
    line('PERSONAL_RELIEF', 'informational', 'Personal relief', 240_000, null),
  ];
  const sum = (kind: StoredLineItem['kind']) => lines.filter((l) => l.kind === kind).reduce((total, l) => total + l.amount_minor, 0);
  const [gross, deductions] = [sum('earning'), sum('deduction')];
  const name = `${letters[i % 26]!.toUpperCase()}${letters.slice((i * 5) % 20, ((i * 5) % 20) + 4)} Ōkubo-Adébáyọ̀ ${letters[(i * 11) % 26]!.toUpperCase()}${i}`;
  const id = `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`;
  return {
    id,
    organization_id: '00000000-0000-7000-8000-00000000000f',
    pay_run_id: '00000000-0000-7000-8000-0000000000aa',
    employee_id: '00000000-0000-7000-8000-0000000000e1',
    calculation: 1,
    currency: 'KES',
    gross_minor: gross,
    net_minor: gross - deductions,
    employee_deductions_minor: deductions,
    employer_cost_minor: sum('employer_cost'),
    tax_minor: lines.find((l) => l.code === 'PAYE')!.amount_minor,
    payment_minor: gross - deductions,
    payment_currency: 'KES',
    fx_rate_used: i % 5 === 0 ? '129.5' : null,
    payment_state: unsentPayment,
    payment_snapshot: { value: unsentPayment, context: { sentAt: null, settledAt: null, note: null } },
    sent_at: null,
    settled_at: null,
    payment_note: null,
    line_items: lines,
    tax_year_start: '2025-01-01',
    period_start: '2025-07-01',
    period_end: '2025-07-31',
    ytd_before: {},
    ytd_after: { gross_pay: gross * 7, paye: amount(4_092_095), nssf_employee: amount(2_100_000), health_contribution: amount(962_500), ahl_employee: amount(525_000), taxable_pay: amount(31_412_500) },
    employee_snapshot: {
      full_name: name,
      staff_id: i % 2 === 0 ? `W-${1000 + i}` : null,
      classification: i % 7 === 0 ? 'contractor' : 'employee',
      department: i % 2 === 0 ? 'Warehouse and logistics' : null,
      position: i % 2 === 0 ? 'Forklift operator' : null,
      ...(i % 3 === 0 ? { identifiers: [{ label: 'KRA PIN', value: `A00${i}••••${letters[i % 26]!.toUpperCase()}` }] } : {}),
    },
    organization_snapshot: { name: 'Warm-up Logistics Ltd', country_code: 'KE' },
    rule_versions: [...new Set(lines.flatMap((l) => (l.rule_version_ref ? [l.rule_version_ref] : [])))],
    layout_version: 1 + (i % 2),
    sealed_inputs: 'sealed',
    inputs_id: null,
    created_at: new Date(Date.UTC(2025, 6, 25, 9, 30)),
    updated_at: new Date(Date.UTC(2025, 6, 25, 9, 30)),
  } as PayslipRow;
}
