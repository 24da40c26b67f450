import { z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { gbP45, gbP60 } from '../../commands/filings/gbCertificates.ts';
import { employeeCertificateRoutes } from './employeeCertificate.ts';

const minor = z.number().int();
const Person = z.object({ name: z.string().openapi({ description: 'As the payslips name the employee' }), nino: z.string().nullable().openapi({ description: 'National Insurance number, null when not held' }), payroll_id: z.string().openapi({ description: 'The staff id, or the employee id without one' }) });

const P60 = z
  .object({
    object: z.literal('p60'),
    tax_year: z.string().openapi({ description: 'The tax year, e.g. 2026-27' }),
    employee: Person.openapi({ description: 'Whom the certificate is for' }),
    employer: z.object({ name: z.string().openapi({ description: 'As on the last payslip' }), paye_reference: z.string().nullable().openapi({ description: 'HMRC employer PAYE reference' }) }).openapi({ description: 'Who paid the employee' }),
    final_tax_code: z.string().openapi({ description: 'The tax code in use at the end of the year' }),
    in_this_employment: z.object({ pay: minor, tax: minor }).openapi({ description: 'Taxable pay and tax of the year, minor units (pence)' }),
    national_insurance: z.array(z.object({
      letter: z.string(),
      earnings: minor,
      earnings_at_lel: minor.openapi({ description: 'Earnings at the Lower Earnings Limit' }),
      earnings_lel_to_pt: minor.openapi({ description: 'Earnings above the LEL up to and including the Primary Threshold' }),
      earnings_pt_to_uel: minor.openapi({ description: 'Earnings above the PT up to and including the Upper Earnings Limit' }),
      employee_contributions: minor,
    })).openapi({ description: 'By category letter, minor units' }),
    student_loan_deductions: minor.openapi({ description: 'Pence' }),
    postgraduate_loan_deductions: minor.openapi({ description: 'Pence' }),
    payslips: z.number().int().openapi({ description: 'How many payslips the figures sum' }),
    currency: z.literal('GBP').openapi({ description: 'Every amount is in pence of this currency' }),
  })
  .openapi('P60');

const P45Details = z.object({
  employer_paye_reference: z.string().nullable().openapi({ description: 'HMRC employer PAYE reference' }),
  employee: Person,
  leaving_date: z.string().openapi({ description: 'The last day of the employment' }),
  tax_code_at_leaving: z.string().openapi({ description: 'The tax code at the leaving date' }),
  week1_month1: z.boolean().openapi({ description: 'Whether the code was operated on the week 1 / month 1 basis' }),
  last_entry: z.object({ month: z.number().int(), tax_year: z.string() }).nullable().openapi({ description: 'The tax month of the last payslip' }),
  student_loan_deductions_continue: z.boolean().openapi({ description: 'Whether the new employer should keep deducting a student loan' }),
  postgraduate_loan_deductions_continue: z.boolean().openapi({ description: 'Whether the new employer should keep deducting a postgraduate loan' }),
  total_pay_to_date: minor.openapi({ description: 'Taxable pay of the tax year in this employment, pence' }),
  total_tax_to_date: minor.openapi({ description: 'Tax of the tax year in this employment, pence' }),
  currency: z.literal('GBP'),
});
const P45 = z.object({ object: z.literal('p45'), parts: z.object({ '1A': P45Details, '2': P45Details, '3': P45Details }).openapi({ description: 'The same details on each part' }) }).openapi('P45');

const TaxYear = z.object({ tax_year: z.string().regex(/^\d{4}-\d{2}$/, 'must be a tax year such as 2026-27').openapi({ example: '2026-27' }) });
const person = { name: 'Isla MacLeod', nino: 'AB123456C', payroll_id: 'GB-00001' };
const p60Example = { object: 'p60' as const, tax_year: '2026-27', employee: person, employer: { name: 'Acme Ltd', paye_reference: '123/AB45678' }, final_tax_code: '1257L', in_this_employment: { pay: 4_800_000, tax: 708_600 }, national_insurance: [{ letter: 'A', earnings: 4_800_000, earnings_at_lel: 670_800, earnings_lel_to_pt: 586_800, earnings_pt_to_uel: 3_542_400, employee_contributions: 183_780 }], student_loan_deductions: 0, postgraduate_loan_deductions: 0, payslips: 12, currency: 'GBP' as const };
const p45Details = { employer_paye_reference: '123/AB45678', employee: person, leaving_date: '2026-08-15', tax_code_at_leaving: '1257L', week1_month1: false, last_entry: { month: 5, tax_year: '2026-27' }, student_loan_deductions_continue: false, postgraduate_loan_deductions_continue: false, total_pay_to_date: 1_550_000, total_tax_to_date: 201_000, currency: 'GBP' as const };
const p45Example = { object: 'p45' as const, parts: { '1A': p45Details, '2': p45Details, '3': p45Details } };

/** GET /employees/{id}/p60 and /p45, each as JSON and as PDF. */
export function certificateRoutes() {
  return newRouter()
    .route('/', employeeCertificateRoutes({
      path: '/employees/{id}/p60', operationId: 'getP60',
      summary: "A GB employee's P60 for a tax year", description: 'The sums of the employee\'s payslips of the year. 422 for a leaver (who has a P45) or a year without payslips.',
      pdf: { summary: "A GB employee's P60 as PDF", description: 'The same figures as the JSON, laid out with the payslip document engine.', response: 'The certificate as PDF, byte-identical on every render' },
      query: TaxYear,
      json: { description: 'The P60', schema: P60, example: p60Example },
      make: async (ctx, id, { tax_year }) => {
        const { p60, document } = await gbP60(ctx, id, tax_year);
        return { certificate: p60, document };
      },
      fileName: (id, { tax_year }) => `p60-${tax_year}-${id}.pdf`,
    }))
    .route('/', employeeCertificateRoutes({
      path: '/employees/{id}/p45', operationId: 'getP45',
      summary: "A GB leaver's P45 (parts 1A, 2 and 3)", description: '422 for an employee who has not left.',
      pdf: { summary: "A GB leaver's P45 as PDF", description: 'Parts 1A, 2 and 3, laid out with the payslip document engine.', response: 'The certificate as PDF, byte-identical on every render' },
      json: { description: 'The P45', schema: P45, example: p45Example },
      make: async (ctx, id) => {
        const { p45, document } = await gbP45(ctx, id);
        return { certificate: p45, document };
      },
      fileName: (id) => `p45-${id}.pdf`,
    }));
}
