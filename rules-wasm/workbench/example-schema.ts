import { z } from 'zod';
import { componentCodes } from '../../domain/jurisdictions.ts';
import { payFrequencies } from '../../domain/payroll/payFrequency.ts';

/**
 * A worked example file, `rules-wasm/tables/<CC>/examples/<name>.yaml`: inputs of one payslip and the lines and
 * totals the authority (or its published test data) says it comes to. Amounts are quoted major-unit strings
 * ("540.00") so no float is read from YAML; a year-to-date integer is the accumulator as the engine keeps it.
 */

const isoDate = z
  .string({ error: 'must be a date YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'not a calendar date');
// YAML reads an unquoted 2026-02-12 as a date; accept it as the same day.
const dateText = z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), isoDate);

export const amountText = z
  .string({ error: 'amounts are quoted major units, e.g. "540.00"' })
  .regex(/^-?\d+(?:\.\d{1,2})?$/, 'must be an amount in major units with at most 2 decimals, e.g. "540.00"');

const rateText = z.string().regex(/^\d+(?:\.\d{1,4})?%$/, 'must be a percentage like "2.75%"');

/** Where the figures come from. The file states it once; an example may add its own page or case. */
export const exampleSource = z.strictObject({
  authority: z.string().min(2, 'missing: the authority that published the figures').optional(),
  title: z.string({ error: 'missing: the title of the publication the figures come from' }).min(2, 'missing: the title of the publication the figures come from'),
  date: dateText,
  page: z.union([z.string().min(1, 'missing: the page the figures are on'), z.number().int()]).optional(),
  case: z.string().min(1, 'missing: the case id the figures are under').optional(),
  url: z.url().optional(),
  /** Where a transcription of the figures was taken from (repository and path), when not the original. */
  transcription: z.string().min(3).optional(),
});
export type ExampleSource = z.output<typeof exampleSource>;

const totalsShape = z.strictObject({
  gross: amountText.optional(),
  tax: amountText.optional(),
  employee_deductions: amountText.optional(),
  employer_cost: amountText.optional(),
  net: amountText.optional(),
});

const example = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'names are lower case words joined by dashes'),
  description: z.string().min(3).optional(),
  /** The authority's arithmetic or the author's, as text. */
  working: z.string().optional(),
  source: exampleSource.partial().optional(),
  /** Last day of the pay period; the tables in force that day price it unless `as_of` says otherwise. */
  date: dateText,
  period_start: dateText.optional(),
  as_of: dateText.optional(),
  pay_frequency: z.enum(payFrequencies).default('monthly'),
  classification: z.enum(['employee', 'contractor']).default('employee'),
  birthdate: dateText.nullable().default(null),
  employment_end: dateText.nullable().default(null),
  components: z.partialRecord(z.enum(componentCodes), amountText),
  tax_profile: z.record(z.string(), z.unknown()).default({}),
  household: z.record(z.string(), z.unknown()).default({}),
  year_to_date: z.record(z.string(), z.union([amountText, z.number().int()])).default({}),
  expect: z
    .strictObject({
      /** Amount per line code (summed when a code repeats); null = the line must not appear. */
      lines: z.record(z.string(), amountText.nullable()).default({}),
      line_details: z.record(z.string(), z.strictObject({ base: amountText.optional(), rate: rateText.nullable().optional() })).default({}),
      totals: totalsShape.default({}),
      year_to_date: z.record(z.string(), z.union([amountText, z.number().int()])).default({}),
    })
    .refine((e) => Object.keys(e.lines).length + Object.keys(e.totals).length + Object.keys(e.line_details).length + Object.keys(e.year_to_date).length > 0, 'expects nothing: name at least one line, total or year-to-date figure'),
});

export const exampleFile = z.strictObject({
  source: exampleSource.optional(),
  examples: z.array(example).min(1),
});

export type ExampleFile = z.output<typeof exampleFile>;
export type WorkedExampleInput = z.output<typeof example>;
