import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../env.ts';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam, listOf } from '../schemas/common.ts';
import { FilingInputsStored, EmployeeFilingInputs, EmployerReferences, EmployerReferencesRead, Filing, FilingType, MarkFiled, presentFiling } from '../schemas/filing.ts';
import { filingStatuses } from '../../machines/filing.ts';
import { listEnvelope, pageQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { actionScopes } from '../../domain/scopes.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { ApiError, notFound } from '../errors.ts';
import { findFiling, listFilings } from '../../db/filings.ts';
import { documentPartsOf } from '../../db/filingDocumentParts.ts';
import { streamedBody } from '../streamedBody.ts';
import { isUuid } from '../../domain/ids.ts';
import { jurisdictions } from '../../domain/jurisdictions.ts';
import { calendarDateSchema } from '../../domain/calendarDate.ts';
import { reviseFiling, submitFiling } from '../../commands/filings/submitFiling.ts';
import { markFiled } from '../../commands/filings/markFiled.ts';
import { mediaOf } from '../../commands/filings/periodicFilingKinds.ts';
import { referencesOf } from '../../db/employerReferences.ts';
import { employerReferenceCatalog } from '../../domain/filings/filingFieldCatalog.ts';
import { createEmployerPaymentSummary } from '../../commands/filings/prepareFiling.ts';
import { setEmployeeFilingInputs, setEmployerReferences } from '../../commands/filings/employerReferences.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { listExample } from '../examples/resources.ts';
import { employerReferencesExample, employerReferencesReadExample, filingExample, filingInputsExample, fpsDocumentExample } from '../examples/filings.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/filings',
  ...operation({ id: 'listFilings', tag: 'Filings', summary: 'List filings', description: 'Oldest first, a page at a time; filter by jurisdiction, type, period_start or status.' }),
  middleware: [requireScope('filings.read')] as const,
  request: {
    query: z.object({
      ...pageQuery,
      jurisdiction: z.enum(jurisdictions).optional(),
      type: FilingType.optional(),
      period_start: calendarDateSchema.optional(),
      status: z.enum(filingStatuses).optional(),
    }),
  },
  responses: { 200: jsonResponse('A page of filings', listOf(Filing, 'FilingList'), listExample(filingExample('ready'))), ...errorResponses(400, 401, 403, 429) },
});

const NewEps = z
  .strictObject({
    jurisdiction: z.enum(['GB'], { error: 'must be GB (the only jurisdiction filed so far)' }).openapi({ description: 'GB only so far' }),
    type: z.enum(['eps'], { error: 'must be eps: an FPS is made by approving a run' }).openapi({ description: 'eps: an Employer Payment Summary' }),
    tax_year: z.enum(['2026-27'], { error: 'must be 2026-27, the year of the schema this service writes' }).openapi({ description: 'The tax year' }),
    tax_month: z.number({ error: 'must be a whole number from 1 to 12' }).int('must be a whole number from 1 to 12').min(1, 'must be from 1 to 12').max(12, 'must be from 1 to 12').openapi({ description: 'Tax month 1 runs 6 April to 5 May' }),
    no_payment: z.boolean().default(false).openapi({ description: 'No employee was paid in the tax month' }),
    employment_allowance: z.boolean().nullable().default(null).openapi({ description: 'The Employment Allowance indicator (claimed on the first EPS of the year); null: not sent' }),
  })
  .openapi('NewEmployerPaymentSummary');

const createRoute_ = createRoute({
  method: 'post',
  path: '/filings',
  ...operation({ id: 'createFiling', tag: 'Filings', summary: 'Make a GB Employer Payment Summary for a tax month', description: 'A draft EPS declaring no payment for the month and/or the Employment Allowance indicator, prepared at once (ready unless blocked). A no-payment declaration for a month a GB run pays in is blocked, naming the run.' }),
  middleware: [requireScope(actionScopes.submitFiling), idempotent] as const,
  request: { body: jsonBody(NewEps, { jurisdiction: 'GB', type: 'eps', tax_year: '2026-27', tax_month: 4, no_payment: true, employment_allowance: null }) },
  responses: { 201: jsonResponse('The EPS', Filing, { ...filingExample('ready'), type: 'eps', pay_run_id: null, period_start: '2026-07-06', period_end: '2026-08-05', due_on: '2026-08-19', totals: { employees: 0 } }), ...errorResponses(400, 401, 403, 422, 429) },
});

