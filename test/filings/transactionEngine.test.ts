import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionEngineGateway, transactionIdOf } from '../../actors/gateways/transactionEngine.ts';

// The production filing gateway against a local server speaking the Transaction Engine's Document Submission
// Protocol: submit → acknowledgement (CorrelationID, PollInterval), poll → busy acknowledgements, then a response
// or an error with GovTalkErrors; delete after reading; list to find a submission by its TransactionID.
interface Held { correlationId: string; transactionId: string; busyPolls: number; verdict: 'response' | 'error'; deleted: boolean }
const held: Held[] = [];
const received: string[] = [];
let server: Server;
let url: string;

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`, 'u').exec(xml)?.[1] ?? '';
const reply = (qualifier: string, correlationId: string, extra = '', endPoint = '') =>
  `<?xml version="1.0"?><GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope"><EnvelopeVersion>2.0</EnvelopeVersion><Header><MessageDetails><Class>HMRC-PAYE-RTI-FPS</Class><Qualifier>${qualifier}</Qualifier><Function>submit</Function><CorrelationID>${correlationId}</CorrelationID>${endPoint}</MessageDetails></Header>${extra}</GovTalkMessage>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c)).on('end', () => {
      received.push(body);
      const qualifier = tag(body, 'Qualifier');
      const fn = tag(body, 'Function');
      res.setHeader('Content-Type', 'text/xml');
      if (qualifier === 'request' && fn === 'submit') {
        if (!body.includes('<SenderID>sender-1</SenderID>') || !body.includes('<Value>secret</Value>')) return res.end(reply('error', '', '<GovTalkDetails><GovTalkErrors><Error><RaisedBy>Gateway</RaisedBy><Number>1046</Number><Type>fatal</Type><Text>Authentication Failure</Text></Error></GovTalkErrors></GovTalkDetails>'));
        const correlationId = `C${String(held.length + 1).padStart(31, '0')}`;
        const rejected = body.includes('<PayeRef>AB45679</PayeRef>');
        held.push({ correlationId, transactionId: tag(body, 'TransactionID'), busyPolls: 2, verdict: rejected ? 'error' : 'response', deleted: false });
        return res.end(reply('acknowledgement', correlationId, '', '<ResponseEndPoint PollInterval="2">http://local/poll</ResponseEndPoint>'));
      }
      if (qualifier === 'request' && fn === 'list') {
        const records = held.filter((h) => !h.deleted).map((h) => `<StatusRecord><TimeStamp>01/07/2026 10:00:00</TimeStamp><CorrelationID>${h.correlationId}</CorrelationID><TransactionID>${h.transactionId}</TransactionID><Status>SUBMISSION_ACK</Status></StatusRecord>`).join('');
        return res.end(reply('response', '', `<Body><StatusReport><SenderID>sender-1</SenderID>${records}</StatusReport></Body>`));
      }
      const h = held.find((x) => x.correlationId === tag(body, 'CorrelationID'));
      if (!h) return res.end(reply('error', '', '<GovTalkDetails><GovTalkErrors><Error><Number>2000</Number><Type>fatal</Type><Text>Unknown correlation id</Text></Error></GovTalkErrors></GovTalkDetails>'));
      if (qualifier === 'request' && fn === 'delete') {
        h.deleted = true;
        return res.end(reply('response', h.correlationId));
      }
      if (h.busyPolls-- > 0) return res.end(reply('acknowledgement', h.correlationId, '', '<ResponseEndPoint PollInterval="3">http://local/poll</ResponseEndPoint>'));
      if (h.verdict === 'response') return res.end(reply('response', h.correlationId, '<Body><SuccessResponse>accepted</SuccessResponse></Body>'));
      return res.end(reply('error', h.correlationId, '<GovTalkDetails><GovTalkErrors><Error><RaisedBy>ChRIS</RaisedBy><Number>7777</Number><Type>business</Type><Text>PAYE reference &amp; AO reference do not match</Text><Location>/IRenvelope/FullPaymentSubmission/EmpRefs</Location></Error></GovTalkErrors></GovTalkDetails>'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/submission`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const document = (payeRef: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope"><EnvelopeVersion>2.0</EnvelopeVersion><Header><MessageDetails><Class>HMRC-PAYE-RTI-FPS</Class><Qualifier>request</Qualifier><Function>submit</Function><CorrelationID></CorrelationID><Transformation>XML</Transformation><GatewayTest>0</GatewayTest></MessageDetails><SenderDetails></SenderDetails></Header><GovTalkDetails></GovTalkDetails><Body><IRenvelope><PayeRef>${payeRef}</PayeRef></IRenvelope></Body></GovTalkMessage>\n`;
const submission = (key: string, payeRef: string) => ({ submissionKey: key, organizationId: 'o', filingId: 'f', messageClass: 'HMRC-PAYE-RTI-FPS', employerReference: `123/${payeRef}`, document: document(payeRef) });

describe('the Transaction Engine gateway', () => {
  it('submits with the credentials and a TransactionID, polls through busy answers, accepts, and deletes the answer', async () => {
    const gateway = transactionEngineGateway({ url, senderId: 'sender-1', password: 'secret', gatewayTest: true });
    expect(await gateway.find('filing-1:t1')).toBeNull();
    const taken = await gateway.submit(submission('filing-1:t1', 'AB45678'));
    expect(taken).toEqual({ correlationId: held[0]!.correlationId, pollAfterSeconds: 2 });
    const sent = received.find((r) => r.includes('<PayeRef>AB45678</PayeRef>'))!;
    expect(sent).toContain(`<Function>submit</Function><TransactionID>${transactionIdOf('filing-1:t1')}</TransactionID>`);
    expect(sent).toContain('<GatewayTest>1</GatewayTest>');
    // A restarted actor finds it by the key, and never submits again.
    expect(await gateway.find('filing-1:t1')).toBe(taken.correlationId);
    expect(await gateway.poll(taken.correlationId)).toEqual({ state: 'pending', pollAfterSeconds: 3 });
    expect(await gateway.poll(taken.correlationId)).toEqual({ state: 'pending', pollAfterSeconds: 3 });
    expect(await gateway.poll(taken.correlationId)).toEqual({ state: 'accepted' });
    expect(held[0]!.deleted).toBe(true);
    expect(received.filter((r) => r.includes('<Qualifier>request</Qualifier><Function>submit</Function>'))).toHaveLength(1);
  });

  it('returns the business errors verbatim on a rejection, and throws on an authentication failure', async () => {
    const gateway = transactionEngineGateway({ url, senderId: 'sender-1', password: 'secret' });
    const taken = await gateway.submit(submission('filing-2:t1', 'AB45679'));
    await gateway.poll(taken.correlationId);
    await gateway.poll(taken.correlationId);
    expect(await gateway.poll(taken.correlationId)).toEqual({
      state: 'rejected',
      errors: [{ number: '7777', type: 'business', text: 'PAYE reference & AO reference do not match', location: '/IRenvelope/FullPaymentSubmission/EmpRefs' }],
    });
    const wrong = transactionEngineGateway({ url, senderId: 'sender-1', password: 'wrong' });
    await expect(wrong.submit(submission('filing-3:t1', 'AB45678'))).rejects.toThrow(/1046 Authentication Failure/u);
  });
});
