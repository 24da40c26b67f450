import type { z } from 'zod';
import {
  householdCompositionSchema,
  taxProfileSchemas,
  type HouseholdComposition,
  type Jurisdiction,
  type TaxProfile,
} from '../jurisdictions.ts';
import { checkBankDetails, type BankDetails } from './bankDetails/bankDetails.ts';
import { defaultCompensationStart, type CompensationEntry } from './compensation.ts';
import { resolveEmployeeName, type EmployeeName } from './employeeName.ts';
import { addFieldError, fieldErrorsFromZod, prefixFields, type Checked, type FieldErrors } from './fieldErrors.ts';
import type { NameParts } from './names.ts';
import { normalizePhoneNumber } from './phoneNumber.ts';
import { checkStatutoryIds, type StatutoryIds } from './statutoryIds/checkStatutoryIds.ts';
import { compensationEntrySchema, employeeWriteFields } from './writeSchema.ts';

/** What validation needs of the stored employee on PATCH. */
export interface CurrentEmployee extends NameParts {
  jurisdiction: Jurisdiction;
  denomination_currency: string;
  start_date: string | null;
  end_date: string | null;
}

/** `today` (YYYY-MM-DD, UTC by default) is injectable so defaults and date checks are testable. */
export type EmployeeWriteMode = { mode: 'create'; today?: string } | { mode: 'update'; current: CurrentEmployee; today?: string };

/**
 * A write ready for the database layer. On create every field the employee must have is present
 * (defaults applied); on update only what the body sent. Sealed fields are still in clear here.
 */
export interface NormalizedEmployeeWrite {
  name?: EmployeeName;
  jurisdiction?: Jurisdiction;
  denomination_currency?: string;
  payment_currency?: string;
  classification?: 'employee' | 'contractor';
  staff_id?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  birthdate?: string | null;
  phone?: string | null;
  department_id?: string | null;
  position_id?: string | null;
  location_id?: string | null;
  hod_id?: string | null;
  archived?: boolean;
  /** Replaces the stored profile as a whole; omitted fields take their defaults. */
  tax_profile?: TaxProfile;
  household_composition?: HouseholdComposition;
  bank_details?: BankDetails | null;
  statutory_ids?: StatutoryIds | null;
  /** Entries for `planCompensation`, with the start used for a component that has no open row. */
  compensation?: { entries: CompensationEntry[]; default_effective_from: string };
}

const nameKeys = ['full_name', 'title', 'first_name', 'middle_name', 'last_name', 'suffix'] as const;
const copiedKeys = [
  'classification', 'payment_currency', 'staff_id', 'start_date', 'end_date', 'birthdate',
  'department_id', 'position_id', 'location_id', 'hod_id', 'archived',
] as const;
const plainKeys = [...copiedKeys, 'jurisdiction', 'denomination_currency'] as const;
const specialKeys = ['phone', 'tax_profile', 'household_composition', 'bank_details', 'statutory_ids', 'compensation'] as const;
const updateKeys: ReadonlySet<string> = new Set([...nameKeys, ...plainKeys, ...specialKeys]);
const createKeys: ReadonlySet<string> = new Set([...updateKeys].filter((key) => key !== 'archived'));

const MIGRATION = {
  jurisdiction: 'cannot be changed: moving an employee to another jurisdiction is a migration (end this employment and create a new employee), not an edit',
  denomination_currency:
    'cannot be changed: re-denominating pay is a migration (end this employment and create a new employee), not an edit, so payslips already priced keep reproducing',
} as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

