import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { fieldErrorsFromZod } from '../domain/employees/fieldErrors.ts';
import type { ApiEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { documentRoute } from './openapi/routeDocumentation.ts';

/** A zod issue list as `{ "<json.path>": "<reason>" }`, the shape of details.fields; never echoes a value. */
function fieldErrors(error: ZodError): Record<string, string> {
  return fieldErrorsFromZod(error.issues);
}

/**
 * Every route table is an OpenAPIHono whose validation failures become the error envelope: a bad body is
 * 422 validation_failed, a bad query or header 400 invalid_request, a path id that is not a uuid 404.
 */
export function newRouter() {
  const router = new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      switch (result.target) {
        case 'json':
          throw new ApiError('validation_failed', 'The request body is not valid.', { fields: fieldErrors(result.error) });
        case 'param':
          throw new ApiError('not_found', 'No such resource.');
        default:
          throw new ApiError('invalid_request', `The request ${result.target} is not valid.`, {
            fields: fieldErrors(result.error),
          });
      }
    },
  });
  // Every route's document says what its middleware enforces (scope, Idempotency-Key, headers).
  const register = router.openapi;
  router.openapi = ((route, handler, hook) => register(documentRoute(route), handler, hook)) as typeof router.openapi;
  return router;
}
