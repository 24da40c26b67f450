import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '../env.ts';
import { sharedComponents } from './routeDocumentation.ts';
import { tags } from './tags.ts';

export const apiBasePath = '/api/v1';

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
        'Every error is `{"error": {"code", "message", "details"}}`; every response carries a Request-Id header.',
      license: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
    },
    servers: [{ url: apiBasePath, description: 'This service (paths are relative to /api/v1)' }],
    security: [{ bearer: [] }],
    tags: Object.entries(tags).map(([name, description]) => ({ name, description })),
  });
}
