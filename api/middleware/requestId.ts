import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import { newId } from '../../domain/ids.ts';

/** Every response carries a Request-Id, so a client can quote it and an operator can find the request. */
export const requestId: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const id = `req_${newId().replace(/-/g, '')}`;
  c.set('requestId', id);
  c.header('Request-Id', id);
  await next();
  c.res.headers.set('Request-Id', id);
};
