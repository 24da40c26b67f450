import { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { insertOrganization, updateOrganization } from '../../db/organizations.ts';
import { insertMember } from '../../db/members.ts';
import { revokeApiKey } from '../../db/apiKeys.ts';
import { upsertFxRate } from '../../db/fxRates.ts';
import { setDebtorAccount } from '../../db/debtorAccounts.ts';
import { checkDebtorAccount } from '../../domain/debtorAccount.ts';
import type { KeyEnvironment } from '../../domain/apiKeys.ts';
import { isPermission, unknownNamesMessage } from '../../domain/scopes.ts';
import type { Deployment } from '../../platform/config.ts';
import type { DataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { AdminError } from './adminError.ts';
import { issueApiKey } from './issueApiKey.ts';
import { setMemberPasswordFromInput } from './setMemberPassword.ts';
import { seedDemo } from './demo/seedDemo.ts';
import { setEmployerReferencesAsOperator } from './employerReferences.ts';
import { employerReferenceCatalog } from '../../domain/filings/filingFieldCatalog.ts';
import { jurisdictions, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { commandHelpText, overviewText } from './commandHelp.ts';
import { decideDeadLetterAsOperator, listDeadLettersAsOperator } from './deadLetters.ts';
import { writeMasksOfEarlierEmployees } from './employeeMasks.ts';

export { AdminError };

/** Every country's employer reference, as a flag (`--paye-reference`, `--employer-pin`, ...). */
const referenceFlags = [...new Set(Object.values(employerReferenceCatalog).flat().map((f) => f.key.replaceAll('_', '-')))];

/** What commands need beyond the database. */
export interface AdminEnvironment {
  deployment: Deployment;
  /** The service's data keyring (PAYROLL_DATA_KEY, or staging's generated key), opened only by commands that seal. */
  openKeyring?: () => Promise<DataKeyring>;
  /** The port the API listens on, for the request lines the demo seed prints. */
  port?: number;
  /** Standard input, for `member set-password` (a password never travels as a flag, where `ps` shows it). */
  readSecret?: () => Promise<string>;
}

const kyc = z.enum(['not_started', 'pending', 'verified', 'rejected']);
const list = z.string().transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));
const currency = z.string().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code');

const commands = {
  'org create': {
    flags: z.strictObject({
      name: z.string().min(1),
      country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
      currency,
      kyc: kyc.optional(),
    }),
    run: (sql: Database, f: { name: string; country: string; currency: string; kyc?: z.infer<typeof kyc> }) =>
      insertOrganization(sql, { name: f.name, country_code: f.country, default_currency: f.currency, kyc_status: f.kyc }),
  },
  'org set': {
    flags: z.strictObject({
      org: z.uuid(),
      status: z.enum(['active', 'suspended', 'deactivated']).optional(),
      kyc: kyc.optional(),
      'debtor-iban': z.string().min(1).optional(),
      'debtor-bic': z.string().min(1).optional(),
    }),
    run: async (
      sql: Database,
      f: { org: string; status?: 'active' | 'suspended' | 'deactivated'; kyc?: z.infer<typeof kyc>; 'debtor-iban'?: string; 'debtor-bic'?: string },
    ) => {
      // Checked before anything is written, so a mistyped IBAN changes nothing.
      const debtor = checkDebtorAccount({ iban: f['debtor-iban'], bic: f['debtor-bic'] });
      if (!debtor.ok) fail(debtor.problems.join('\n'));
      return sql.begin(async (tx) => {
        if (debtor.iban !== undefined || debtor.bic !== undefined) await setDebtorAccount(tx, f.org, debtor);
        return (await updateOrganization(tx, f.org, { status: f.status, kyc_status: f.kyc })) ?? fail(`no organization ${f.org}`);
      });
    },
  },
  'member create': {
    flags: z.strictObject({ org: z.uuid(), email: z.email(), permissions: list }),
    run: (sql: Database, f: { org: string; email: string; permissions: string[] }) => {
      const unknown = f.permissions.filter((p) => !isPermission(p));
      if (unknown.length) fail(unknownNamesMessage('permissions', unknown));
      return insertMember(sql, { organization_id: f.org, email: f.email, permissions: f.permissions });
    },
  },
  'member set-password': {
    flags: z.strictObject({ member: z.uuid() }),
    run: (sql: Database, f: { member: string }, environment: AdminEnvironment) => setMemberPasswordFromInput(sql, f.member, environment.readSecret),
  },
  'key create': {
    flags: z.strictObject({
      org: z.uuid(),
      member: z.uuid(),
      scopes: list,
      env: z.enum(['live', 'test']).optional(),
      'expires-at': z.iso.datetime({ offset: true }).optional(),
    }),
    run: (
      sql: Database,
      f: { org: string; member: string; scopes: string[]; env?: KeyEnvironment; 'expires-at'?: string },
      environment: AdminEnvironment,
    ) =>
      issueApiKey(
        sql,
        { org: f.org, member: f.member, scopes: f.scopes, env: f.env, expiresAt: f['expires-at'] ? new Date(f['expires-at']) : undefined },
        environment.deployment,
      ),
  },
  'key revoke': {
    flags: z.strictObject({ key: z.uuid() }),
    run: async (sql: Database, f: { key: string }) => {
      const row = (await revokeApiKey(sql, f.key)) ?? fail(`no key ${f.key}`);
      return { id: row.id, key_id: row.key_id, revoked_at: row.revoked_at };
    },
  },
  'fx set': {
    flags: z.strictObject({
      from: currency,
      to: currency,
      rate: z.string().regex(/^\d{1,12}(\.\d{1,12})?$/, 'a positive decimal such as 129.5').refine((r) => /[1-9]/.test(r), 'must be above zero'),
      date: z.iso.date(),
    }),
    run: (sql: Database, f: { from: string; to: string; rate: string; date: string }) =>
      upsertFxRate(sql, { from_currency: f.from, to_currency: f.to, rate: f.rate, effective_date: f.date }),
  },
  'org set-references': {
    flags: z.strictObject({
      org: z.uuid(),
      jurisdiction: z.enum(jurisdictions),
      ...Object.fromEntries(referenceFlags.map((flag) => [flag, z.string().optional()])),
    }),
    run: (sql: Database, f: { org: string; jurisdiction: Jurisdiction } & Record<string, string | undefined>) =>
      setEmployerReferencesAsOperator(sql, f.org, f.jurisdiction, Object.fromEntries(referenceFlags.map((flag) => [flag.replaceAll('-', '_'), f[flag]]))),
  },
  'dead-letters list': {
    flags: z.strictObject({ org: z.uuid(), limit: z.coerce.number().int().min(1).max(500).default(50) }),
    run: (sql: Database, f: { org: string; limit: number }) => listDeadLettersAsOperator(sql, f.org, f.limit),
  },
  'dead-letters replay': {
    flags: z.strictObject({ org: z.uuid(), id: z.uuid() }),
    run: (sql: Database, f: { org: string; id: string }) => decideDeadLetterAsOperator(sql, f.org, f.id, { replay: true }),
  },
  'dead-letters discard': {
    flags: z.strictObject({ org: z.uuid(), id: z.uuid(), reason: z.string().trim().min(1).max(500) }),
    run: (sql: Database, f: { org: string; id: string; reason: string }) => decideDeadLetterAsOperator(sql, f.org, f.id, { reason: f.reason }),
  },
  'employees write-masks': {
    flags: z.strictObject({}),
    run: async (sql: Database, _flags: Record<string, never>, environment: AdminEnvironment) =>
      writeMasksOfEarlierEmployees(sql, await (environment.openKeyring ?? fail('this command needs the data keyring'))()),
  },
  'demo seed': {
    flags: z.strictObject({}),
    run: (sql: Database, _flags: Record<string, never>, environment: AdminEnvironment) => seedDemo(sql, environment),
  },
} as const;

export const adminUsage = Object.keys(commands)
  .map((name) => `  ${name} ${Object.keys(commands[name as keyof typeof commands].flags.shape).map((f) => `--${f}`).join(' ')}`)
  .join('\n');

const flagNamesOf = (name: keyof typeof commands) => Object.keys(commands[name].flags.shape);

/** The help `argv` asks for (`--help`, `-h` or `help`, alone or after a command), or null when it asks for none. */
export function adminHelp(argv: string[]): string | null {
  const asked = argv.some((a) => a === '--help' || a === '-h') || argv[0] === 'help' || argv.length === 0;
  if (!asked) return null;
  const words = argv.filter((a) => !a.startsWith('-') && a !== 'help');
  const name = words.slice(0, 2).join(' ') as keyof typeof commands;
  return commands[name] ? commandHelpText(name, flagNamesOf(name)) : overviewText(Object.keys(commands));
}

export const adminCommandNames = Object.keys(commands) as (keyof typeof commands)[];
export { flagNamesOf as adminFlagNames };

/**
 * Runs one operator command (contract "Operator command line") as the database owner. `services` adds the
 * keyring and port that `demo seed` needs.
 */
export async function runAdminCommand(
  sql: Database,
  argv: string[],
  deployment: Deployment,
  services: Omit<AdminEnvironment, 'deployment'> = {},
): Promise<unknown> {
  const name = argv.slice(0, 2).join(' ');
  const command = commands[name as keyof typeof commands];
  if (!command) throw new AdminError(`unknown command "${name}". Commands:\n${adminUsage}\nnpm run admin -- <command> --help for its flags`);
  const parsed = command.flags.safeParse(parseFlags(argv.slice(2)));
  if (!parsed.success) {
    throw new AdminError(parsed.error.issues.map((i) => `--${i.path.join('.') || '?'}: ${i.message}`).join('\n'));
  }
  const environment: AdminEnvironment = { deployment, ...services };
  return (command.run as (sql: Database, flags: unknown, environment: AdminEnvironment) => Promise<unknown>)(sql, parsed.data, environment);
}

function parseFlags(args: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new AdminError(`unexpected argument "${arg}"`);
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new AdminError(`--${match[1]} needs a value`);
    flags[match[1]!] = value;
  }
  return flags;
}

function fail(message: string): never {
  throw new AdminError(message);
}
