import { createHash } from 'node:crypto';

/**
 * HMRC's IRmark (HMRC, "IRmark Specification", and the Transaction Engine Document Submission Protocol): the
 * GovTalk `Body` element with its `IRmark` element removed, in Canonical XML 1.0 form, carrying the envelope's
 * namespace; digested with SHA-1 and written in base64. The body here is written canonically already
 * (documents/filings/canonicalXml.ts), so the digest is over its bytes as written.
 */
export const govTalkNamespace = 'http://www.govtalk.gov.uk/CM/envelope';

export function irmarkOf(canonicalBodyWithoutIrmark: string): string {
  return createHash('sha1').update(canonicalBodyWithoutIrmark, 'utf8').digest('base64');
}

/** Removes the IRmark element from a canonical body (where it is written as `<IRmark Type="generic">…</IRmark>`). */
export function withoutIrmark(canonicalBody: string): string {
  return canonicalBody.replace(/<IRmark Type="generic">[^<]*<\/IRmark>/u, '');
}
