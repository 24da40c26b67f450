import { addFieldError, type Checked, type FieldErrors } from '../fieldErrors.ts';
import { compactIdentifier } from '../identifierText.ts';
import { normalizePhoneNumber } from '../phoneNumber.ts';
import { abaRoutingNumberProblem, usAccountNumberProblem } from './abaRoutingNumber.ts';
import { canadianAccountNumberProblem, institutionNumberProblem, transitNumberProblem } from './canadianBranch.ts';
import { clabeProblem } from './clabe.ts';
import { ibanProblem } from './iban.ts';
import {
  mobileMoneyNameProblem,
  mobileMoneyProviderProblem,
  normalizeMobileMoneyName,
  normalizeMobileMoneyProvider,
} from './mobileMoney.ts';
import { nubanBankCodeProblem, nubanProblem } from './nuban.ts';
import { sortCodeProblem, ukAccountNumberProblem } from './ukSortCode.ts';

/** The payee's account, as stored (sealed) and handed to payment adapters. Exactly one scheme. */
export type BankDetails =
  | { scheme: 'iban'; iban: string }
  | { scheme: 'clabe'; clabe: string }
  | { scheme: 'nuban'; nuban: string; bank_code: string }
  | { scheme: 'aba'; routing_number: string; account_number: string }
  | { scheme: 'sort_code'; sort_code: string; account_number: string }
  | { scheme: 'canadian'; institution_number: string; transit_number: string; account_number: string }
  | { scheme: 'mobile_money'; mobile_money_provider: string; mobile_money_number: string; mobile_money_name: string };

export type BankScheme = BankDetails['scheme'];

/** Each scheme: the key that names it, then every key it needs. */
export const bankSchemeKeys: Record<BankScheme, readonly string[]> = {
  iban: ['iban'],
  clabe: ['clabe'],
  nuban: ['nuban', 'bank_code'],
  aba: ['routing_number', 'account_number'],
  sort_code: ['sort_code', 'account_number'],
  canadian: ['institution_number', 'transit_number', 'account_number'],
  mobile_money: ['mobile_money_provider', 'mobile_money_number', 'mobile_money_name'],
};

const leadingKey: ReadonlyMap<string, BankScheme> = new Map([
  ['iban', 'iban'],
  ['clabe', 'clabe'],
  ['nuban', 'nuban'],
  ['routing_number', 'aba'],
  ['sort_code', 'sort_code'],
  ['institution_number', 'canadian'],
  ['mobile_money_provider', 'mobile_money'],
  ['mobile_money_number', 'mobile_money'],
  ['mobile_money_name', 'mobile_money'],
]);

type FieldCheck = (value: string, all: Record<string, string>) => string | null;

const identifierChecks: Record<string, FieldCheck> = {
  iban: (value) => ibanProblem(value),
  clabe: (value) => clabeProblem(value),
  nuban: (value, all) => nubanProblem(value, all.bank_code ?? ''),
  bank_code: (value) => nubanBankCodeProblem(value),
  routing_number: (value) => abaRoutingNumberProblem(value),
  sort_code: (value) => sortCodeProblem(value),
  institution_number: (value) => institutionNumberProblem(value),
  transit_number: (value) => transitNumberProblem(value),
  mobile_money_provider: (value) => mobileMoneyProviderProblem(value),
  mobile_money_name: (value) => mobileMoneyNameProblem(value),
};

const accountNumberChecks: Partial<Record<BankScheme, (value: string) => string | null>> = {
  aba: usAccountNumberProblem,
  sort_code: ukAccountNumberProblem,
  canadian: canadianAccountNumberProblem,
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function normalizeField(key: string, raw: string): string {
  if (key === 'mobile_money_provider') return normalizeMobileMoneyProvider(raw);
  if (key === 'mobile_money_name') return normalizeMobileMoneyName(raw);
  if (key === 'mobile_money_number') return raw;
  return compactIdentifier(raw);
}

/**
 * Checks one `bank_details` object. Field errors are keyed relative to `bank_details`.
 * Check digits are arithmetic only: a valid account may still belong to someone else.
 * `region` reads a mobile-money number written without its country prefix.
 */
export function checkBankDetails(input: unknown, region: string | undefined): Checked<BankDetails> {
  if (!isPlainObject(input)) return { ok: false, fields: { '': 'must be an object' } };
  const schemes = new Set(Object.keys(input).flatMap((key) => leadingKey.get(key) ?? []));
  if (schemes.size === 0) {
    return { ok: false, fields: { '': 'must hold one of iban, clabe, nuban, routing_number, sort_code, institution_number or the mobile_money_* fields' } };
  }
  if (schemes.size > 1) return { ok: false, fields: { '': `must hold exactly one scheme, got ${[...schemes].sort().join(', ')}` } };
  const scheme = [...schemes][0] as BankScheme;
  const keys = bankSchemeKeys[scheme];

  const fields: FieldErrors = {};
  for (const key of Object.keys(input)) {
    if (!keys.includes(key)) addFieldError(fields, key, `is not part of the ${scheme} scheme`);
  }
  const values: Record<string, string> = {};
  for (const key of keys) {
    const raw = input[key];
    if (raw === undefined || raw === null) fields[key] = `required with the ${scheme} scheme`;
    else if (typeof raw !== 'string') fields[key] = 'must be a string';
    else if (raw.length > 200) fields[key] = 'is too long';
    else values[key] = normalizeField(key, raw);
  }
  for (const [key, value] of Object.entries(values)) {
    if (key === 'mobile_money_number') {
      const phone = normalizePhoneNumber(value, region);
      if (phone.ok) values[key] = phone.e164;
      else fields[key] = phone.reason;
      continue;
    }
    const problem = key === 'account_number' ? (accountNumberChecks[scheme]?.(value) ?? null) : (identifierChecks[key]?.(value, values) ?? null);
    if (problem !== null) fields[key] = problem;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { scheme, ...values } as BankDetails };
}
