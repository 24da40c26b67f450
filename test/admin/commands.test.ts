import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { AdminError, runAdminCommand } from '../../commands/admin/commands.ts';

let db: TestDatabase;
const admin = (...argv: string[]) => runAdminCommand(db.sql, argv, 'staging') as Promise<Record<string, any>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('npm run admin -- ...', () => {
  it('creates and updates an organization', async () => {
    const org = await admin('org', 'create', '--name', 'Acme', '--country', 'NG', '--currency', 'NGN');
    expect(org).toMatchObject({ name: 'Acme', country_code: 'NG', default_currency: 'NGN', status: 'active', kyc_status: 'not_started' });
    const changed = await admin('org', 'set', '--org', org.id, '--status', 'suspended', '--kyc', 'verified');
    expect(changed).toMatchObject({ status: 'suspended', kyc_status: 'verified' });
  });

  it('creates a key whose scopes are a subset of the member permissions, showing the secret once', async () => {
    const org = await admin('org', 'create', '--name', 'Acme', '--country', 'KE', '--currency', 'KES');
    const member = await admin('member', 'create', '--org', org.id, '--email', 'a@acme.test', '--permissions', 'integrations.manage,employees.read');
    const key = await admin('key', 'create', '--org', org.id, '--member', member.id, '--scopes', 'employees.read');
    expect(Object.keys(key).sort()).toEqual(['env', 'expires_at', 'id', 'key_id', 'scopes', 'token']);
    expect(key.token).toMatch(new RegExp(`^pay_test_${key.key_id}_[A-Za-z0-9_-]{43}$`));
    const [stored] = await db.sql`select * from api_keys where id = ${key.id}`;
    expect(JSON.stringify(stored)).not.toContain(key.token.slice(-43));
  });

  const refusals: [string, (ids: { org: string; member: string; bare: string }) => string[], RegExp][] = [
    ['a scope the member lacks', (i) => ['key', 'create', '--org', i.org, '--member', i.member, '--scopes', 'payruns.pay'], /member lacks: payruns.pay/],
    ['an unknown scope', (i) => ['key', 'create', '--org', i.org, '--member', i.member, '--scopes', 'root'], /unknown scopes: root\. Valid scopes: organization\.read, employees\.read/],
    ['a member without integrations.manage', (i) => ['key', 'create', '--org', i.org, '--member', i.bare, '--scopes', 'employees.read'], /integrations.manage/],
    ['a member of another organization', (i) => ['key', 'create', '--org', '01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f', '--member', i.member, '--scopes', 'employees.read'], /no member/],
    ['an unknown permission', (i) => ['member', 'create', '--org', i.org, '--email', 'x@y.test', '--permissions', 'god.mode'], /unknown permissions: god\.mode\. Valid permissions: .*integrations\.manage/],
    ['a bad currency', () => ['org', 'create', '--name', 'X', '--country', 'KE', '--currency', 'shillings'], /--currency/],
    ['an unknown command', () => ['org', 'delete'], /unknown command/],
    ['an unknown flag', (i) => ['org', 'set', '--org', i.org, '--colour', 'red'], /colour/],
    ['a zero fx rate', () => ['fx', 'set', '--from', 'USD', '--to', 'KES', '--rate', '0', '--date', '2025-07-01'], /--rate/],
  ];
  for (const [name, argv, message] of refusals) {
    it(`refuses ${name}`, async () => {
      const org = await admin('org', 'create', '--name', 'R', '--country', 'KE', '--currency', 'KES');
      const member = await admin('member', 'create', '--org', org.id, '--email', 'r@r.test', '--permissions', 'integrations.manage,employees.read');
      const bare = await admin('member', 'create', '--org', org.id, '--email', 'b@r.test', '--permissions', 'employees.read');
      const attempt = admin(...argv({ org: org.id, member: member.id, bare: bare.id }));
      await expect(attempt).rejects.toBeInstanceOf(AdminError);
      await expect(attempt).rejects.toThrow(message);
    });
  }

  it('sets an exact FX rate, replacing the one of the same date', async () => {
    await admin('fx', 'set', '--from', 'USD', '--to', 'KES', '--rate', '129.5', '--date', '2025-07-01');
    const fx = await admin('fx', 'set', '--from', 'USD', '--to', 'KES', '--rate', '129.4875', '--date', '2025-07-01');
    expect(fx).toEqual({ from_currency: 'USD', to_currency: 'KES', effective_date: '2025-07-01', rate: '129.4875' });
  });

  it('runs as a command: JSON on stdout, errors on stderr with a non-zero exit', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: db.url };
    const { stdout } = await run('npx', ['tsx', 'scripts/admin.ts', 'org', 'create', '--name', 'Cli', '--country', 'GH', '--currency', 'GHS'], { env });
    expect(JSON.parse(stdout)).toMatchObject({ name: 'Cli', default_currency: 'GHS' });
    const failed = await run('npx', ['tsx', 'scripts/admin.ts', 'key', 'revoke', '--key', 'nope'], { env }).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe('');
    expect(failed.stderr).toMatch(/--key/);
  });
});
