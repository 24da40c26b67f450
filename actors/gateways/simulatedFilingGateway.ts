import { createHash } from 'node:crypto';
import type { Database } from '../../db/connect.ts';
import { pollSimulatedSubmission, recordSimulatedSubmission, simulatedSubmissionByKey } from '../../db/simulatedFilingGateway.ts';
import type { GatewayError } from '../../machines/filing.ts';
import type { FilingGateway, FilingSubmission, GatewayAnswer } from '../../ports/filingGateway.ts';

/**
 * What the staging gateway answers, as a pure function of the employer's reference (docs/filings.md, "Staging
 * gateway"): a PAYE reference ending in 9 is rejected with business-rule errors shaped like HMRC's GovTalkErrors,
 * one ending in 8 is busy at the first poll (poll again after 1 s), anything else is accepted.
 */
export function simulatedVerdict(employerReference: string): { outcome: 'accepted' | 'rejected'; errors: GatewayError[]; busyPolls: number } {
  const last = employerReference.trim().at(-1);
  if (last === '9') {
    return {
      outcome: 'rejected',
      busyPolls: 0,
      errors: [
        {
          number: 'simulated-1',
          type: 'business',
          text: 'The employer PAYE reference is not known for this Accounts Office reference (simulated: PAYE references ending in 9 are rejected).',
          location: '/IRenvelope/FullPaymentSubmission/EmpRefs/PayeRef',
        },
        {
          number: 'simulated-2',
          type: 'business',
          text: 'The submission cannot be matched to an employer scheme (simulated).',
          location: '/IRenvelope/FullPaymentSubmission/EmpRefs',
        },
      ],
    };
  }
  return { outcome: 'accepted', errors: [], busyPolls: last === '8' ? 1 : 0 };
}

/** A correlation id of HMRC's form (32 upper-case hex digits), the same for the same key. */
const correlationIdOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32).toUpperCase();

/** The staging filing gateway. It takes each submission key once (a table of its own is its ledger). */
export function simulatedFilingGateway(sql: Database): FilingGateway {
  return {
    async submit(submission: FilingSubmission) {
      const { outcome, errors, busyPolls } = simulatedVerdict(submission.employerReference);
      const row = await recordSimulatedSubmission(sql, { submission_key: submission.submissionKey, correlation_id: correlationIdOf(submission.submissionKey), outcome, errors, busy_polls: busyPolls });
      return { correlationId: row.correlation_id, pollAfterSeconds: 1 };
    },
    async find(submissionKey) {
      return (await simulatedSubmissionByKey(sql, submissionKey))?.correlation_id ?? null;
    },
    async poll(correlationId): Promise<GatewayAnswer> {
      const row = await pollSimulatedSubmission(sql, correlationId);
      if (!row) return { state: 'rejected', errors: [{ number: null, type: 'fatal', text: `No submission with correlation id ${correlationId}.`, location: null }] };
      if (row.polls <= row.busy_polls) return { state: 'pending', pollAfterSeconds: 1 };
      return row.outcome === 'accepted' ? { state: 'accepted' } : { state: 'rejected', errors: row.errors as GatewayError[] };
    },
  };
}
