import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam } from '../schemas/common.ts';
import { EmployeeImport, importErrorsPageSize, presentEmployeeImport } from '../schemas/employeeImport.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { idempotentUpload } from '../middleware/idempotency.ts';
import { requireJsonLinesBody, streamedUpload } from '../middleware/jsonLinesBody.ts';
import { notFound } from '../errors.ts';
import { isUuid } from '../../domain/ids.ts';
import { maxImportRows } from '../../domain/employees/importLines.ts';
import { findEmployeeImport, listImportErrors } from '../../db/employeeImports.ts';
import { startEmployeeImport } from '../../commands/employees/startEmployeeImport.ts';
import type { Context } from 'hono';
import type { ApiEnv } from '../env.ts';
import { jsonResponse, operation } from '../openapi/operation.ts';
import { employeeImportAcceptedExample, employeeImportExample, employeeImportLinesExample } from '../examples/imports.ts';

const createImportRoute = createRoute({
  method: 'post',
  path: '/employee_imports',
  ...operation({
    id: 'importEmployees',
    tag: 'Employees',
    summary: 'Import employees',
    description:
      `Up to ${maxImportRows} employees as JSON lines (Content-Type: application/x-ndjson), each line a POST /employees body with ` +
      'the same fields and rules, at most 256 MiB (read as a stream, never held whole). Answers 202 once the upload is stored; the rows are validated and written in the background. A row that fails ' +
      'writes nothing and is listed with its line number and fields; the other rows go in.',
  }),
  middleware: [requireScope('employees.write'), requireJsonLinesBody, idempotentUpload] as const,
  request: {
    body: {
      required: true,
      content: {
        'application/x-ndjson': { schema: z.string().openapi({ description: 'One POST /employees body per line' }), example: employeeImportLinesExample },
      },
    },
  },
  responses: { 202: jsonResponse('The import, accepted', EmployeeImport, employeeImportAcceptedExample), ...errorResponses(400, 401, 403, 409, 422, 429) },
});

const retrieveImportRoute = createRoute({
  method: 'get',
  path: '/employee_imports/{id}',
  ...operation({
    id: 'retrieveEmployeeImport',
    tag: 'Employees',
    summary: 'Follow an employee import',
    description: `Progress and failed rows (row number and fields), at most ${importErrorsPageSize} per answer.`,
  }),
  middleware: [requireScope('employees.read')] as const,
  request: {
    params: IdParam,
    query: z.object({
      errors_after: z.coerce.number().int().min(0).default(0).openapi({ description: 'Row number of the last error already seen' }),
    }),
  },
  responses: { 200: jsonResponse('The import', EmployeeImport, employeeImportExample), ...errorResponses(400, 401, 403, 404, 429) },
});

export function employeeImportRoutes() {
  const read = async (c: Context<ApiEnv>, id: string, errorsAfter: number) => {
    const progress = isUuid(id) ? await findEmployeeImport(c.var.db, c.var.principal.organizationId, id) : undefined;
    if (!progress) throw notFound('employee import');
    return presentEmployeeImport(progress, await listImportErrors(c.var.db, progress.id, errorsAfter, importErrorsPageSize + 1));
  };
  return newRouter()
    .openapi(createImportRoute, async (c) => {
      const upload = streamedUpload(c);
      const id = await startEmployeeImport(c.var.command, upload.pieces).catch(async (error) => {
        await upload.drain();
        throw error;
      });
      c.set('uploadSha256', upload.sha256());
      c.header('Location', `/api/v1/employee_imports/${id}`);
      return c.json(await read(c, id, 0), 202);
    })
    .openapi(retrieveImportRoute, async (c) => c.json(await read(c, c.req.valid('param').id, c.req.valid('query').errors_after), 200));
}
