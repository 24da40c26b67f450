import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '../env.ts';
import { sharedComponents } from './routeDocumentation.ts';
import { tags } from './tags.ts';

export const apiBasePath = '/api/v1';

/** The client generated from this document (clients/typescript), as published on the npm registry. */
const clientPackage = 'payroll-service-client';
const clientPackageUrl = `https://www.npmjs.com/package/${clientPackage}`;

/** The OpenAPI 3.1 document, generated from the same zod schemas that validate every request. */
export function openApiDocument(v1: OpenAPIHono<ApiEnv>) {
  const registry = v1.openAPIRegistry;
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description:
      '`pay_live_<key_id>_<secret>` (production) or `pay_test_<key_id>_<secret>` (staging). An operation lists the scope it needs; ' +
      'keys are made by an operator (`npm run admin -- key create ... --scopes ...`) within the member\'s permissions. ' +
      'organization.read is implied by every key.',
  });
  for (const [name, parameter] of Object.entries(sharedComponents.parameters)) registry.registerComponent('parameters', name, parameter as never);
  for (const [name, header] of Object.entries(sharedComponents.headers)) registry.registerComponent('headers', name, header as never);
  return v1.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Payroll Service API',
      version: 'v1',
      description:
        'Employees, pay runs and payslips for KE, NG, GH, ZA, GB and SG. Amounts are integers of minor units. ' +
        'Every error is `{"error": {"code", "message", "details"}}`; every response carries a Request-Id header.\n\n' +
        `**TypeScript client.** [${clientPackage}](${clientPackageUrl}) is generated from this document: every operation by its ` +
        'operationId, errors as one typed class, Idempotency-Key made and replayed on retry, retries on 429 and 503, lists as ' +
        'async iterators and `verifyWebhook`. Its source and runnable examples are in the repository, under `clients/typescript/` ' +
        'and `examples/`.',
      license: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
    },
    servers: [{ url: apiBasePath, description: 'This service (paths are relative to /api/v1)' }],
    security: [{ bearer: [] }],
    externalDocs: { description: `TypeScript client: ${clientPackage}`, url: clientPackageUrl },
    tags: Object.entries(tags).map(([name, description]) => ({ name, description })),
  });
}
