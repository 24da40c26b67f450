import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { moneyInput } from '../../domain/payroll/engineRange.ts';
import { errorResponses, listOf, Uuid, DateTime } from '../schemas/common.ts';
import { listEnvelope, pageQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { notFound } from '../errors.ts';
import { isUuid } from '../../domain/ids.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { listPayRunItems, type PayRunItemRow } from '../../db/payRunItems.ts';
import { addPayRunItem, payItemCodes, removePayRunItem } from '../../commands/payRuns/payRunItems.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { deletedPayRunItemExample, newPayRunItemExample, payRunItemExample } from '../examples/corrections.ts';
import { listExample } from '../examples/resources.ts';

export const RunParam = z.object({ pay_run_id: z.string().openapi({ param: { name: 'pay_run_id', in: 'path' }, format: 'uuid' }) });
const ItemParam = RunParam.extend({ item_id: z.string().openapi({ param: { name: 'item_id', in: 'path' }, format: 'uuid' }) });

const NewPayRunItem = z
  .strictObject({
    employee_id: Uuid,
    component_code: z.enum(payItemCodes).openapi({
      description: 'A compensation component (BONUS, OVERTIME, COMMISSION, ...: priced through its tables — taxable, pensionable, SG additional wages for BONUS, ZA annual payment for BONUS) or DEDUCTION (taken off net pay after the statutory lines)',
    }),
    amount_minor: moneyInput(1).optional().openapi({ description: 'Required unless quantity and rate_minor are given' }),
    description: z.string().trim().min(1).max(200).optional(),
    quantity: z.string().regex(/^\d{1,6}(\.\d{1,4})?$/, 'a decimal such as "7.5"').optional().openapi({ description: 'Hours or units; amount = quantity × rate_minor, rounded half up' }),
    rate_minor: moneyInput(1).optional().openapi({ description: 'Minor units per unit of quantity (an hourly rate); with quantity, instead of amount_minor' }),
  })
  .openapi('NewPayRunItem');

const PayRunItem = z
  .object({
    object: z.literal('pay_run_item'),
    id: Uuid,
    pay_run_id: Uuid,
    employee_id: Uuid,
    component_code: z.string().openapi({ description: 'The compensation component it is priced as (BONUS, OVERTIME, ...) or DEDUCTION' }),
    kind: z.enum(['earning', 'deduction']).openapi({ description: 'earning is priced through the component\'s tables; deduction comes off net pay after tax' }),
    amount_minor: z.number().int().openapi({ description: 'The amount in the run\'s currency, minor units (quantity × rate_minor when those were given)' }),
    description: z.string().nullable(),
    quantity: z.string().nullable().openapi({ description: 'Hours or units, as sent; null when an amount was sent' }),
    rate_minor: z.number().int().nullable().openapi({ description: 'Minor units per unit of quantity; null when an amount was sent' }),
    created_at: DateTime,
  })
  .openapi('PayRunItem');

const presentItem = (row: PayRunItemRow) => ({
  object: 'pay_run_item' as const,
  id: row.id,
  pay_run_id: row.pay_run_id,
  employee_id: row.employee_id,
  component_code: row.component_code,
  kind: row.kind,
  amount_minor: row.amount_minor,
  description: row.description,
  quantity: row.quantity,
  rate_minor: row.rate_minor,
  created_at: row.created_at.toISOString(),
});

const itemsDescription =
  'One-off pay for one employee in this run only, on a draft or calculated run (409 otherwise). It is priced by the next ' +
  'calculation and shown on the payslip as its own line, rule_version_ref "pay_run_item:<id>". Calculate again after a change: ' +
  'until then the run\'s warnings list the item as pay_item_not_priced.';

const addItem = createRoute({
  method: 'post',
  path: '/pay_runs/{pay_run_id}/items',
  ...operation({ id: 'addPayRunItem', tag: 'Pay runs', summary: 'Add a one-off pay item (bonus, commission, overtime, deduction)', description: itemsDescription }),
  middleware: [requireScope('payruns.run'), idempotent] as const,
  request: { params: RunParam, body: jsonBody(NewPayRunItem, newPayRunItemExample) },
  responses: { 201: jsonResponse('The item', PayRunItem, payRunItemExample), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
});

const listItems = createRoute({
  method: 'get',
  path: '/pay_runs/{pay_run_id}/items',
  ...operation({ id: 'listPayRunItems', tag: 'Pay runs', summary: "A pay run's one-off pay items", description: 'The items added to the run, in the order they were added, as a list envelope.' }),
  middleware: [requireScope('payruns.read')] as const,
  request: { params: RunParam, query: z.object(pageQuery) },
  responses: { 200: jsonResponse('Items, by id', listOf(PayRunItem, 'PayRunItemList'), listExample(payRunItemExample)), ...errorResponses(400, 401, 403, 404, 429) },
});

const deleteItem = createRoute({
  method: 'delete',
  path: '/pay_runs/{pay_run_id}/items/{item_id}',
  ...operation({ id: 'removePayRunItem', tag: 'Pay runs', summary: 'Remove a one-off pay item', description: itemsDescription }),
  middleware: [requireScope('payruns.run'), idempotent] as const,
  request: { params: ItemParam },
  responses: {
    200: jsonResponse('Removed', z.object({ object: z.literal('pay_run_item'), id: Uuid, deleted: z.literal(true) }).openapi('DeletedPayRunItem'), deletedPayRunItemExample),
    ...errorResponses(401, 403, 404, 409, 429),
  },
});

/** One-off pay items of a run (issue #12). */
export function payRunItemRoutes() {
  const runId = (id: string) => {
    if (!isUuid(id)) throw notFound('pay run');
    return id;
  };
  return newRouter()
    .openapi(addItem, async (c) => {
      const item = await addPayRunItem(c.var.command, runId(c.req.valid('param').pay_run_id), c.req.valid('json'));
      return c.json(presentItem(item), 201);
    })
    .openapi(listItems, async (c) => {
      const id = runId(c.req.valid('param').pay_run_id);
      if (!(await findPayRun(c.var.db, c.var.principal.organizationId, id))) throw notFound('pay run');
      const query = c.req.valid('query');
      const rows = await listPayRunItems(c.var.db, id, { limit: query.limit, startingAfter: query.starting_after });
      return c.json(listEnvelope(rows, query.limit, presentItem), 200);
    })
    .openapi(deleteItem, async (c) => {
      const { pay_run_id, item_id } = c.req.valid('param');
      if (!isUuid(item_id)) throw notFound('pay run item');
      await removePayRunItem(c.var.command, runId(pay_run_id), item_id);
      // A body, not 204: the idempotency layer replays what it stored.
      return c.json({ object: 'pay_run_item' as const, id: item_id, deleted: true as const }, 200);
    });
}
