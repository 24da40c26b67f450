import { z } from 'zod';
import { componentCodes, householdCompositionSchema, jurisdictions, taxProfileSchemas } from '../jurisdictions.ts';
import { isIsoCurrencyCode } from '../currencies.ts';
import { calendarDateSchema } from '../calendarDate.ts';
import { moneyInput } from '../payroll/engineRange.ts';
import { taxProfileFieldNotes } from './profileFieldNotes.ts';

/**
 * Request bodies of POST /employees and PATCH /employees/{id} (interface 2.4, contract "Employee
 * write fields"): the documented shapes (OpenAPI is generated from them), the first stage of each write's
 * one schema (employeeWriteSchemas.ts), whose rules then check what needs the jurisdiction, arithmetic (check
 * digits, catalogs) or the stored employee. Examples are placeholders, never a plausible real identifier.
 */

// Length in characters (code points) is checked where names are normalized; this only bounds the payload.
const nameText = () => z.string().max(400, 'is too long');

export { calendarDateSchema };

export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code in capitals')
  .refine(isIsoCurrencyCode, 'is not an ISO 4217 currency code')
  .meta({ description: 'ISO 4217 alphabetic code', example: 'KES' });

export const jurisdictionSchema = z
  .enum(jurisdictions, { error: `must be one of ${jurisdictions.join(', ')}` })
  .meta({ description: 'Country whose statutory rules price this employee (ISO 3166-1 alpha-2)', example: 'KE' });

const recordId = (what: string) => z.uuid({ error: 'must be a uuid' }).nullable().meta({ description: `Id of a ${what} of the organization` });

export const compensationEntrySchema = z
  .strictObject({
    component_code: z.enum(componentCodes, { error: `must be one of ${componentCodes.join(', ')}` }).meta({ example: 'BASIC' }),
    amount_cents: moneyInput()
      .meta({ description: 'Minor units of the denomination currency', example: 25000000 }),
    effective_from: calendarDateSchema.optional().meta({
      description:
        "First day the amount applies. Required when the component already has an open row, and must be after that row's start. " +
        'Otherwise defaults to the start_date on create (today without one), and to today on update (or start_date when that is later).',
      example: '2026-01-01',
    }),
    proratable: z.boolean().optional().meta({
      description: 'Prorated by calendar days employed in a part period. Defaults to the open row’s value, else true for recurring components (BASIC, HOUSING, TRANSPORT, MEAL, OTHER_ALLOWANCE, CONTRACT_FEE) and false for OVERTIME, BONUS, COMMISSION',
    }),
  })
  .meta({ description: 'Closes the open row of the component at effective_from (exclusive) and appends a new one' });

// Each scheme is a named schema of the API document (BankDetails<Scheme>).
const bankScheme = <T extends z.ZodRawShape>(shape: T, description: string, id: string) => z.strictObject(shape).meta({ id: `BankDetails${id}`, title: description, description });
const digitsText = (description: string) => z.string().meta({ description });

export const bankDetailsSchema = z
  .union([
    bankScheme({ iban: digitsText('IBAN; mod-97 check digits and country length verified') }, 'IBAN', 'Iban'),
    bankScheme({ clabe: digitsText('18-digit CLABE; check digit verified') }, 'Mexico CLABE', 'Clabe'),
    bankScheme(
      { nuban: digitsText('10-digit NUBAN; check digit verified against bank_code'), bank_code: digitsText('3-digit CBN bank code or 6-digit institution code') },
      'Nigeria NUBAN',
      'Nuban',
    ),
    bankScheme(
      { routing_number: digitsText('9-digit ABA routing number; check digit verified'), account_number: digitsText('4 to 17 digits') },
      'US ABA',
      'UsAba',
    ),
    bankScheme({ sort_code: digitsText('6 digits, dashes or spaces allowed'), account_number: digitsText('8 digits') }, 'UK sort code', 'UkSortCode'),
    bankScheme(
      {
        institution_number: digitsText('3 digits'),
        transit_number: digitsText('5 digits'),
        account_number: digitsText('7 to 12 digits'),
      },
      'Canada institution / transit',
      'CanadaTransit',
    ),
    bankScheme(
      {
        mobile_money_provider: z.string().meta({ description: 'Provider slug', example: 'mpesa' }),
        mobile_money_number: digitsText('Wallet phone number; normalized to E.164 (the jurisdiction is the default country)'),
        mobile_money_name: z.string().meta({ description: 'Name the wallet is registered under' }),
      },
      'Mobile money wallet',
      'MobileMoney',
    ),
  ])
  .meta({
    description:
      'Write-only. Exactly one scheme; any scheme on any jurisdiction. Spaces and dashes are stripped and letters upper-cased. ' +
      'A failed check digit is a 422 naming the field; the check is arithmetic only.',
  });

