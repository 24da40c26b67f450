import type { PayslipRow, StoredLineItem } from '../db/payslips.ts';
import type { PayRunRow } from '../db/payRuns.ts';
import { formatAmount, formatMoney } from './money.ts';
import { longDate, periodText, wholeMonth } from './calendarText.ts';
import { isCountAccumulator, yearToDateLabel } from './yearToDateLabels.ts';
import { paymentDestinationText } from '../domain/employees/bankDetails/maskedDestination.ts';

export interface PrintedLine {
  description: string;
  base: string;
  rate: string;
  amount: string;
  /** Small print under the description: the proration basis, what kind of rate was applied. Empty on older payslips. */
  notes: string[];
}

export interface PrintedSection {
  title: string;
  note: string | null;
  lines: PrintedLine[];
  total: { label: string; amount: string } | null;
}

/** Everything a payslip PDF prints, already as text: the renderer only lays it out. */
export interface PayslipDocument {
  payslipId: string;
  /** 1: the summary after the tables; 2: net pay, what was paid and the year to date on page 1 (up to 20 lines). */
  layoutVersion: number;
  /** The payslip's own creation time: the PDF's dates, never the clock's. */
  issuedAt: Date;
  fileName: string;
  title: string;
  organizationName: string;
  /** "July 2025 · paid 28 July 2025", under the title. */
  headline: string;
  employee: { name: string; facts: { label: string; value: string }[] };
  period: { label: string; value: string }[];
  currency: string;
  sections: PrintedSection[];
  netPay: string;
  payment: { label: string; value: string }[];
  yearToDate: { heading: string; rows: { label: string; value: string }[] };
  smallPrint: string[];
}

type PayRunFacts = Pick<PayRunRow, 'id' | 'jurisdiction' | 'pay_date' | 'as_of_date'>;

const sectionOf = {
  earning: { title: 'Earnings', note: null, total: 'Gross pay' },
  deduction: { title: 'Deductions', note: null, total: 'Total deductions' },
  employer_cost: {
    title: 'Employer contributions',
    note: 'Paid by your employer on top of your gross pay; not deducted from it.',
    total: 'Total employer cost',
  },
  informational: { title: 'For information', note: 'Not paid to you and not deducted.', total: null },
} as const;

/**
 * The stored payslip and its pay run -> the printed payslip. Only these immutable rows are read: today's
 * employee record, tables or clock never reach the page, so the document is the same at every render.
 */