export function validateEmployeeWrite(body: unknown, context: EmployeeWriteMode): Checked<NormalizedEmployeeWrite> {
  if (!isPlainObject(body)) return { ok: false, fields: { body: 'must be a JSON object' } };
  const today = context.today ?? utcToday();
  const current = context.mode === 'update' ? context.current : undefined;
  const allowed = context.mode === 'create' ? createKeys : updateKeys;
  const fields: FieldErrors = {};
  const out: NormalizedEmployeeWrite = {};

  for (const key of Object.keys(body)) {
    if (!allowed.has(key)) addFieldError(fields, key, key === 'archived' ? 'can only be set on update' : 'unknown field');
  }
  const has = (key: string) => allowed.has(key) && Object.hasOwn(body, key);

  const plain: Partial<Record<(typeof plainKeys)[number], unknown>> = {};
  for (const key of plainKeys) {
    if (!has(key)) continue;
    const result = (employeeWriteFields[key] as z.ZodType).safeParse(body[key], { reportInput: true });
    if (result.success) plain[key] = result.data;
    else prefixFields(key, fieldErrorsFromZod(result.error.issues), fields);
  }

  // Immutables: required on create, only their current value on update.
  let jurisdiction: Jurisdiction | undefined = current?.jurisdiction;
  if (current === undefined) {
    if (!has('jurisdiction')) addFieldError(fields, 'jurisdiction', 'required');
    jurisdiction = plain.jurisdiction as Jurisdiction | undefined;
    if (jurisdiction !== undefined) out.jurisdiction = jurisdiction;
    if (!has('denomination_currency')) addFieldError(fields, 'denomination_currency', 'required');
    if (plain.denomination_currency !== undefined) out.denomination_currency = plain.denomination_currency as string;
  } else {
    if (plain.jurisdiction !== undefined && plain.jurisdiction !== current.jurisdiction) addFieldError(fields, 'jurisdiction', MIGRATION.jurisdiction);
    if (plain.denomination_currency !== undefined && plain.denomination_currency !== current.denomination_currency) {
      addFieldError(fields, 'denomination_currency', MIGRATION.denomination_currency);
    }
  }

  const name = resolveEmployeeName(body, current);
  prefixFields('', name.fields, fields);
  if (name.name !== undefined) out.name = name.name;

  for (const key of copiedKeys) {
    if (Object.hasOwn(plain, key)) Object.assign(out, { [key]: plain[key] });
  }
  if (current === undefined) {
    out.classification ??= 'employee';
    if (out.payment_currency === undefined && out.denomination_currency !== undefined) out.payment_currency = out.denomination_currency;
  }
  checkDates(out, current, today, fields);

  if (has('phone')) {
    const raw = body.phone;
    if (raw === null) out.phone = null;
    else if (typeof raw !== 'string') addFieldError(fields, 'phone', 'must be a string');
    else {
      const phone = normalizePhoneNumber(raw, jurisdiction);
      if (phone.ok) out.phone = phone.e164;
      else addFieldError(fields, 'phone', phone.reason);
    }
  }

  if (has('bank_details')) {
    if (body.bank_details === null) out.bank_details = null;
    else {
      const bank = checkBankDetails(body.bank_details, jurisdiction);
      if (bank.ok) out.bank_details = bank.value;
      else prefixFields('bank_details', bank.fields, fields);
    }
  }

  // Jurisdiction-dependent objects wait for a valid jurisdiction: its own error already explains the 422.
  if (jurisdiction !== undefined) {
    if (has('statutory_ids')) {
      if (body.statutory_ids === null) out.statutory_ids = null;
      else {
        const ids = checkStatutoryIds(body.statutory_ids, jurisdiction);
        if (ids.ok) out.statutory_ids = ids.value;
        else prefixFields('statutory_ids', ids.fields, fields);
      }
    }
    if (has('tax_profile') || current === undefined) {
      const result = taxProfileSchemas[jurisdiction].safeParse(has('tax_profile') ? body.tax_profile : {}, { reportInput: true });
      if (result.success) out.tax_profile = result.data;
      else prefixFields('tax_profile', fieldErrorsFromZod(result.error.issues, [], `is not a ${jurisdiction} tax_profile field`), fields);
    }
  }

  if (has('household_composition') || current === undefined) {
    const result = householdCompositionSchema.safeParse(has('household_composition') ? body.household_composition : {}, { reportInput: true });
    if (result.success) out.household_composition = result.data;
    else prefixFields('household_composition', fieldErrorsFromZod(result.error.issues), fields);
  }

  if (has('compensation') || current === undefined) {
    const entries = checkCompensationEntries(has('compensation') ? body.compensation : [], fields);
    const startDate = out.start_date !== undefined ? out.start_date : current?.start_date;
    out.compensation = { entries, default_effective_from: defaultCompensationStart(context.mode, startDate, today) };
  }

  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value: out };
}

function checkDates(out: NormalizedEmployeeWrite, current: CurrentEmployee | undefined, today: string, fields: FieldErrors): void {
  const start = out.start_date !== undefined ? out.start_date : (current?.start_date ?? null);
  const end = out.end_date !== undefined ? out.end_date : (current?.end_date ?? null);
  if (start !== null && end !== null && end < start) {
    addFieldError(fields, out.end_date !== undefined ? 'end_date' : 'start_date', out.end_date !== undefined ? 'must not be before start_date' : 'must not be after end_date');
  }
  if (typeof out.birthdate === 'string') {
    if (out.birthdate > today) addFieldError(fields, 'birthdate', 'must not be in the future');
    else if (out.birthdate < '1900-01-01') addFieldError(fields, 'birthdate', 'must not be before 1900-01-01');
  }
}

function checkCompensationEntries(raw: unknown, fields: FieldErrors): CompensationEntry[] {
  const parsed = employeeWriteFields.compensation.safeParse(raw, { reportInput: true });
  if (parsed.success) return parsed.data.map((entry, index) => ({ index, ...entry }));
  if (!Array.isArray(raw)) {
    prefixFields('compensation', fieldErrorsFromZod(parsed.error.issues), fields);
    return [];
  }
  const entries: CompensationEntry[] = [];
  raw.forEach((item, index) => {
    const entry = compensationEntrySchema.safeParse(item, { reportInput: true });
    if (entry.success) entries.push({ index, ...entry.data });
    else prefixFields('compensation', fieldErrorsFromZod(entry.error.issues, [index]), fields);
  });
  if (raw.length > 100) addFieldError(fields, 'compensation', 'must hold at most 100 entries');
  return entries;
}
