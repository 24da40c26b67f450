import type { GatewayError } from '../machines/filing.ts';

/** One document handed to the authority. `submissionKey` names it: the gateway takes one key once. */
export interface FilingSubmission {
  submissionKey: string;
  organizationId: string;
  filingId: string;
  /** The authority's message class (HMRC: `HMRC-PAYE-RTI-FPS`, `HMRC-PAYE-RTI-EPS`). */
  messageClass: string;
  /** The employer's reference with the authority (HMRC: the PAYE reference). */
  employerReference: string;
  document: string;
}

/** What the authority says of a submission it holds. */
export type GatewayAnswer =
  | { state: 'pending'; pollAfterSeconds: number }
  | { state: 'accepted' }
  | { state: 'rejected'; errors: GatewayError[] };

/**
 * The filing gateway: takes documents and answers polls (HMRC's Transaction Engine: submit, poll, delete).
 * Staging runs a deterministic simulator; production the protocol adapter.
 */
export interface FilingGateway {
  submit(submission: FilingSubmission): Promise<{ correlationId: string; pollAfterSeconds: number }>;
  /** The correlation id of a submission already made under this key: a restarted actor asks before submitting. */
  find(submissionKey: string): Promise<string | null>;
  poll(correlationId: string): Promise<GatewayAnswer>;
}

/**
 * What travels on the filings work queue: a filing for the filing actor to submit or poll, or filing work
 * (db/filingWork.ts) asked for by a change that committed.
 */
export type FilingMessage = { organizationId: string; filingId: string } | { organizationId: string; workId: string };

export const filingQueueName = 'filings';
