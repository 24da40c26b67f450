import { createHash } from 'node:crypto';
import type { GatewayError } from '../../machines/filing.ts';
import type { FilingGateway, FilingSubmission, GatewayAnswer } from '../../ports/filingGateway.ts';

/**
 * HMRC's Transaction Engine, as its *Transaction Engine: Document Submission Protocol* describes it: a GovTalk
 * message POSTed with Qualifier request / Function submit is answered with an acknowledgement (CorrelationID, and
 * ResponseEndPoint's PollInterval in seconds); a poll (Qualifier poll, the CorrelationID) is answered with another
 * acknowledgement while HMRC is busy, then a response (accepted) or an error (GovTalkErrors); a delete removes the
 * answer once read. A `list` data request returns the sender's outstanding submissions with the TransactionID each
 * carried: that is how a restarted actor finds a submission it made before it could record the correlation id.
 */
export interface TransactionEngineSettings {
  url: string;
  senderId: string;
  password: string;
  /** 1 against HMRC's test service (Test in Live), 0 live. */
  gatewayTest?: boolean;
  fetch?: typeof fetch;
}

/** The TransactionID a submission carries: HMRC allows up to 32 hex-like characters, so the key is digested. */
export const transactionIdOf = (submissionKey: string) => createHash('sha256').update(submissionKey).digest('hex').slice(0, 32).toUpperCase();

const text = (s: string) => s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');
const unescape = (s: string) => s.replace(/&lt;/gu, '<').replace(/&gt;/gu, '>').replace(/&quot;/gu, '"').replace(/&apos;/gu, "'").replace(/&amp;/gu, '&');
const first = (xml: string, name: string) => {
  const match = new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${name}>`, 'u').exec(xml);
  return match ? unescape(match[1]!.trim()) : null;
};
const all = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${name}>`, 'gu'))].map((m) => m[1]!);

function controlMessage(messageClass: string, qualifier: 'poll' | 'request', fn: 'submit' | 'delete' | 'list', correlationId: string, settings: TransactionEngineSettings, withSender: boolean): string {
  const sender = withSender
    ? `<SenderDetails><IDAuthentication><SenderID>${text(settings.senderId)}</SenderID><Authentication><Method>clear</Method><Role>principal</Role><Value>${text(settings.password)}</Value></Authentication></IDAuthentication></SenderDetails>`
    : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope"><EnvelopeVersion>2.0</EnvelopeVersion><Header>` +
    `<MessageDetails><Class>${text(messageClass)}</Class><Qualifier>${qualifier}</Qualifier><Function>${fn}</Function>` +
    `<CorrelationID>${text(correlationId)}</CorrelationID><Transformation>XML</Transformation><GatewayTest>${settings.gatewayTest ? 1 : 0}</GatewayTest></MessageDetails>` +
    `${sender}</Header><GovTalkDetails><Keys></Keys></GovTalkDetails><Body></Body></GovTalkMessage>\n`
  );
}

/** The document with the sender's credentials and the submission's TransactionID put in its header. */
export function withSenderDetails(document: string, settings: TransactionEngineSettings, transactionId: string): string {
  const sender = `<SenderDetails><IDAuthentication><SenderID>${text(settings.senderId)}</SenderID><Authentication><Method>clear</Method><Role>principal</Role><Value>${text(settings.password)}</Value></Authentication></IDAuthentication></SenderDetails>`;
  return document
    .replace('<SenderDetails></SenderDetails>', sender)
    .replace('</Function>', `</Function><TransactionID>${transactionId}</TransactionID>`)
    .replace(/<GatewayTest>\d<\/GatewayTest>/u, `<GatewayTest>${settings.gatewayTest ? 1 : 0}</GatewayTest>`);
}

function errorsOf(xml: string): GatewayError[] {
  return all(xml, 'Error').map((e) => ({ number: first(e, 'Number'), type: first(e, 'Type'), text: first(e, 'Text') ?? '', location: first(e, 'Location') }));
}

const pollIntervalOf = (xml: string) => Number(/PollInterval="(\d+)"/u.exec(xml)?.[1] ?? '10');

export function transactionEngineGateway(settings: TransactionEngineSettings): FilingGateway {
  const post = async (body: string): Promise<string> => {
    const response = await (settings.fetch ?? fetch)(settings.url, { method: 'POST', headers: { 'Content-Type': 'text/xml; charset=utf-8' }, body, signal: AbortSignal.timeout(30_000) });
    // A 5xx or a dropped connection: the actor's message is delivered again, and `find` asks before any resubmission.
    if (!response.ok) throw new Error(`Transaction Engine answered HTTP ${response.status}`);
    return response.text();
  };
  const classes = new Map<string, string>();
  return {
    async submit(submission: FilingSubmission) {
      const answer = await post(withSenderDetails(submission.document, settings, transactionIdOf(submission.submissionKey)));
      const qualifier = first(answer, 'Qualifier');
      if (qualifier === 'error') throw new Error(`Transaction Engine refused the submission: ${errorsOf(answer).map((e) => `${e.number} ${e.text}`).join('; ')}`);
      const correlationId = first(answer, 'CorrelationID');
      if (!correlationId) throw new Error('Transaction Engine acknowledged without a CorrelationID');
      classes.set(correlationId, submission.messageClass);
      return { correlationId, pollAfterSeconds: pollIntervalOf(answer) };
    },
    async find(submissionKey) {
      const wanted = transactionIdOf(submissionKey);
      const answer = await post(controlMessage('HMRC-PAYE-RTI-FPS', 'request', 'list', '', settings, true));
      const record = all(answer, 'StatusRecord').find((r) => first(r, 'TransactionID') === wanted);
      return record ? first(record, 'CorrelationID') : null;
    },
    async poll(correlationId): Promise<GatewayAnswer> {
      const messageClass = classes.get(correlationId) ?? 'HMRC-PAYE-RTI-FPS';
      const answer = await post(controlMessage(messageClass, 'poll', 'submit', correlationId, settings, false));
      const qualifier = first(answer, 'Qualifier');
      if (qualifier === 'acknowledgement') return { state: 'pending', pollAfterSeconds: pollIntervalOf(answer) };
      const verdict: GatewayAnswer = qualifier === 'response' ? { state: 'accepted' } : { state: 'rejected', errors: errorsOf(answer) };
      // The answer is read: HMRC asks the sender to delete it (a failed delete only leaves it listed).
      await post(controlMessage(messageClass, 'request', 'delete', correlationId, settings, false)).catch(() => undefined);
      return verdict;
    },
  };
}
