import type { Queryable } from './connect.ts';

/** Every kind of record the API hands out an id for, as the console's "find by id" opens it. */
export type RecordKind = 'pay_run' | 'payslip' | 'employee' | 'webhook_event' | 'webhook_delivery' | 'webhook_endpoint' | 'filing' | 'api_key';

/**
 * Which of the organization's records a uuid names, in one statement of primary-key probes (each table's own
 * index). Another organization's id finds nothing, exactly as the API answers it. API keys: apiKeyOfOrganization.
 */
export async function kindOfId(sql: Queryable, organizationId: string, id: string): Promise<RecordKind | null> {
  const [row] = await sql<{ kind: RecordKind }[]>`
    select kind from (
      select 'pay_run' as kind from pay_runs where id = ${id} and organization_id = ${organizationId}
      union all select 'payslip' from payslips where id = ${id} and organization_id = ${organizationId}
      union all select 'employee' from employees where id = ${id} and organization_id = ${organizationId}
      union all select 'webhook_event' from events where id = ${id} and organization_id = ${organizationId}
      union all select 'webhook_delivery' from webhook_deliveries where id = ${id} and organization_id = ${organizationId}
      union all select 'webhook_endpoint' from webhook_endpoints where id = ${id} and organization_id = ${organizationId} and deleted_at is null
      union all select 'filing' from filings where id = ${id} and organization_id = ${organizationId}
    ) found limit 1`;
  return row?.kind ?? null;
}

/**
 * API keys are not the tenant role's to read (migration 001 grants it none): these take the owner's connection and
 * name the organization in the statement, as the integrations page does.
 */
export async function apiKeyOfOrganization(owner: Queryable, organizationId: string, id: string): Promise<boolean> {
  const [row] = await owner`select 1 from api_keys where id = ${id} and organization_id = ${organizationId}`;
  return Boolean(row);
}

/** An API key by the public part of its token (`pay_<env>_<key_id>_…`), within the organization. */
export async function apiKeyByKeyId(sql: Queryable, organizationId: string, keyId: string): Promise<string | null> {
  const [row] = await sql<{ id: string }[]>`select id from api_keys where key_id = ${keyId} and organization_id = ${organizationId}`;
  return row?.id ?? null;
}
