import { HTTPException } from 'hono/http-exception';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/connect.ts';
import type { CommandPorts } from '../commands/context.ts';
import type { Bus } from '../ports/bus.ts';
import type { ApiEnv } from './env.ts';
import { Rejection } from '../domain/rejection.ts';
import { ApiError, databaseRetryAfterSeconds, databaseUnavailableMessage } from './errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { newRouter } from './router.ts';
import { requestId } from './middleware/requestId.ts';
import { accessLog } from './middleware/accessLog.ts';
import { logOf } from '../platform/log.ts';
import { checkReadiness } from '../db/readiness.ts';
import { authenticate } from './middleware/authenticate.ts';
import type { Deployment } from '../platform/config.ts';
import { rateLimit, type RateLimitPolicy } from './middleware/rateLimit.ts';
import { requireOperableOrganization } from './middleware/operable.ts';
import { limitBodySize, requireJsonBody } from './middleware/jsonBody.ts';
import { tenantTransaction } from './middleware/tenantTransaction.ts';
import { organizationRoutes } from './routes/organization.ts';
import { employeeRoutes } from './routes/employees.ts';
import { organizationUnitRoutes } from './routes/organizationUnits.ts';
import { payRunRoutes } from './routes/payRuns.ts';
import { payslipRoutes } from './routes/payslips.ts';
import { testHelperRoutes } from './routes/testHelpers.ts';
import { payslipPdfRoutes } from './routes/payslipPdf.ts';
import { payslipExportRoutes } from './routes/payslipExport.ts';
import { apiBasePath, openApiDocument } from './openapi/document.ts';
import { apiReferenceRoutes } from './routes/apiReference.ts';
import { correctionRoutes } from './routes/corrections.ts';
import { webhookEndpointRoutes } from './routes/webhookEndpoints.ts';
import { eventRoutes } from './routes/events.ts';
import { employeeImportRoutes } from './routes/employeeImports.ts';
import { filingRoutes } from './routes/filings.ts';
import { certificateRoutes } from './routes/certificates.ts';
import { zaCertificateRoutes } from './routes/zaCertificates.ts';
import { keCertificateRoutes } from './routes/keCertificates.ts';
import { accountingRoutes } from './routes/accounting.ts';
import { deductionRoutes } from './routes/deductions.ts';
import { paySchedulesRoutes } from './routes/paySchedules.ts';
import { exceptJsonLinesUploads } from './middleware/jsonLinesBody.ts';

export interface ApiDependencies {
  /** The commands' ports, and the bus whose health /healthz reports. */
  runtime: CommandPorts & { bus: Bus };
  deployment: Deployment;
  rateLimit: RateLimitPolicy;
}

export { apiBasePath };

export function createApi(deps: ApiDependencies) {
  const { sql, bus } = deps.runtime;
  const app = newRouter();
  app.use('*', requestId);
  app.use('*', accessLog);
  if (deps.deployment === 'production') app.use('*', strictTransportSecurity);

  app.get('/healthz', async (c) => {
    const [database, busAnswers] = await Promise.all([databaseAnswers(sql), bus.healthy()]);
    const ok = database && busAnswers;
    return c.json(ok ? { status: 'ok' } : { status: 'unavailable', database, bus: busAnswers }, ok ? 200 : 503);
  });
  // Liveness: the process answers (restart it when not). Readiness: send it traffic (database, bus, migrations).
  app.get('/livez', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const readiness = await checkReadiness(sql, bus);
    return c.json({ status: readiness.ready ? 'ok' : 'unavailable', ...readiness }, readiness.ready ? 200 : 503);
  });

  // Paths in the document are relative to the base address, which ends in /api/v1.
  const v1 = newRouter();
  v1.use('*', authenticate(sql, deps.deployment, deps.rateLimit));
  v1.use('*', rateLimit(deps.rateLimit));
  v1.use('*', requireOperableOrganization);
  v1.use('*', exceptJsonLinesUploads(limitBodySize, requireJsonBody));
  v1.use('*', tenantTransaction(deps.runtime));
  v1.route('/', organizationRoutes());
  v1.route('/', employeeRoutes());
  v1.route('/', employeeImportRoutes());
  v1.route('/', organizationUnitRoutes());
  v1.route('/', payRunRoutes());
  v1.route('/', payslipRoutes());
  v1.route('/', filingRoutes());
  v1.route('/', certificateRoutes());
  v1.route('/', zaCertificateRoutes());
  v1.route('/', keCertificateRoutes());
  if (deps.deployment === 'staging') v1.route('/', testHelperRoutes());
  v1.route('/', payslipPdfRoutes());
  v1.route('/', payslipExportRoutes());
  v1.route('/', correctionRoutes(deps.runtime.rules));
  v1.route('/', webhookEndpointRoutes());
  v1.route('/', eventRoutes());
  v1.route('/', accountingRoutes());
  v1.route('/', deductionRoutes());
  v1.route('/', paySchedulesRoutes());

  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(`${apiBasePath}/openapi.json`, (c) => c.json((document ??= openApiDocument(v1))));
  app.route('/', apiReferenceRoutes(apiBasePath));
  app.route(apiBasePath, v1);

  app.notFound((c) => errorResponse(c, new ApiError('not_found', `No route for ${c.req.method} ${c.req.path}.`)));
  app.onError((error, c) => errorResponse(c, asApiError(error, c.var.requestId)));

  return app;
}

async function databaseAnswers(sql: Database): Promise<boolean> {
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  }
}

/** Production is served over TLS (behind its proxy): browsers and clients are told never to try plain HTTP. */
const strictTransportSecurity: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
};

function asApiError(error: unknown, requestId: string | undefined): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Rejection) return new ApiError(error.reason, error.message, error.details);
  if (error instanceof HTTPException && error.status < 500) {
    // Hono raises these for bodies it cannot parse.
    return new ApiError('invalid_request', error.message || 'The request is malformed.');
  }
  if (isDatabaseUnavailable(error)) {
    logOf('api').error({ request_id: requestId, err: error }, 'database unavailable');
    return new ApiError('service_unavailable', databaseUnavailableMessage, undefined, { 'Retry-After': String(databaseRetryAfterSeconds) });
  }
  logOf('api').error({ request_id: requestId, err: error }, 'internal error');
  return new ApiError('internal_error', 'Something went wrong on our side. Quote the Request-Id header when reporting it.');
}

function errorResponse(c: Context<ApiEnv>, error: ApiError) {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(error.toBody(), error.status);
}