export function payslipDocument(payslip: PayslipRow, run: PayRunFacts): PayslipDocument {
  const text = printable;
  const money = (amountMinor: number) => formatMoney(amountMinor, payslip.currency);
  const employee = payslip.employee_snapshot;
  const totals: Record<StoredLineItem['kind'], number | null> = {
    earning: payslip.gross_minor,
    deduction: payslip.employee_deductions_minor,
    employer_cost: payslip.employer_cost_minor,
    informational: null,
  };

  const sections = (Object.keys(sectionOf) as StoredLineItem['kind'][]).flatMap((kind): PrintedSection[] => {
    const lines = payslip.line_items.filter((line) => line.kind === kind);
    const shape = sectionOf[kind];
    const total = totals[kind];
    if (lines.length === 0 && kind !== 'earning' && kind !== 'deduction') return [];
    return [{
      title: shape.title,
      note: shape.note,
      lines: lines.map((line) => printedLine(line, payslip.currency)),
      total: shape.total !== null && total !== null ? { label: shape.total, amount: money(total) } : null,
    }];
  });

  const payment = [
    { label: 'Income tax withheld', value: money(payslip.tax_minor) },
    { label: 'Amount paid', value: formatMoney(payslip.payment_minor, payslip.payment_currency) },
  ];
  if (payslip.fx_rate_used !== null) payment.push({ label: 'Exchange rate used', value: payslip.fx_rate_used });

  const yearToDate = Object.keys(payslip.ytd_after)
    .sort()
    .map((name) => {
      const value = payslip.ytd_after[name] ?? 0;
      return { label: yearToDateLabel(name), value: isCountAccumulator(name) ? String(value) : money(value) };
    });

  // Each recorded rule version once, with the lines it priced.
  const linesOfRule = new Map<string, string[]>(payslip.rule_versions.map((ref) => [ref, []]));
  for (const line of payslip.line_items) {
    if (line.rule_version_ref === null) continue;
    linesOfRule.set(line.rule_version_ref, [...(linesOfRule.get(line.rule_version_ref) ?? []), line.code]);
  }
  const rules = [...linesOfRule].map(([ref, codes]) => (codes.length > 0 ? `${ref} (${codes.join(', ')})` : ref));

  return {
    payslipId: payslip.id,
    issuedAt: payslip.created_at,
    fileName: payslipFileName(payslip),
    title: text(`Payslip ${employee.full_name} ${periodText(payslip.period_start, payslip.period_end)}`),
    organizationName: text(payslip.organization_snapshot.name),
    headline: `${periodText(payslip.period_start, payslip.period_end)}  ·  paid ${longDate(run.pay_date)}`,
    employee: {
      name: text(employee.full_name),
      facts: [
        { label: 'Staff ID', value: employee.staff_id === null ? '—' : text(employee.staff_id) },
        { label: 'Department', value: employee.department === null ? '—' : text(employee.department) },
        { label: 'Position', value: employee.position === null ? '—' : text(employee.position) },
        { label: 'Engaged as', value: employee.classification === 'contractor' ? 'Contractor' : 'Employee' },
        ...(employee.identifiers ?? []).map((id) => ({ label: text(id.label), value: text(id.value) })),
        ...(employee.statutory_facts ?? []).map((fact) => ({ label: text(fact.label), value: text(fact.value) })),
      ],
    },
    period: [
      { label: 'Pay period', value: periodText(payslip.period_start, payslip.period_end) },
      // A period other than a calendar month is already printed as its dates.
      ...(wholeMonth(payslip.period_start, payslip.period_end)
        ? [{ label: 'Period dates', value: `${longDate(payslip.period_start)} – ${longDate(payslip.period_end)}` }]
        : []),
      { label: 'Pay date', value: longDate(run.pay_date) },
      { label: 'Currency', value: payslip.currency },
      // Beside the pay date, so it takes no room from the tables; absent on payslips stored before it was kept.
      ...(employee.payment_destination ? [{ label: 'Paid to', value: text(paymentDestinationText(employee.payment_destination)) }] : []),
    ],
    layoutVersion: payslip.layout_version ?? 1,
    currency: payslip.currency,
    sections,
    netPay: money(payslip.net_minor),
    payment,
    yearToDate: {
      heading: `Tax year from ${longDate(payslip.tax_year_start)}, this payslip included`,
      rows: yearToDate,
    },
    smallPrint: [
      `Priced against the ${run.jurisdiction} statutory rules in force on ${longDate(run.as_of_date)}, recorded with ` +
        `this payslip: ${rules.join('; ')}.`,
      `Payslip ${payslip.id} · pay run ${run.id} · issued ${longDate(payslip.created_at.toISOString().slice(0, 10))}.`,
    ].filter((line) => line.length > 0),
  };
}

/** NFC (so letters with marks are single glyphs where Unicode has one), on one line. */
function printable(value: string): string {
  return value.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

function printedLine(line: StoredLineItem, currency: string): PrintedLine {
  // A base is worth printing when something was applied to it; a plain earning is its own base.
  const showBase = line.rate_applied !== null || (line.base_minor !== 0 && line.base_minor !== line.amount_minor);
  return {
    description: printable(line.description ?? line.code),
    base: showBase ? formatAmount(line.base_minor, currency) : '',
    rate: line.rate_applied ?? '',
    amount: formatAmount(line.amount_minor, currency),
    notes: [
      ...(line.proration ? [`${line.proration.days_paid} of ${line.proration.days_in_period} days`] : []),
      ...(line.rate_kind === 'marginal' && line.rate_applied !== null ? [`marginal rate ${line.rate_applied}`] : []),
    ],
  };
}

/** payslip-<staff id or payslip id>-<2025-07, or start_end>.pdf, ASCII only so every client keeps it. */
export function payslipFileName(payslip: Pick<PayslipRow, 'id' | 'employee_snapshot' | 'period_start' | 'period_end'>): string {
  const staff = (payslip.employee_snapshot.staff_id ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  const period = wholeMonth(payslip.period_start, payslip.period_end) ?? `${payslip.period_start}_${payslip.period_end}`;
  return `payslip-${staff || payslip.id}-${period}.pdf`;
}
