import type { PayslipDocument } from './payslipDocument.ts';
import { renderPayslipPdf } from './payslipPdf.ts';

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
 * 300 ms to 2.6 s against a few ms warm; issue 31 item 5). Nothing here is kept but what every render keeps
 * anyway: the parsed fonts and the bounded caches of laid-out strings and deflated subsets.
 */
export async function warmPayslipPdf(): Promise<void> {
  for (let i = 0; i < renders; i++) await renderPayslipPdf(madeUpPayslip(i));
}

function madeUpPayslip(i: number): PayslipDocument {
  const line = (description: string, amount: string) => ({ description, base: amount, rate: '6%', amount, notes: ['16 of 31 days'] });
  return {
    payslipId: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    layoutVersion: 1 + (i % 2),
    issuedAt: new Date(Date.UTC(2025, 6, 28)),
    fileName: 'payslip.pdf',
    title: 'Payslip July 2025',
    organizationName: 'Warm-up Ltd',
    headline: 'July 2025 · paid 28 July 2025',
    employee: { name: `Ōkubo Tōru ${String.fromCharCode(65 + (i % 26), 97 + (Math.floor(i / 26) % 26))}`, facts: [{ label: 'Staff id', value: `W-${i}` }] },
    period: [{ label: 'Period', value: '1 July 2025 – 31 July 2025' }],
    currency: 'KES',
    sections: [
      { title: 'Earnings', note: null, lines: [line('Basic salary', '150,000.00'), line('Housing allowance', '20,000.00')], total: { label: 'Gross pay', amount: '170,000.00' } },
      { title: 'Deductions', note: null, lines: [line('PAYE income tax', '39,919.85')], total: { label: 'Total deductions', amount: '39,919.85' } },
    ],
    netPay: 'KES 130,080.15',
    payment: [{ label: 'Paid to', value: 'Bank account ending 1234' }],
    yearToDate: { heading: 'Since 1 January 2025', rows: [{ label: 'Gross pay', value: '1,190,000.00' }, { label: 'PAYE', value: '279,438.95' }] },
    smallPrint: ['Rendered before the service answers requests; never sent to anyone.'],
  };
}
