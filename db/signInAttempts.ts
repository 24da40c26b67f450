import type { Database } from './connect.ts';

/** One GCRA bucket of take_rate_limit: `burst` attempts at once, then one per 1/`rate` seconds. */
export interface AttemptBucket {
  key: string;
  rate: number;
  burst: number;
}

/**
 * Takes one attempt from every bucket, all or none, in one transaction: the row locks make concurrent sign-ins
 * queue on each bucket, so forty guesses sent at once draw forty units and only those granted reach the hash.
 * Answers the seconds to wait when any bucket is empty (nothing is taken then), else 0.
 */
export async function takeSignInAttempt(sql: Database, buckets: readonly AttemptBucket[]): Promise<number> {
  let wait = 0;
  await sql
    .begin(async (tx) => {
      for (const bucket of buckets) {
        const [row] = await tx<{ allowed: boolean; retry_after_seconds: number }[]>`
          select * from take_rate_limit(${bucket.key}, ${bucket.rate}, ${bucket.burst})`;
        if (!row!.allowed) wait = Math.max(wait, row!.retry_after_seconds);
      }
      if (wait > 0) throw new NothingTaken();
    })
    .catch((error) => {
      if (!(error instanceof NothingTaken)) throw error;
    });
  return wait;
}

/** A sign-in that succeeded gives its attempt back, so a member who signs in often is never held up by it. */
export async function returnSignInAttempt(sql: Database, buckets: readonly AttemptBucket[]): Promise<void> {
  for (const bucket of buckets) {
    await sql`update rate_limits set tat = tat - make_interval(secs => ${1 / bucket.rate}) where key_id = ${bucket.key}`;
  }
}

class NothingTaken extends Error {}