/**
 * A profile field as the body documents it: its default shown but not applied. Which jurisdiction's profile a body
 * holds is the employee's to say, not the first one it fits: the write's rules apply that jurisdiction's defaults.
 */
function documentedDefault(field: z.ZodType): z.ZodType {
  if (!(field instanceof z.ZodDefault)) return field;
  return (field.unwrap() as z.ZodType).optional().meta({ ...field.meta(), default: field.def.defaultValue });
}

/** A jurisdiction's profile as a named schema of the API document (TaxProfile<CC>), each field described. */
function describedProfile(jurisdiction: (typeof jurisdictions)[number]) {
  const schema = taxProfileSchemas[jurisdiction];
  const described = Object.fromEntries(
    Object.entries(schema.shape).map(([field, fieldSchema]) => {
      const shown = documentedDefault(fieldSchema as z.ZodType);
      return [field, taxProfileFieldNotes[field] ? shown.meta({ description: taxProfileFieldNotes[field] }) : shown];
    }),
  );
  return schema.extend(described).meta({ id: `TaxProfile${jurisdiction}`, title: `${jurisdiction} tax profile`, description: `${jurisdiction} tax profile` });
}

export const taxProfileSchema = z
  .union(jurisdictions.map((jurisdiction) => describedProfile(jurisdiction)))
  .meta({ description: "Write-only. The employee's jurisdiction decides which fields exist; a field it does not define is a 422. Omitted fields take their defaults." });

export const statutoryIdsSchema = z.record(z.string(), z.unknown()).meta({
  description:
    "Write-only. Personal identifiers keyed by the jurisdiction's catalog (KE kra_pin, nssf_number, shif_number; GH ghana_card_pin, ssnit_number; " +
    'NG nin, rsa_pin, tin, bvn; ZA tax_reference, id_number; GB nino, utr; SG nric_fin), normalized and format-checked. Other keys are stored untouched.',
});

const sharedFields = {
  full_name: z.string().max(1200).meta({
    description: 'A whole name, split server-side into title, first, middle, last and suffix. Ignored when any part is sent',
    example: 'Dr Amina Wanjiru Otieno',
  }),
  title: nameText().nullable().meta({ description: 'Honorific; never part of full_name', example: 'Dr' }),
  first_name: nameText().meta({ example: 'Amina' }),
  middle_name: nameText().nullable().meta({ example: 'Wanjiru' }),
  last_name: nameText().meta({ example: 'Otieno' }),
  suffix: nameText().nullable().meta({ description: 'Part of the legal name', example: 'Jr' }),
  classification: z.enum(['employee', 'contractor'], { error: 'must be employee or contractor' }),
  payment_currency: currencyCodeSchema.meta({ description: 'Currency the employee is paid in; defaults to denomination_currency' }),
  staff_id: z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters').nullable(),
  start_date: calendarDateSchema.nullable(),
  end_date: calendarDateSchema.nullable(),
  birthdate: calendarDateSchema.nullable().meta({ description: 'Write-only. Drives age-banded contributions' }),
  phone: z.string().max(100).nullable().meta({ description: 'Write-only. Normalized to E.164; the jurisdiction is the default country' }),
  department_id: recordId('department'),
  position_id: recordId('position'),
  location_id: recordId('location'),
  hod_id: recordId('head of department (an employee)'),
  tax_profile: taxProfileSchema,
  household_composition: householdCompositionSchema.meta({ description: 'Write-only. Omitted fields take their defaults' }),
  bank_details: bankDetailsSchema.nullable(),
  statutory_ids: statutoryIdsSchema.nullable(),
  compensation: z.array(compensationEntrySchema).max(100, 'must hold at most 100 entries'),
};

export const employeeCreateBodySchema = z
  .strictObject(sharedFields)
  .partial()
  .extend({
    jurisdiction: jurisdictionSchema.meta({ description: 'Required; immutable afterwards' }),
    denomination_currency: currencyCodeSchema.meta({ description: 'Required; immutable afterwards' }),
  })
  .meta({ description: 'POST /employees. first_name and last_name, or full_name, are required' });

export const employeeUpdateBodySchema = z
  .strictObject({
    ...sharedFields,
    jurisdiction: jurisdictionSchema.meta({ description: 'Immutable: only the current value is accepted' }),
    denomination_currency: currencyCodeSchema.meta({ description: 'Immutable: only the current value is accepted' }),
    archived: z.boolean().meta({ description: 'PATCH only. Archived employees are not priced' }),
  })
  .partial()
  .meta({ description: 'PATCH /employees/{id}. Omitted fields are left untouched; null clears a nullable field' });

export type EmployeeCreateBody = z.input<typeof employeeCreateBodySchema>;
export type EmployeeUpdateBody = z.input<typeof employeeUpdateBodySchema>;
