import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { adminCommandNames, adminFlagNames, adminHelp } from '../../commands/admin/commands.ts';
import { commandHelp } from '../../commands/admin/commandHelp.ts';
import { permissions, scopes, unknownNamesMessage } from '../../domain/scopes.ts';

describe('npm run admin -- <command> --help', () => {
  it.each(adminCommandNames)('%s --help names the command, says what it does, and describes every flag', (name) => {
    const text = adminHelp([...name.split(' '), '--help'])!;
    expect(text).toContain(`npm run admin -- ${name}`);
    expect(text).toContain(commandHelp[name]!.summary);
    expect(Object.keys(commandHelp[name]!.flags).sort()).toEqual([...adminFlagNames(name)].sort());
    for (const flag of adminFlagNames(name)) expect(text).toMatch(new RegExp(`--${flag}\\s+\\S`));
    expect(text).toContain(`Example: npm run admin -- ${name}`);
  });

  it('lists every command with --help, -h, help or nothing at all', () => {
    for (const argv of [['--help'], ['-h'], ['help'], []]) {
      const text = adminHelp(argv)!;
      for (const name of adminCommandNames) expect(text).toContain(name);
    }
    expect(adminHelp(['org', 'create', '--name', 'x'])).toBeNull();
  });

  it('prints on stdout and exits 0 from the real command line, without a database', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/admin.ts', 'key', 'create', '--help'], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      timeout: 60_000,
    });
    expect(stdout).toContain('--scopes');
    expect(stdout).toContain(scopes.join(', '));
  });
});

describe('an unknown scope or permission', () => {
  it('is refused with the list of valid ones', () => {
    expect(unknownNamesMessage('scopes', ['payrun.read'])).toBe(`unknown scopes: payrun.read. Valid scopes: ${scopes.join(', ')}`);
    expect(unknownNamesMessage('permissions', ['god.mode'])).toContain(`Valid permissions: ${permissions.join(', ')}`);
  });
});
