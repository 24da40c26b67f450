import { z } from '@hono/zod-openapi';
import { zaIrp5 } from '../../commands/filings/zaCertificates.ts';
import { employeeCertificateRoutes } from './employeeCertificate.ts';

const minor = z.number().int();
const Irp5 = z
  .object({
    object: z.literal('irp5'),
    tax_year: z.string().openapi({ description: 'SARS year of assessment: 2026 is 1 March 2025 to 28 February 2026' }),
    certificate_number: z.string().openapi({ description: 'Code 3010: PAYE reference, transaction year, 02 and 14 characters' }),
    certificate_type: z.enum(['IRP5', 'IT3(a)']).openapi({ description: 'IRP5 when PAYE was deducted, otherwise IT3(a)' }),
    reason_code: z.string().nullable().openapi({ description: 'Code 4150 on an IT3(a): 02 below the tax threshold, 03 independent contractor' }),
    employee: z.object({ surname: z.string(), first_names: z.string(), initials: z.string(), id_number: z.string().nullable(), tax_reference: z.string().nullable(), date_of_birth: z.string(), employee_number: z.string() }).openapi({ description: 'Codes 3030-3160' }),
    employer: z.object({ name: z.string(), paye_reference: z.string(), sdl_reference: z.string().nullable(), uif_reference: z.string().nullable() }).openapi({ description: 'Trading name and SARS references (codes 2010, 2020, 2022, 2024)' }),
    period: z.object({ from: z.string(), to: z.string(), pay_periods_in_year: z.string(), pay_periods_worked: z.string() }).openapi({ description: 'Codes 3170, 3180 (CCYYMMDD), 3200, 3210' }),
    income: z.array(z.object({ code: z.string(), description: z.string(), amount_minor: minor })).openapi({ description: 'By IRP5 income source code, cents (the SARS file drops the cents)' }),
    gross_employment_income_minor: minor.openapi({ description: 'Code 3699, cents: every income code summed' }),
    paye_minor: minor.openapi({ description: 'Code 4102, cents' }),
    medical_scheme_fees_tax_credit_minor: minor.openapi({ description: 'Code 4116, cents' }),
    uif_minor: minor.openapi({ description: 'Employee and employer contributions (code 4141)' }),
    sdl_minor: minor.openapi({ description: 'Code 4142, cents: the employer\'s Skills Development Levy' }),
    payslips: z.number().int().openapi({ description: 'How many payslips the figures sum' }),
    currency: z.literal('ZAR').openapi({ description: 'Every amount is in cents of this currency' }),
    codes: z.array(z.object({ code: z.string(), value: z.string() })).openapi({ description: "The employee's record in the EMP501 certificate file, code by code" }),
  })
  .openapi('Irp5');

const TaxYear = z.object({ tax_year: z.string().regex(/^\d{4}$/, 'must be a SARS year of assessment such as 2026').openapi({ example: '2026' }) });
const irp5Example = {
  object: 'irp5' as const, tax_year: '2026', certificate_number: '70000000022026020B6A3C1E8F7D4C', certificate_type: 'IRP5' as const, reason_code: null,
  employee: { surname: 'Mokoena', first_names: 'Thabo', initials: 'T', id_number: '8804125123080', tax_reference: '0112387659', date_of_birth: '19880412', employee_number: 'ZA-001' },
  employer: { name: 'Acme (Pty) Ltd', paye_reference: '7000000002', sdl_reference: 'L000000002', uif_reference: 'U000000002' },
  period: { from: '20250301', to: '20260228', pay_periods_in_year: '12.0000', pay_periods_worked: '12.0000' },
  income: [{ code: '3601', description: 'Income (PAYE)', amount_minor: 102_000_000 }], gross_employment_income_minor: 102_000_000, paye_minor: 24_000_000,
  medical_scheme_fees_tax_credit_minor: 1_314_000, uif_minor: 425_088, sdl_minor: 1_020_000, payslips: 12, currency: 'ZAR' as const,
  codes: [{ code: '3010', value: '70000000022026020B6A3C1E8F7D4C' }, { code: '3015', value: 'IRP5' }],
};

/** GET /employees/{id}/irp5, as JSON and as PDF. */
export function zaCertificateRoutes() {
  return employeeCertificateRoutes({
    path: '/employees/{id}/irp5', operationId: 'getIrp5',
    summary: "A ZA employee's IRP5 / IT3(a) for a tax year",
    description: "The employee's record in the year's EMP501 reconciliation, from the paid runs of the year. 422 naming each missing input, or for a year without paid runs.",
    pdf: { summary: "A ZA employee's IRP5 / IT3(a) as PDF", description: 'The same figures as the JSON, laid out with the payslip document engine; the same bytes on every render.', response: 'The certificate as PDF, byte-identical on every render' },
    query: TaxYear,
    json: { description: 'The certificate', schema: Irp5, example: irp5Example },
    make: async (ctx, id, { tax_year }) => {
      const { irp5, document } = await zaIrp5(ctx, id, tax_year);
      return { certificate: irp5, document };
    },
    fileName: (id, { tax_year }) => `irp5-${tax_year}-${id}.pdf`,
  });
}
