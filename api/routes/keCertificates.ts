import { z } from '@hono/zod-openapi';
import { keP9a } from '../../commands/filings/keCertificates.ts';
import { employeeCertificateRoutes } from './employeeCertificate.ts';

const minor = z.number().int();
const figures = {
  cash_pay: minor.openapi({ description: 'A: basic salary and cash allowances, cents' }),
  non_cash_benefits: minor.openapi({ description: 'B: benefits in kind (none are paid through payroll), cents' }),
  value_of_quarters: minor.openapi({ description: 'C: housing benefit (none), cents' }),
  gross_pay: minor.openapi({ description: 'D = A + B + C, cents' }),
  retirement_contribution: minor.openapi({ description: 'E2: NSSF and registered scheme contributions made, cents' }),
  shif: minor, affordable_housing_levy: minor, post_retirement_medical_fund: minor, owner_occupied_interest: minor,
  chargeable_pay: minor.openapi({ description: 'H: taxable pay, cents' }),
  tax_charged: minor.openapi({ description: 'J: tax at the bands before reliefs, cents' }),
  personal_relief: minor, insurance_relief: minor,
  paye: minor.openapi({ description: 'L: PAYE deducted, cents' }),
};
const P9a = z
  .object({
    object: z.literal('p9a'),
    year_of_income: z.string().openapi({ description: 'The calendar year' }),
    employee: z.object({ name: z.string(), kra_pin: z.string(), payroll_id: z.string() }).openapi({ description: 'Whom the card is for: name, KRA PIN, staff id (or employee id without one)' }),
    employer: z.object({ name: z.string(), kra_pin: z.string() }).openapi({ description: "Who paid the employee: name and the employer's KRA PIN" }),
    months: z.array(z.object({ month: z.string(), ...figures })).openapi({ description: 'January to December, by the month the payslips were paid' }),
    totals: z.object(figures).openapi({ description: 'The year' }),
    payslips: z.number().int().openapi({ description: 'How many payslips the figures sum' }),
    currency: z.literal('KES').openapi({ description: 'Every amount is in cents of this currency' }),
  })
  .openapi('P9A');

const Year = z.object({ year: z.string().regex(/^\d{4}$/, 'must be a year of income such as 2026').openapi({ example: '2026' }) });
const zeroMonth = { cash_pay: 0, non_cash_benefits: 0, value_of_quarters: 0, gross_pay: 0, retirement_contribution: 0, shif: 0, affordable_housing_levy: 0, post_retirement_medical_fund: 0, owner_occupied_interest: 0, chargeable_pay: 0, tax_charged: 0, personal_relief: 0, insurance_relief: 0, paye: 0 };
const september = { cash_pay: 13_500_000, non_cash_benefits: 0, value_of_quarters: 0, gross_pay: 13_500_000, retirement_contribution: 1_008_000, shif: 371_250, affordable_housing_levy: 202_500, post_retirement_medical_fund: 0, owner_occupied_interest: 0, chargeable_pay: 11_918_250, tax_charged: 3_164_975, personal_relief: 240_000, insurance_relief: 55_688, paye: 2_869_287 };
const example = {
  object: 'p9a' as const, year_of_income: '2026', employee: { name: 'Grace Mwangi', kra_pin: 'A004812365M', payroll_id: 'KE-001' }, employer: { name: 'Acme Kenya Ltd', kra_pin: 'P051234567X' },
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map((month) => ({ month, ...(month === 'September' ? september : zeroMonth) })),
  totals: september, payslips: 1, currency: 'KES' as const,
};

/** GET /employees/{id}/p9a, as JSON and as PDF. */
export function keCertificateRoutes() {
  return employeeCertificateRoutes({
    path: '/employees/{id}/p9a', operationId: 'getP9a',
    summary: "A Kenyan employee's P9A tax deduction card for a year of income",
    description: "KRA's P9A: a row per month and the year's totals, each the sum of the employee's payslips. 422 naming the field when the employee's or the employer's KRA PIN is missing, or for a year without payslips.",
    pdf: { summary: "A Kenyan employee's P9A as PDF", description: 'The same figures as the JSON, laid out with the payslip document engine.', response: 'The card as PDF, byte-identical on every render' },
    query: Year,
    json: { description: 'The P9A', schema: P9a, example },
    make: async (ctx, id, { year }) => {
      const { p9a, document } = await keP9a(ctx, id, year);
      return { certificate: p9a, document };
    },
    fileName: (id, { year }) => `p9a-${year}-${id}.pdf`,
  });
}
