/**
 * Receive webhooks and verify each one before acting on it. Listens on PORT (4242), subscribes that address to
 * every event (WEBHOOK_URL overrides it, e.g. a tunnel's https address), and checks each delivery's
 * Payroll-Signature with verifyWebhook. After the first event it rotates the secret: for the 24 h the service
 * signs with both, the receiver accepts the new secret and the previous one. Stops after WEBHOOK_EVENTS
 * verified events (run forever when unset), removing its subscription.
 *
 *   PAYROLL_API_TOKEN=pay_test_... npx tsx examples/receive-webhooks.ts
 *   (then, in another terminal, run-payroll.ts: pay_run.calculated, approved, paid and the payments arrive here)
 */
import { createServer } from 'node:http';
import { verifyWebhook, WebhookSignatureError } from '../clients/typescript/src/index.ts';
import { clientFromEnvironment } from './connect.ts';

const client = clientFromEnvironment();
const port = Number(process.env.PORT ?? 4242);
const stopAfter = process.env.WEBHOOK_EVENTS ? Number(process.env.WEBHOOK_EVENTS) : Infinity;
let verified = 0;

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    // The raw bytes, never a re-serialized JSON: the signature is over exactly what was sent.
    const rawBody = new Uint8Array(Buffer.concat(chunks));
    try {
      const event = await verifyWebhook(rawBody, request.headers, secrets);
      response.writeHead(200).end();
      if (verified >= stopAfter) return; // a delivery that came in while stopping
      verified++;
      const object = event.data.object as { id?: string; status?: string };
      console.log(`verified ${event.type} ${event.id} for ${object.id}${event.data.previous_status ? ` (was ${event.data.previous_status})` : ''}`);
      if (verified === 1) await rotateSecret();
      if (verified === stopAfter) await stop();
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      console.log(`refused a delivery: ${error.reason}`);
      response.writeHead(400).end();
    }
  });
});
await new Promise<void>((resolve) => server.listen(port, resolve));

const url = process.env.WEBHOOK_URL ?? `http://127.0.0.1:${port}/webhooks`;
const endpoint = await client.createWebhookEndpoint({
  body: {
    url,
    events: ['pay_run.calculated', 'pay_run.calculation_failed', 'pay_run.approved', 'pay_run.paid', 'payslip.payment_status_changed', 'employee.bank_name_check_changed'],
  },
});
// The secret is shown once, at creation: keep it where the receiver reads its configuration.
let secrets = [endpoint.secret];
console.log(`listening on ${url} as webhook endpoint ${endpoint.id}`);

async function rotateSecret() {
  const rotated = await client.rotateWebhookEndpointSecret({ path: { id: endpoint.id } });
  secrets = [rotated.secret, ...secrets].slice(0, 2);
  console.log('rotated the secret: accepting the new one and the previous one');
}

async function stop() {
  await client.deleteWebhookEndpoint({ path: { id: endpoint.id } });
  server.close();
  console.log(`${verified} events verified; endpoint removed`);
}

process.on('SIGINT', () => void stop().then(() => process.exit(0)));
