import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam } from '../schemas/common.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { notFound } from '../errors.ts';
import { isUuid } from '../../domain/ids.ts';
import { zaIrp5 } from '../../commands/filings/zaCertificates.ts';
import { renderCertificatePdf } from '../../documents/certificates/certificatePdf.ts';
import { jsonResponse, operation } from '../openapi/operation.ts';

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

const irp5Route = createRoute({
  method: 'get', path: '/employees/{id}/irp5',
  ...operation({ id: 'getIrp5', tag: 'Employees', summary: "A ZA employee's IRP5 / IT3(a) for a tax year", description: "The employee's record in the year's EMP501 reconciliation, from the paid runs of the year. 422 naming each missing input, or for a year without paid runs." }),
  middleware: [requireScope('payslips.read')] as const,
  request: { params: IdParam, query: TaxYear },
  responses: { 200: jsonResponse('The certificate', Irp5, irp5Example), ...errorResponses(400, 401, 403, 404, 422, 429) },
});
const irp5PdfRoute = createRoute({
  method: 'get', path: '/employees/{id}/irp5/pdf',
  ...operation({ id: 'getIrp5Pdf', tag: 'Employees', summary: "A ZA employee's IRP5 / IT3(a) as PDF", description: 'The same figures as the JSON, laid out with the payslip document engine; the same bytes on every render.' }),
  middleware: [requireScope('payslips.read')] as const,
  request: { params: IdParam, query: TaxYear },
  responses: { 200: { description: 'The certificate as PDF, byte-identical on every render', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }), example: '%PDF-1.7 …' } } }, ...errorResponses(400, 401, 403, 404, 422, 429) },
});

const employeeId = (id: string) => {
  if (!isUuid(id)) throw notFound('employee');
  return id;
};

export function zaCertificateRoutes() {
  return newRouter()
    .openapi(irp5Route, async (c) => c.json((await zaIrp5(c.var.command, employeeId(c.req.valid('param').id), c.req.valid('query').tax_year)).irp5, 200))
    .openapi(irp5PdfRoute, async (c) => {
      const { id } = c.req.valid('param');
      const year = c.req.valid('query').tax_year;
      const bytes = await renderCertificatePdf((await zaIrp5(c.var.command, employeeId(id), year)).document);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="irp5-${year}-${id}.pdf"`, 'Content-Length': String(bytes.byteLength), 'Cache-Control': 'private, no-store' });
    });
}
