import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * The client's generated sources, from the service's OpenAPI document: the types of every path, operation and
 * schema (openapi-typescript), and the table the hand-written layer calls operations by (operationId to method,
 * path and media types). Same document, same bytes: a test regenerates both from the running service.
 */
export const generatedFiles = ['src/generated/schema.ts', 'src/generated/operations.ts'] as const;

const header = (what: string) =>
  `// Generated from the service's GET /api/v1/openapi.json by clients/typescript/scripts/generate.ts (${what}).\n` +
  '// Do not edit: run `npm run generate -w payroll-service-client` against a running service instead.\n\n';

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface OperationRoute {
  method: Uppercase<(typeof methods)[number]>;
  path: string;
  /** Takes an Idempotency-Key header. */
  idempotent: boolean;
  /** A page of a list: takes starting_after and answers next_cursor. */
  list: boolean;
  requestType: string | null;
  responseType: string;
}

// defaultNonNullable off: a field with a default may be left out of a request (pay_frequency), as the document says.
export async function generateClientSources(document: any): Promise<Record<(typeof generatedFiles)[number], string>> {
  const schema = astToString(await openapiTS(document, { defaultNonNullable: false }));
  return {
    'src/generated/schema.ts': header('openapi-typescript') + schema,
    'src/generated/operations.ts': header('the operation table') + operationTable(document),
  };
}

function operationTable(document: any): string {
  const routes: Record<string, OperationRoute> = {};
  for (const [path, item] of Object.entries<any>(document.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p: any) => resolve(document, p));
      const success = Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status))!;
      routes[operation.operationId] = {
        method: method.toUpperCase() as OperationRoute['method'],
        path,
        idempotent: parameters.some((p: any) => p.in === 'header' && p.name === 'Idempotency-Key'),
        list: parameters.some((p: any) => p.in === 'query' && p.name === 'starting_after'),
        requestType: operation.requestBody ? Object.keys(operation.requestBody.content)[0]! : null,
        responseType: Object.keys(resolve(document, operation.responses[success]).content ?? {})[0] ?? 'application/json',
      };
    }
  }
  return (
    '/** Every operation of the API by operationId: how to call it. */\n' +
    `export const operationRoutes = ${JSON.stringify(routes, null, 2)} as const;\n\n` +
    'export type OperationId = keyof typeof operationRoutes;\n'
  );
}

function resolve(document: any, node: any): any {
  if (!node?.$ref) return node;
  return (node.$ref as string).slice(2).split('/').reduce((at: any, key) => at[key], document);
}

/** `npm run generate -w payroll-service-client [-- <openapi.json URL or file>]`: rewrites the generated files. */
async function main(source = 'http://localhost:8080/api/v1/openapi.json') {
  const document = /^https?:/.test(source) ? await readDocument(source) : JSON.parse(await readFile(source, 'utf8'));
  const files = await generateClientSources(document);
  for (const [file, text] of Object.entries(files)) await writeFile(new URL(`../${file}`, import.meta.url), text);
  console.log(`wrote ${Object.keys(files).join(', ')} from ${source}`);
}

async function readDocument(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv[2]);
