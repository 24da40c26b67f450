import type { Queryable } from './connect.ts';

/** The employer's references with one authority (GB: PAYE reference and Accounts Office reference). */
export interface EmployerReferencesRow {
  organization_id: string;
  jurisdiction: string;
  paye_reference: string | null;
  accounts_office_reference: string | null;
  updated_at: Date;
}

export async function findEmployerReferences(sql: Queryable, organizationId: string, jurisdiction: string): Promise<EmployerReferencesRow | undefined> {
  const [row] = await sql<EmployerReferencesRow[]>`
    select * from employer_references where organization_id = ${organizationId} and jurisdiction = ${jurisdiction}`;
  return row;
}

/** Sets the references given (a field left out keeps its value). */
export async function upsertEmployerReferences(
  sql: Queryable,
  organizationId: string,
  jurisdiction: string,
  refs: { paye_reference?: string; accounts_office_reference?: string },
): Promise<EmployerReferencesRow> {
  const [row] = await sql<EmployerReferencesRow[]>`
    insert into employer_references (organization_id, jurisdiction, paye_reference, accounts_office_reference)
    values (${organizationId}, ${jurisdiction}, ${refs.paye_reference ?? null}, ${refs.accounts_office_reference ?? null})
    on conflict (organization_id, jurisdiction) do update set
      paye_reference = coalesce(${refs.paye_reference ?? null}, employer_references.paye_reference),
      accounts_office_reference = coalesce(${refs.accounts_office_reference ?? null}, employer_references.accounts_office_reference),
      updated_at = now()
    returning *`;
  return row!;
}
