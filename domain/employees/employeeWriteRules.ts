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
import type { employeeUpdateBodySchema } from './writeSchema.ts';

/** A body its write's shape has accepted (a create body is one too). */
export type EmployeeWriteBody = z.output<typeof employeeUpdateBodySchema>;

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

const copiedKeys = [
  'classification', 'payment_currency', 'staff_id', 'start_date', 'end_date', 'birthdate',
  'department_id', 'position_id', 'location_id', 'hod_id', 'archived',
] as const;

const MIGRATION = {
  jurisdiction: 'cannot be changed: moving an employee to another jurisdiction is a migration (end this employment and create a new employee), not an edit',
  denomination_currency:
    'cannot be changed: re-denominating pay is a migration (end this employment and create a new employee), not an edit, so payslips already priced keep reproducing',
} as const;

function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The rules of an employee write that its shape cannot say: they need the jurisdiction (phone, bank details,
 * statutory ids, tax profile), another field (names, dates) or the stored employee (immutables, names on PATCH).
 * They run on what the shape accepted, as the second stage of the write's one schema (employeeWriteSchemas.ts).
 */
export function employeeWriteRules(body: EmployeeWriteBody, context: EmployeeWriteMode): Checked<NormalizedEmployeeWrite> {
  const today = context.today ?? utcToday();
  const current = context.mode === 'update' ? context.current : undefined;
  const fields: FieldErrors = {};
  const out: NormalizedEmployeeWrite = {};
  const has = (key: keyof EmployeeWriteBody) => body[key] !== undefined;

  // Immutables: required on create (the shape says so), only their current value on update.
  let jurisdiction: Jurisdiction | undefined = current?.jurisdiction;
  if (current === undefined) {
    jurisdiction = body.jurisdiction;
    if (jurisdiction === undefined) addFieldError(fields, 'jurisdiction', 'required');
    else out.jurisdiction = jurisdiction;
    if (body.denomination_currency === undefined) addFieldError(fields, 'denomination_currency', 'required');
    else out.denomination_currency = body.denomination_currency;
  } else {
    if (has('jurisdiction') && body.jurisdiction !== current.jurisdiction) addFieldError(fields, 'jurisdiction', MIGRATION.jurisdiction);
    if (has('denomination_currency') && body.denomination_currency !== current.denomination_currency) {
      addFieldError(fields, 'denomination_currency', MIGRATION.denomination_currency);
    }
  }

  const name = resolveEmployeeName(body, current);
  prefixFields('', name.fields, fields);
  if (name.name !== undefined) out.name = name.name;

  for (const key of copiedKeys) {
    if (has(key)) Object.assign(out, { [key]: body[key] });
  }
  if (current === undefined) {
    out.classification ??= 'employee';
    if (out.payment_currency === undefined && out.denomination_currency !== undefined) out.payment_currency = out.denomination_currency;
  }
  checkDates(out, current, today, fields);

  if (body.phone === null) out.phone = null;
  else if (body.phone !== undefined) {
    const phone = normalizePhoneNumber(body.phone, jurisdiction);
    if (phone.ok) out.phone = phone.e164;
    else addFieldError(fields, 'phone', phone.reason);
  }

  if (body.bank_details === null) out.bank_details = null;
  else if (body.bank_details !== undefined) {
    const bank = checkBankDetails(body.bank_details, jurisdiction);
    if (bank.ok) out.bank_details = bank.value;
    else prefixFields('bank_details', bank.fields, fields);
  }

  // Jurisdiction-dependent objects wait for a valid jurisdiction: its own error already explains the 422.
  if (jurisdiction !== undefined) {
    if (body.statutory_ids === null) out.statutory_ids = null;
    else if (body.statutory_ids !== undefined) {
      const ids = checkStatutoryIds(body.statutory_ids, jurisdiction);
      if (ids.ok) out.statutory_ids = ids.value;
      else prefixFields('statutory_ids', ids.fields, fields);
    }
    if (has('tax_profile') || current === undefined) {
      const result = taxProfileSchemas[jurisdiction].safeParse(body.tax_profile ?? {}, { reportInput: true });
      if (result.success) out.tax_profile = result.data;
      else prefixFields('tax_profile', fieldErrorsFromZod(result.error.issues, [], `is not a ${jurisdiction} tax_profile field`), fields);
    }
  }

  if (has('household_composition') || current === undefined) out.household_composition = householdCompositionSchema.parse(body.household_composition ?? {});

  if (has('compensation') || current === undefined) {
    const entries = (body.compensation ?? []).map((entry, index) => ({ index, ...entry }));
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
