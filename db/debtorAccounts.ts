import type { Queryable } from './connect.ts';

export interface DebtorAccountRow {
  debtor_iban: string | null;
  debtor_bic: string | null;
}

/** Sets either or both parts of the organization's paying account; a part not given is kept. */
export async function setDebtorAccount(sql: Queryable, organizationId: string, account: { iban?: string; bic?: string }): Promise<boolean> {
  const rows = await sql`
    update organizations set
      debtor_iban = coalesce(${account.iban ?? null}, debtor_iban),
      debtor_bic = coalesce(${account.bic ?? null}, debtor_bic),
      updated_at = now()
    where id = ${organizationId}
    returning id`;
  return rows.length === 1;
}

/** The account the pay run's payment file debits: null parts when the operator has not set them. */
export async function findDebtorAccount(sql: Queryable, organizationId: string): Promise<DebtorAccountRow | undefined> {
  const [row] = await sql<DebtorAccountRow[]>`select debtor_iban, debtor_bic from organizations where id = ${organizationId}`;
  return row;
}
