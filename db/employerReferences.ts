import type { Queryable } from './connect.ts';

/**
 * The employer's references with one authority. GB's two are columns (migration 021); every other field of
 * domain/filings/filingFieldCatalog.ts is a key of `refs` (migration 044).
 */
export interface EmployerReferencesRow {
  organization_id: string;
  jurisdiction: string;
  paye_reference: string | null;
  accounts_office_reference: string | null;
  refs: Record<string, string>;
  updated_at: Date;
}

const columns = new Set(['paye_reference', 'accounts_office_reference']);

/** Every reference held, by field. */
export function referencesOf(row: EmployerReferencesRow | undefined): Record<string, string> {
  if (!row) return {};
  const held: Record<string, string> = { ...row.refs };
  if (row.paye_reference !== null) held.paye_reference = row.paye_reference;
  if (row.accounts_office_reference !== null) held.accounts_office_reference = row.accounts_office_reference;
  return held;
}

export async function findEmployerReferences(sql: Queryable, organizationId: string, jurisdiction: string): Promise<EmployerReferencesRow | undefined> {
  const [row] = await sql<EmployerReferencesRow[]>`
    select * from employer_references where organization_id = ${organizationId} and jurisdiction = ${jurisdiction}`;
  return row;
}

/** Sets the references given (a field left out keeps its value). */
export async function upsertEmployerReferences(sql: Queryable, organizationId: string, jurisdiction: string, refs: Record<string, string | undefined>): Promise<EmployerReferencesRow> {
  const given = Object.entries(refs).filter((e): e is [string, string] => e[1] !== undefined && e[0] !== 'jurisdiction');
  const inRefs = Object.fromEntries(given.filter(([k]) => !columns.has(k)));
  const paye = refs.paye_reference ?? null;
  const accountsOffice = refs.accounts_office_reference ?? null;
  const [row] = await sql<EmployerReferencesRow[]>`
    insert into employer_references (organization_id, jurisdiction, paye_reference, accounts_office_reference, refs)
    values (${organizationId}, ${jurisdiction}, ${paye}, ${accountsOffice}, ${sql.json(inRefs)})
    on conflict (organization_id, jurisdiction) do update set
      paye_reference = coalesce(${paye}, employer_references.paye_reference),
      accounts_office_reference = coalesce(${accountsOffice}, employer_references.accounts_office_reference),
      refs = employer_references.refs || excluded.refs,
      updated_at = now()
    returning *`;
  return row!;
}
