import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { createTestDatabase } from '../support/database.ts';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, listenHost, readConfig } from '../../platform/config.ts';

const run = promisify(execFile);

// Configuration is parsed once, and a service that cannot start says why in one line naming the variable.
describe('configuration', () => {
  const refused: [Record<string, string>, RegExp][] = [
    [{ DATABASE_URL: 'mysql://localhost/payroll' }, /^invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/],
    [{ NATS_URL: 'http://127.0.0.1:4222' }, /^invalid configuration: NATS_URL must be nats:\/\/host:port, comma separated$/],
    [{ PORT: 'eighty' }, /^invalid configuration: PORT must be a port number$/],
    [{ PORT: '70000' }, /^invalid configuration: PORT must be at most 65535$/],
    [{ PAYROLL_ENV: 'prod' }, /^invalid configuration: PAYROLL_ENV /],
    [{ HOST: 'exa mple' }, /^invalid configuration: HOST must be a host name or an IP address$/],
    [{ WEBHOOK_EVENT_RETENTION_DAYS: '29' }, /^invalid configuration: WEBHOOK_EVENT_RETENTION_DAYS must be at least 30 \(events are kept 30 days\)$/],
    [{ WEBHOOK_EVENT_RETENTION_DAYS: 'a month' }, /^invalid configuration: WEBHOOK_EVENT_RETENTION_DAYS must be a number of days$/],
  ];
  for (const [env, message] of refused) {
    it(`refuses ${JSON.stringify(env)} naming the variable`, () => {
      expect(() => readConfig(env)).toThrow(ConfigurationError);
      expect(() => readConfig(env)).toThrow(message);
    });
  }

  it('accepts what the README documents, and listens on loopback in staging and everywhere in production', () => {
    const config = readConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/payroll', NATS_URL: 'nats://127.0.0.1:4222,nats://10.0.0.2:4222' });
    expect(listenHost(config)).toBe('127.0.0.1');
    expect(config.WEBHOOK_EVENT_RETENTION_DAYS).toBe(30);
    expect(readConfig({ WEBHOOK_EVENT_RETENTION_DAYS: '90' }).WEBHOOK_EVENT_RETENTION_DAYS).toBe(90);
    expect(listenHost(readConfig({ PAYROLL_ENV: 'production' }))).toBe('0.0.0.0');
    expect(listenHost(readConfig({ PAYROLL_ENV: 'production', HOST: '10.1.2.3' }))).toBe('10.1.2.3');
  });

  const start = (env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env: { ...process.env, NATS_URL: '', ...env }, timeout: 60_000 }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );

  it('prints one line and exits 1 for a bad DATABASE_URL, an unreachable database, or a busy port', async () => {
    const bad = await start({ DATABASE_URL: 'not a url' });
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe('payroll: invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL');

    const unreachable = await start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr.trim().split('\n')).toHaveLength(1);
    expect(unreachable.stderr).toMatch(/^payroll: cannot use the database at DATABASE_URL \(127\.0\.0\.1:1\)/);

    const database = await createTestDatabase();
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as { port: number }).port;
    try {
      const taken = await start({ DATABASE_URL: database.url, PORT: String(port), PAYROLL_DATA_DIR: `/tmp/payroll-config-test-${port}` });
      expect(taken.code).toBe(1);
      expect(taken.stderr.trim()).toBe(`payroll: PORT ${port} is already in use: stop what listens there or set PORT`);
    } finally {
      busy.close();
      await database.drop();
    }
  }, 120_000);
});
