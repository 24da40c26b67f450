import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { consoleClient, consoleMember, memberWith } from '../support/consoleClient.ts';
import { scopes } from '../../domain/scopes.ts';
import { recordDeadLetter } from '../../commands/operations/recordDeadLetter.ts';
import type { DeadLetterMessage } from '../../ports/deadLetters.ts';

// The Queues page's Replay over HTTP, on the in-process bus of `npm start`: once, within the organization, with its CSRF token.
let api: ApiHarness;
let tenant: TenantFixture;
let letterId: string;
let letter: DeadLetterMessage;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ permissions: ['integrations.manage', 'operations.manage', ...scopes] });
  const payslipId = crypto.randomUUID();
  letter = {
    key: `in-process:${crypto.randomUUID()}`,
    subject: 'payments',
    stream: 'payments',
    consumer: 'payments',
    messageId: `send:${payslipId}`,
    deliveries: 1,
    error: `no payslip ${payslipId} in this deployment's database`,
    record: { entity: 'payslip', id: payslipId },
    data: JSON.stringify({ organizationId: tenant.organizationId, payRunId: crypto.randomUUID(), payslipId }),
    deadLetteredAt: new Date().toISOString(),
  };
  const recorded = await recordDeadLetter(api.runtime, letter);
  if (recorded.outcome !== 'recorded') throw new Error('not recorded');
  letterId = recorded.row.id;
}, 60_000);
afterAll(async () => api?.close());

async function signedIn(memberId: string, password?: string) {
  const client = consoleClient(api.app);
  const login = password ? { email: (await api.db.sql`select email from members where id = ${memberId}`)[0]!.email as string, password } : await consoleMember(api, { memberId });
  await client.signIn(login.email, login.password);
  return client;
}

describe('Replay on the Queues page', () => {
  it('records a letter heard twice once, and keeps one naming no organization of this database off the list', async () => {
    expect(await recordDeadLetter(api.runtime, letter)).toEqual({ outcome: 'duplicate' });
    const foreign = { ...letter, key: `in-process:${crypto.randomUUID()}`, data: JSON.stringify({ organizationId: crypto.randomUUID() }) };
    expect(await recordDeadLetter(api.runtime, foreign)).toEqual({ outcome: 'unowned' });
    const [count] = await api.db.sql`select count(*)::int as n from dead_letters`;
    expect(count!.n).toBe(1);
  });

  it('lists the dead letter, replays it once as the member, and refuses a second replay with 409', async () => {
    const client = await signedIn(tenant.memberId);
    const queues = await client.page('/console/queues');
    expect(queues.status).toBe(200);
    expect(queues.html).toContain(`data-dead-letter="${letterId}"`);
    expect(queues.html).toContain(`/console/queues/dead-letters/${letterId}/replay`);
    const replayed = await client.post(`/console/queues/dead-letters/${letterId}/replay`, {});
    expect(replayed.status).toBe(303);
    const again = await client.post(`/console/queues/dead-letters/${letterId}/replay`, {});
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('A replayed dead letter cannot replay.');
    const [row] = await api.db.sql`select status, decided_by from dead_letters where id = ${letterId}`;
    expect(row).toEqual({ status: 'replayed', decided_by: `member:${tenant.memberId}` });
  });

  it("answers 404 for another organization's dead letter and 403 without the CSRF token or operations.manage", async () => {
    const other = await api.tenant({ permissions: ['integrations.manage', 'operations.manage', ...scopes] });
    const stranger = await signedIn(other.memberId);
    await stranger.page('/console/queues');
    expect((await stranger.post(`/console/queues/dead-letters/${letterId}/replay`, {})).status).toBe(404);
    const forged = await stranger.send('POST', `/console/queues/dead-letters/${letterId}/replay`, {});
    expect(forged.status).toBe(403);
    const limited = await memberWith(api, tenant.organizationId, ['payruns.read']);
    const reader = await signedIn(limited.memberId, limited.password);
    expect((await reader.page('/console/queues')).status).toBe(403);
    expect((await reader.page('/console/health')).status).toBe(403);
  });
});
