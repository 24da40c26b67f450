import process from 'node:process';
import { createPayrollClient, PayrollApiError, verifyWebhook } from '../../clients/typescript/src/index.ts';

/**
 * Run by deno.test.ts under Deno: the client against the service over HTTP, then a webhook check. Prints one
 * JSON line of what it saw. Only the test's own plumbing (reading its environment) comes from node:.
 */
const env = process.env;
const client = createPayrollClient({ baseUrl: env.PAYROLL_API_URL!, token: env.PAYROLL_API_TOKEN! });
const organization = await client.retrieveOrganization();
const department = await client.createDepartment({ body: { name: 'Deno' } });
const names: string[] = [];
for await (const d of client.paginate('listDepartments', { query: { limit: 1 } })) names.push(d.name);
const missing = await client.retrieveEmployee({ path: { id: crypto.randomUUID() } }).catch((e) => e);
const event = await verifyWebhook(env.WEBHOOK_BODY!, { 'Payroll-Signature': env.WEBHOOK_SIGNATURE! }, [env.WEBHOOK_SECRET!, 'whsec_previous']);
console.log(JSON.stringify({
  runtime: typeof (globalThis as { Deno?: unknown }).Deno === 'object' ? 'deno' : 'other',
  organization: organization.id,
  department: department.name,
  names,
  error: missing instanceof PayrollApiError ? missing.code : String(missing),
  event: event.id,
}));
