import type { Queryable } from './connect.ts';

/** This deployment's id (migration 024): the database is the deployment, so its id is the deployment's. */
export async function deploymentIdOf(sql: Queryable): Promise<string> {
  const [row] = await sql<{ id: string }[]>`select id from deployment_identity`;
  return row!.id;
}
