import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses } from '../schemas/common.ts';
import { Journal, LedgerAccounts, LedgerAccountsResponse, presentJournal } from '../schemas/accounting.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { actionScopes } from '../../domain/scopes.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { notFound } from '../errors.ts';
import { isUuid } from '../../domain/ids.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { ledgerAccountsOf, replaceLedgerAccounts } from '../../commands/accounting/ledgerAccounts.ts';
import { journalCsv, payRunJournal } from '../../commands/accounting/payRunJournal.ts';
import { journalExample, ledgerAccountsExample, ledgerAccountsInputExample, quickBooksCsvExample, xeroCsvExample } from '../examples/accounting.ts';

const putAccounts = createRoute({
  method: 'put',
  path: '/accounting/accounts',
  ...operation({
    id: 'replaceLedgerAccounts',
    tag: 'Accounting',
    summary: "Map line codes and payment destinations to the organization's ledger accounts",
    description:
      'Replaces the whole map. Each payslip line code gets an expense_account (earnings, employer costs) and/or a liability_account ' +
      '(deductions, employer costs); each payment destination the account net pay payable is credited to. Journals name what is left unmapped.',
  }),
  middleware: [requireScope(actionScopes.mapLedgerAccounts), idempotent] as const,
  request: { body: jsonBody(LedgerAccounts, ledgerAccountsInputExample) },
  responses: { 200: jsonResponse('The map as stored', LedgerAccountsResponse, ledgerAccountsExample), ...errorResponses(400, 401, 403, 409, 422, 429) },
});

const getAccounts = createRoute({
  method: 'get',
  path: '/accounting/accounts',
  ...operation({ id: 'retrieveLedgerAccounts', tag: 'Accounting', summary: "The organization's ledger account map", description: 'Empty until first PUT.' }),
  middleware: [requireScope('payruns.read')] as const,
  responses: { 200: jsonResponse('The map', LedgerAccountsResponse, ledgerAccountsExample), ...errorResponses(401, 403, 429) },
});

const formats = ['json', 'xero_csv', 'quickbooks_online_csv'] as const;

const getJournal = createRoute({
  method: 'get',
  path: '/pay_runs/{pay_run_id}/journal',
  ...operation({
    id: 'getPayRunJournal',
    tag: 'Accounting',
    summary: "A pay run's accounting journal",
    description:
      'Gross pay by department (cost centre), employer costs, deductions and employer costs owed by authority, and net pay payable, ' +
      'debits equal to credits to the minor unit. A calculated run\'s journal is a preview. format=xero_csv gives Xero\'s manual journal ' +
      'import file, format=quickbooks_online_csv QuickBooks Online\'s journal entry import file; both answer 422 naming each missing mapping.',
  }),
  middleware: [requireScope('payruns.read')] as const,
  request: {
    params: z.object({ pay_run_id: z.string().openapi({ param: { name: 'pay_run_id', in: 'path' }, format: 'uuid' }) }),
    query: z.object({ format: z.enum(formats).default('json').openapi({ description: 'json (default), xero_csv or quickbooks_online_csv' }) }),
  },
  responses: {
    200: {
      description: 'The journal',
      content: {
        'application/json': { schema: Journal, example: journalExample },
        'text/csv': { schema: z.string(), examples: { xero_csv: { value: xeroCsvExample }, quickbooks_online_csv: { value: quickBooksCsvExample } } },
      },
    },
    ...errorResponses(400, 401, 403, 404, 409, 422, 429),
  },
});

/** Ledger accounts and pay run journals (issue 29). */
export function accountingRoutes() {
  const present = (map: Awaited<ReturnType<typeof ledgerAccountsOf>>) => ({
    object: 'ledger_accounts' as const,
    lines: map.lines,
    destinations: map.destinations as Record<string, string>,
    xero_tax_rate: map.xero_tax_rate,
    updated_at: map.updated_at?.toISOString() ?? null,
  });
  return newRouter()
    .openapi(putAccounts, async (c) => c.json(present(await replaceLedgerAccounts(c.var.command, c.req.valid('json'))), 200))
    .openapi(getAccounts, async (c) => c.json(present(await ledgerAccountsOf(c.var.command)), 200))
    .openapi(getJournal, async (c) => {
      const { pay_run_id } = c.req.valid('param');
      if (!isUuid(pay_run_id)) throw notFound('pay run');
      const journal = await payRunJournal(c.var.command, pay_run_id);
      const { format } = c.req.valid('query');
      if (format === 'json') return c.json(presentJournal(journal), 200);
      const layout = format === 'xero_csv' ? 'xero' : 'quickbooks_online';
      return c.body(journalCsv(journal, layout), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="journal-${layout}-${pay_run_id}.csv"`,
      });
    });
}
