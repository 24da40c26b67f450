import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, Uuid } from '../schemas/common.ts';
import { signedMoneyInput } from '../../domain/payroll/engineRange.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { notFound } from '../errors.ts';
import { isUuid } from '../../domain/ids.ts';
import { setOpeningBalances } from '../../commands/employees/openingBalances.ts';
import type { CommandPorts } from '../../commands/context.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { openingBalancesExample, openingBalancesStoredExample } from '../examples/corrections.ts';

// What a clerk reads off another system or a P45, where an accumulator's name alone does not say it.
const glosses = [
  'GB taxable_pay_to_date and tax_paid_to_date are a new starter\'s P45 "total pay to date" and "total tax to date", or the previous system\'s.',
  'SG cpf_ow_subject and cpf_aw_subject are the ordinary and additional wages subject to CPF.',
];

/** The body, its description listing each jurisdiction's accumulators from the rules build the service runs. */
function openingBalancesSchema(jurisdictions: Record<string, { ytd: string[] }>) {
  const accumulators = Object.entries(jurisdictions).map(([code, { ytd }]) => `${code}: ${ytd.join(', ')}.`).join(' ');
  return z
    .strictObject({
      balances: z.record(z.string(), signedMoneyInput()).openapi({
        description:
          "Year to date before this service, in minor units, by the accumulators of the employee's jurisdiction. " +
          `${accumulators} ${glosses.join(' ')} Omitted accumulators are 0.`,
        example: { taxable_pay_to_date: 1_000_000, tax_paid_to_date: 148_560 },
      }),
    })
    .openapi('OpeningBalances');
}

const putBalances = (OpeningBalances: ReturnType<typeof openingBalancesSchema>) => createRoute({
  method: 'put',
  path: '/employees/{id}/opening_balances/{tax_year}',
  ...operation({
    id: 'putOpeningBalances',
    tag: 'Employees',
    summary: "Seed an employee's year to date for a tax year",
    description:
    'For an employee paid earlier in the tax year by another system, or a new starter\'s previous employment (P45). ' +
    'tax_year is the jurisdiction\'s label (GB "2025-26", KE "2025") or any date in it. Write-only: the figures are sealed and never returned. ' +
    'Replaces what was there; refused with 409 once a run of that tax year has priced the employee.',
  }),
  middleware: [requireScope('employees.write'), idempotent] as const,
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }),
      tax_year: z.string().max(10).openapi({ param: { name: 'tax_year', in: 'path' }, example: '2025-26' }),
    }),
    body: jsonBody(OpeningBalances, openingBalancesExample),
  },
  responses: {
    200: jsonResponse(
      'Stored',
      z.object({ object: z.literal('opening_balances'), employee_id: Uuid, tax_year: z.string().openapi({ description: 'The tax year\'s label in its jurisdiction (GB 2025-26, KE 2025)' }), tax_year_start: z.string().openapi({ description: 'The tax year\'s first day' }), jurisdiction: z.string().openapi({ description: 'The employee\'s jurisdiction, whose accumulators the balances are' }) }).openapi('OpeningBalancesStored'),
      openingBalancesStoredExample,
    ),
    ...errorResponses(400, 401, 403, 404, 409, 422, 429),
  },
});

/** PUT /employees/{id}/opening_balances/{tax_year} (issue #12). */
export function openingBalanceRoutes(rules: CommandPorts['rules']) {
  return newRouter().openapi(putBalances(openingBalancesSchema(rules.build.jurisdictions)), async (c) => {
    const { id, tax_year } = c.req.valid('param');
    if (!isUuid(id)) throw notFound('employee');
    const stored = await setOpeningBalances(c.var.command, id, tax_year, c.req.valid('json').balances);
    return c.json({ object: 'opening_balances' as const, employee_id: id, tax_year: stored.taxYear.label, tax_year_start: stored.taxYear.start, jurisdiction: stored.jurisdiction }, 200);
  });
}
