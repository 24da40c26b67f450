import type { Database } from './connect.ts';

export interface SimulatedSubmission {
  submission_key: string;
  correlation_id: string;
  outcome: 'accepted' | 'rejected';
  errors: unknown[];
  busy_polls: number;
  submits: number;
  polls: number;
}

/** The staging gateway's ledger: one submission per key; asked again, it counts the ask and keeps the first. */
export async function recordSimulatedSubmission(sql: Database, s: Pick<SimulatedSubmission, 'submission_key' | 'correlation_id' | 'outcome' | 'errors' | 'busy_polls'>): Promise<SimulatedSubmission> {
  const [row] = await sql<SimulatedSubmission[]>`
    insert into simulated_filing_submissions (submission_key, correlation_id, outcome, errors, busy_polls)
    values (${s.submission_key}, ${s.correlation_id}, ${s.outcome}, ${sql.json(s.errors as never)}, ${s.busy_polls})
    on conflict (submission_key) do update set submits = simulated_filing_submissions.submits + 1
    returning *`;
  return row!;
}

export async function simulatedSubmissionByKey(sql: Database, key: string): Promise<SimulatedSubmission | undefined> {
  const [row] = await sql<SimulatedSubmission[]>`select * from simulated_filing_submissions where submission_key = ${key}`;
  return row;
}

/** One poll of a submission: how many polls it has had, counting this one. */
export async function pollSimulatedSubmission(sql: Database, correlationId: string): Promise<SimulatedSubmission | undefined> {
  const [row] = await sql<SimulatedSubmission[]>`
    update simulated_filing_submissions set polls = polls + 1 where correlation_id = ${correlationId} returning *`;
  return row;
}
