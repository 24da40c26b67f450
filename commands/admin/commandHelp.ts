import { permissions, scopes } from '../../domain/scopes.ts';
import { employerReferenceCatalog } from '../../domain/filings/filingFieldCatalog.ts';
import { jurisdictions } from '../../domain/jurisdictions.ts';

interface CommandHelp {
  summary: string;
  /** Every flag of the command, with what it takes (test/admin/help.test.ts checks none is missing). */
  flags: Record<string, string>;
  example: string;
}

/** `npm run admin -- <command> --help`. */
export const commandHelp: Record<string, CommandHelp> = {
  'org create': {
    summary: 'Create an organization.',
    flags: {
      name: 'its name',
      country: 'two-letter country code (KE, NG, GH, ZA, GB, SG, ...)',
      currency: 'default currency, ISO 4217 (KES, NGN, ...)',
      kyc: 'optional: verified, pending, not_started (default) or rejected; payroll is calculated only when verified',
    },
    example: 'org create --name "Acme Kenya Ltd" --country KE --currency KES --kyc verified',
  },
  'org set': {
    summary: "Change an organization's status or KYC, or set the account salaries are paid from.",
    flags: {
      org: 'the organization id',
      status: 'optional: active, suspended or deactivated',
      kyc: 'optional: verified, pending, not_started or rejected',
      'debtor-iban': 'optional: IBAN debited by the payment file (check digits verified; spaces and case forgiven)',
      'debtor-bic': "optional: the debtor bank's BIC (8 or 11 characters)",
    },
    example: 'org set --org <org id> --debtor-iban GB33BUKB20201555555555 --debtor-bic BUKBGB22',
  },
  'member create': {
    summary: 'Create a member: a person holding permissions (integrations.manage lets them make keys).',
    flags: {
      org: 'the organization id',
      email: 'their email address',
      permissions: `comma separated, from: ${permissions.join(', ')}`,
    },
    example: 'member create --org <org id> --email ops@acme.example --permissions integrations.manage,employees.read,payruns.read',
  },
  'member set-password': {
    summary:
      "Set a member's console password, read as one line from standard input (never a flag, where ps would show it); " +
      'at least 12 characters. Every console session opened with the old password ends.',
    flags: { member: 'the member id (the "id" printed by member create)' },
    example: "member set-password --member <member id> < password.txt",
  },
  'key create': {
    summary: 'Create an API key for a member holding integrations.manage. The token is printed once.',
    flags: {
      org: 'the organization id',
      member: 'the member id',
      scopes: `comma separated, a subset of the member's permissions, from: ${scopes.join(', ')}`,
      env: 'optional: live (production) or test (staging); defaults to the deployment',
      'expires-at': 'optional: ISO 8601 date-time after which the key is refused',
    },
    example: 'key create --org <org id> --member <member id> --scopes employees.read,payruns.read',
  },
  'key revoke': {
    summary: 'Revoke an API key (it answers 401 revoked from then on).',
    flags: { key: 'the key id (the "id" printed by key create)' },
    example: 'key revoke --key <id>',
  },
  'fx set': {
    summary: 'Set an exact FX rate in force from a date (1 unit of --from in --to).',
    flags: {
      from: 'ISO 4217 currency converted from',
      to: 'ISO 4217 currency converted to',
      rate: 'a positive decimal, such as 129.5',
      date: 'first day the rate applies (YYYY-MM-DD)',
    },
    example: 'fx set --from USD --to KES --rate 129.5 --date 2025-07-01',
  },
  'org set-references': {
    summary: "Set an organization's employer references with a country's tax and social security authorities, each checked for the authority's form.",
    flags: {
      org: 'the organization id',
      jurisdiction: `the country: ${jurisdictions.join(', ')}`,
      // One flag per catalogue field (domain/filings/filingFieldCatalog.ts), described as the API describes it.
      ...Object.fromEntries(
        Object.entries(employerReferenceCatalog).flatMap(([country, fields]) =>
          fields.map((f) => [f.key.replaceAll('_', '-'), `${country}: ${f.description}, e.g. ${f.example}`] as const),
        ).reduce((byFlag, [flag, text]) => byFlag.set(flag, byFlag.has(flag) ? `${byFlag.get(flag)}; ${text}` : text), new Map<string, string>()),
      ),
    },
    example: 'org set-references --org <id> --jurisdiction GB --paye-reference 123/AB45678 --accounts-office-reference 123PA00012345',
  },
  'employees write-masks': {
    summary: 'Once after upgrading past migration 072: write what payslips print of the sealed bank details and statutory ids of employees saved before it, so calculating their payslips opens neither. Safe to run again.',
    flags: {},
    example: 'employees write-masks',
  },
  'demo seed': {
    summary: 'Staging only: a new verified demo organization, a key with every scope, employees in six jurisdictions, and request lines to try.',
    flags: {},
    example: 'demo seed',
  },
  'dead-letters list': {
    summary: "List an organization's dead letters, newest first: subject, stream, consumer, error, deliveries, when, the record named, status.",
    flags: { org: 'the organization id', limit: 'optional: how many, 1 to 500 (default 50)' },
    example: 'dead-letters list --org <org id>',
  },
  'dead-letters replay': {
    summary: 'Replay a dead letter: its machine moves to replayed and the running service puts the message back on its subject once.',
    flags: { org: 'the organization id', id: 'the dead letter id (from dead-letters list)' },
    example: 'dead-letters replay --org <org id> --id <dead letter id>',
  },
  'dead-letters discard': {
    summary: 'Discard a dead letter: it is kept, decided, with the reason, and never replayed.',
    flags: { org: 'the organization id', id: 'the dead letter id', reason: 'why it is not to be acted on' },
    example: 'dead-letters discard --org <org id> --id <dead letter id> --reason "the run was deleted on purpose"',
  },
};

export function commandHelpText(name: string, flagNames: readonly string[]): string {
  const help = commandHelp[name]!;
  const width = Math.max(0, ...flagNames.map((f) => f.length + 2));
  const flags = flagNames.map((f) => `  --${f.padEnd(width)}  ${help.flags[f] ?? ''}`);
  return [`npm run admin -- ${name}${flagNames.length ? ' [flags]' : ''}`, '', help.summary, ...(flags.length ? ['', 'Flags:', ...flags] : []), '', `Example: npm run admin -- ${help.example}`].join('\n');
}

export function overviewText(names: readonly string[]): string {
  const width = Math.max(...names.map((n) => n.length));
  return [
    'npm run admin -- <command> [flags]   (prints one JSON object; errors on stderr, exit code 1)',
    '',
    'Commands:',
    ...names.map((n) => `  ${n.padEnd(width)}  ${commandHelp[n]?.summary ?? ''}`),
    '',
    'npm run admin -- <command> --help    flags of one command',
  ].join('\n');
}
