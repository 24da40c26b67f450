import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam } from '../schemas/common.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { notFound } from '../errors.ts';
import { isUuid } from '../../domain/ids.ts';
import type { CommandContext } from '../../commands/context.ts';
import { renderCertificatePdf, type CertificateDocument } from '../../documents/certificates/certificatePdf.ts';
import { jsonResponse, operation } from '../openapi/operation.ts';

type Query = z.ZodObject<Record<string, z.ZodString>>;

/** What differs between two employee certificates (P60, P45, P9A, IRP5): the rest of their route pair is this file. */
export interface EmployeeCertificate<S extends z.ZodType, Q extends Query | undefined> {
  /** `/employees/{id}/<name>`; the PDF is at `<path>/pdf`. */
  path: `/employees/{id}/${string}`;
  operationId: string;
  summary: string;
  description: string;
  pdf: { summary: string; description: string; response: string };
  /** The year the certificate is for, when it is for one. */
  query?: Q;
  json: { description: string; schema: S; example: z.input<S> };
  /** The certificate as JSON and the document its PDF lays out; 422 when it cannot be made. */
  make: (ctx: CommandContext, employeeId: string, query: Q extends Query ? z.infer<Q> : Record<string, never>) => Promise<{ certificate: z.input<S>; document: CertificateDocument }>;
  fileName: (employeeId: string, query: Q extends Query ? z.infer<Q> : Record<string, never>) => string;
}

const employeeId = (id: string) => {
  if (!isUuid(id)) throw notFound('employee');
  return id;
};

/** A certificate's JSON and PDF routes (scope payslips.read), documented alike for every country. */
export function employeeCertificateRoutes<S extends z.ZodType, Q extends Query | undefined = undefined>(certificate: EmployeeCertificate<S, Q>) {
  const errors = certificate.query ? errorResponses(400, 401, 403, 404, 422, 429) : errorResponses(401, 403, 404, 422, 429);
  const request = certificate.query ? { params: IdParam, query: certificate.query as Query } : { params: IdParam };
  const jsonRoute = createRoute({
    method: 'get', path: certificate.path,
    ...operation({ id: certificate.operationId, tag: 'Employees', summary: certificate.summary, description: certificate.description }),
    middleware: [requireScope('payslips.read')] as const,
    request,
    responses: { 200: jsonResponse(certificate.json.description, certificate.json.schema, certificate.json.example), ...errors },
  });
  const pdfRoute = createRoute({
    method: 'get', path: `${certificate.path}/pdf`,
    ...operation({ id: `${certificate.operationId}Pdf`, tag: 'Employees', summary: certificate.pdf.summary, description: certificate.pdf.description }),
    middleware: [requireScope('payslips.read')] as const,
    request,
    responses: { 200: { description: certificate.pdf.response, content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }), example: '%PDF-1.7 …' } } }, ...errors },
  });
  // The query is the certificate's year (validated by its schema), or nothing for a certificate of no year.
  type Asked = Parameters<EmployeeCertificate<S, Q>['make']>[2];
  const asked = (c: { req: { valid: (target: never) => unknown } }) => (certificate.query ? c.req.valid('query' as never) : {}) as Asked;
  return newRouter()
    .openapi(jsonRoute, async (c) => {
      const made = await certificate.make(c.var.command, employeeId(c.req.valid('param').id), asked(c));
      return c.json(made.certificate as never, 200);
    })
    .openapi(pdfRoute, async (c) => {
      const id = employeeId(c.req.valid('param').id);
      const query = asked(c);
      const bytes = await renderCertificatePdf((await certificate.make(c.var.command, id, query)).document);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${certificate.fileName(id, query)}"`,
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'private, no-store',
      });
    });
}