const retrieveRoute = createRoute({
  method: 'get',
  path: '/filings/{id}',
  ...operation({ id: 'retrieveFiling', tag: 'Filings', summary: 'Retrieve a filing', description: "Its type, period, status, totals, what blocks it and the authority's errors." }),
  middleware: [requireScope('filings.read')] as const,
  request: { params: IdParam },
  responses: { 200: jsonResponse('The filing', Filing, filingExample('draft', { blocked: true })), ...errorResponses(401, 403, 404, 429) },
});

const documentRoute = createRoute({
  method: 'get',
  path: '/filings/{id}/document',
  ...operation({ id: 'getFilingDocument', tag: 'Filings', summary: 'The document exactly as the authority takes it', description: "GB: the GovTalk message with its IRmark. KE and GH: the CSV the authority's portal takes (KE P10: iTax sheet B rows; NSSF, SHIF, housing levy; GH DT 0107a and SSNIT), media type text/csv. 409 while the filing is blocked (no document is written then)." }),
  middleware: [requireScope('filings.read')] as const,
  request: { params: IdParam },
  responses: { 200: { description: 'The document', content: { 'application/xml': { schema: z.string(), example: fpsDocumentExample }, 'text/csv': { schema: z.string(), example: 'A004812365M,Grace Mwangi,Resident,Primary Employee,No,,135000.00,0.00,0.00,0.00,Benefit not given,0.00,0.00,135000.00,3712.50,2160.00,5000.00,0.00,0.00,2025.00,122102.50,2400.00,556.88,30627.95,30627.95\r\n' } } }, ...errorResponses(401, 403, 404, 409, 429) },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/filings/{id}/submit',
  ...operation({ id: 'submitFiling', tag: 'Filings', summary: 'Submit a ready filing', description: 'ready → submitted; the filing actor sends it to the authority once and polls for its answer. 409 for any other status.' }),
  middleware: [requireScope(actionScopes.submitFiling), idempotent] as const,
  request: { params: IdParam },
  responses: { 200: jsonResponse('The filing, submitted', Filing, filingExample('submitted', { sent: true })), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
});

const prepareRoute = createRoute({
  method: 'post',
  path: '/filings/{id}/prepare',
  ...operation({ id: 'prepareFiling', tag: 'Filings', summary: 'Build a filing again after a correction', description: 'A draft or ready filing is built again from what is on file; a rejected one goes back to draft first. 409 once sent or settled.' }),
  middleware: [requireScope(actionScopes.submitFiling), idempotent] as const,
  request: { params: IdParam },
  responses: { 200: jsonResponse('The filing, prepared again', Filing, filingExample('ready')), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
});

const markFiledRoute = createRoute({
  method: 'post',
  path: '/filings/{id}/mark_filed',
  ...operation({
    id: 'markFilingFiled',
    tag: 'Filings',
    summary: "Record the authority's reference for an uploaded filing",
    description: "ready → accepted for a filing an operator uploads to the authority's portal (channel `upload`). The same reference again is a replay that changes nothing; another reference is 409, as is a filing sent through the gateway.",
  }),
  middleware: [requireScope(actionScopes.submitFiling), idempotent] as const,
  request: { params: IdParam, body: jsonBody(MarkFiled, { reference: 'KRA202611090012345' }) },
  responses: { 200: jsonResponse('The filing, accepted', Filing, { ...filingExample('accepted', { decided: true }), jurisdiction: 'KE', type: 'ke_p10', pay_run_id: null, channel: 'upload' as const, authority_reference: 'KRA202611090012345', correlation_id: null, submitted_at: null }), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
});

const referencesRoute = createRoute({
  method: 'post',
  path: '/employer_references',
  ...operation({ id: 'setEmployerReferences', tag: 'Filings', summary: "Set the employer's references with an authority", description: "Each country's references with its authority (GB: the PAYE and Accounts Office references; KE: the employer's KRA PIN and NSSF number; ZA: SARS's PAYE, SDL and UIF references; SG: the UEN, the CPF Submission Number and the person IRAS's IR8A header names as authorised (name, designation, phone, email); NG: the TIN and PenCom employer code; GH: the TIN and SSNIT number); a field left out keeps its value. The country's draft filings are prepared again by the filing actor once this commits (shortly after the answer)." }),
  middleware: [requireScope(actionScopes.submitFiling), idempotent] as const,
  request: { body: jsonBody(EmployerReferences, employerReferencesExample) },
  responses: { 200: jsonResponse('The references', EmployerReferencesRead, employerReferencesReadExample), ...errorResponses(400, 401, 403, 422, 429) },
});

const inputsRoute = createRoute({
  method: 'put',
  path: '/employees/{id}/filing_inputs',
  ...operation({ id: 'setEmployeeFilingInputs', tag: 'Employees', summary: "Set what the authority's filings need of an employee", description: "Write-only (never returned): GB gender as HMRC holds it and a new starter's declaration; KE residential status and employee type for the P10, national ID number for NSSF and SHA, a disability exemption certificate number; GH secondary employment (DT 0107a); NG state of residence and Pension Fund Administrator. Closed lists are taken in any case. The draft filings reporting the employee are prepared again by the filing actor once this commits (shortly after the answer)." }),
  middleware: [requireScope('employees.write'), idempotent] as const,
  request: { params: IdParam, body: jsonBody(EmployeeFilingInputs, filingInputsExample) },
  responses: { 200: jsonResponse('Which inputs are stored (their values are never returned)', FilingInputsStored, { object: 'employee_filing_inputs', employee_id: '01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e10', stored: ['gender', 'starter_declaration'] }), ...errorResponses(400, 401, 403, 404, 422, 429) },
});

export function filingRoutes() {
  const id = (c: Context<ApiEnv>, value: string) => {
    if (!isUuid(value)) throw notFound('filing');
    return value;
  };
  return newRouter()
    .openapi(listRoute, async (c) => {
      const q = c.req.valid('query');
      const rows = await listFilings(c.var.db, { organizationId: c.var.principal.organizationId, limit: q.limit, startingAfter: q.starting_after, jurisdiction: q.jurisdiction, type: q.type, periodStart: q.period_start, status: q.status });
      return c.json(listEnvelope(rows, q.limit, presentFiling), 200);
    })
    .openapi(createRoute_, async (c) => {
      const body = c.req.valid('json');
      return c.json(presentFiling(await createEmployerPaymentSummary(c.var.command, body)), 201);
    })
    .openapi(retrieveRoute, async (c) => {
      const filing = await findFiling(c.var.db, c.var.principal.organizationId, id(c, c.req.valid('param').id));
      if (!filing) throw notFound('filing');
      return c.json(presentFiling(filing), 200);
    })
    .openapi(documentRoute, async (c) => {
      const filing = await findFiling(c.var.db, c.var.principal.organizationId, id(c, c.req.valid('param').id));
      if (!filing) throw notFound('filing');
      if (filing.document === null && !filing.document_in_parts) {
        throw new ApiError('invalid_transition', 'This filing is blocked: no document is written until blocked_by is empty.', { status: filing.status, blocked_by: filing.blockers });
      }
      const media = mediaOf(filing.type);
      const headers = { 'Content-Type': media.contentType, 'Content-Disposition': `attachment; filename="${filing.type}-${filing.id}.${media.extension}"` };
      // A periodic return is served a part at a time: the API never holds a return of a million people whole.
      if (filing.document === null) return c.body(streamedBody(documentPartsOf(c.var.command.sql, filing.organization_id, filing.id), { requestId: c.var.requestId, what: 'filing document' }), 200, headers);
      return c.body(filing.document, 200, headers);
    })
    .openapi(submitRoute, async (c) => c.json(presentFiling(await submitFiling(c.var.command, id(c, c.req.valid('param').id))), 200))
    .openapi(markFiledRoute, async (c) => c.json(presentFiling(await markFiled(c.var.command, id(c, c.req.valid('param').id), c.req.valid('json').reference)), 200))
    .openapi(prepareRoute, async (c) => c.json(presentFiling(await reviseFiling(c.var.command, id(c, c.req.valid('param').id))), 200))
    .openapi(referencesRoute, async (c) => {
      const body = c.req.valid('json');
      const held = referencesOf(await setEmployerReferences(c.var.command, body as never));
      const fields = Object.fromEntries(employerReferenceCatalog[body.jurisdiction].map((f) => [f.key, held[f.key] ?? null]));
      return c.json({ object: 'employer_references' as const, jurisdiction: body.jurisdiction, ...fields }, 200);
    })
    .openapi(inputsRoute, async (c) => {
      const employeeId = c.req.valid('param').id;
      if (!isUuid(employeeId)) throw notFound('employee');
      const body = c.req.valid('json');
      const stored = await setEmployeeFilingInputs(c.var.command, employeeId, body);
      return c.json({ object: 'employee_filing_inputs' as const, employee_id: employeeId, stored }, 200);
    });
}
