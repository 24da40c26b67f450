import { authorityReferenceForm, authorityReferenceProblem } from '../../domain/filings/authorityReference.ts';
import { gbAddressLineProblem, gbPayrollIdProblem, gbPostcodeProblem } from '../../domain/filings/gbEmployeeFilingInputs.ts';
import { z } from '@hono/zod-openapi';
import { DateTime, IsoDate, Uuid } from './common.ts';
import { filingStatuses } from '../../machines/filing.ts';
import { jurisdictions, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { canonicalFilingValue, employeeFilingInputs, employerReferenceCatalog, type FilingField } from '../../domain/filings/filingFieldCatalog.ts';
import { filingTypes } from '../../commands/filings/periodicFilingKinds.ts';

const minor = z.number().int();

export const FilingType = z.enum(filingTypes as unknown as [string, ...string[]]).openapi({
  description: "fps: HMRC's Full Payment Submission; eps: its Employer Payment Summary; `<country>_<return>`: each country's returns (docs/filings.md)",
});

export const Filing = z
  .object({
    id: Uuid,
    object: z.literal('filing'),
    jurisdiction: z.string().openapi({ description: 'The country whose authority takes it' }),
    type: FilingType,
    subdivision: z.string().openapi({ description: "The state or fund a return made per state or fund is for (NG: the state's ISO 3166-2 code); empty otherwise" }),
    tax_year: z.string().openapi({ example: '2026-27', description: 'The tax year the payments belong to (GB: 6 April to 5 April)' }),
    period_start: IsoDate,
    period_end: IsoDate,
    due_on: IsoDate.openapi({ description: 'The last day it may reach the authority (an FPS: on or before the pay date)' }),
    pay_run_id: Uuid.nullable(),
    status: z.enum(filingStatuses).openapi({ description: 'As the filing machine moves it (docs/machines/filing.md)' }),
    final_submission: z.boolean().openapi({ description: 'The last FPS of the tax year' }),
    totals: z
      .object({
        employees: z.number().int(),
        taxable_pay_minor: minor,
        tax_minor: minor,
        employee_nic_minor: minor,
        employer_nic_minor: minor,
        student_loan_minor: minor,
        postgraduate_loan_minor: minor,
        employee_pension_minor: minor,
      })
      .partial()
      .catchall(z.number().int())
      .openapi({ description: "What it reports, in minor units of the currency it is filed in: GB RTI's figures by these names, each other return's by its own (documents/filings/<country>/SOURCES.md)" }),
    blocked_by: z
      .array(z.object({ subject: z.string().openapi({ description: '`employer`, `pay_run:<id>` or `employee:<id>`' }), field: z.string(), message: z.string() }))
      .openapi({ description: 'Every missing or invalid input: while any remains, it stays draft' }),
    gateway_errors: z
      .array(z.object({ number: z.string().nullable(), type: z.string().nullable(), text: z.string(), location: z.string().nullable() }))
      .openapi({ description: "The authority's errors of the last rejection, verbatim" }),
    correlation_id: z.string().nullable().openapi({ description: "The authority's id of the submission" }),
    channel: z.enum(['gateway', 'upload']).openapi({ description: "gateway: sent with POST /filings/{id}/submit; upload: an operator uploads the document to the authority's portal and records its reference with POST /filings/{id}/mark_filed" }),
    authority_reference: z.string().nullable().openapi({ description: "The reference the authority's portal gave an uploaded filing" }),
    submitted_at: DateTime.nullable().openapi({ description: 'When it was last submitted' }),
    decided_at: DateTime.nullable().openapi({ description: 'When the authority accepted or rejected it' }),
    created_at: DateTime,
    updated_at: DateTime,
  })
  .openapi('Filing');

export { presentFiling } from '../../commands/presenters/filing.ts';

const referenceText = (f: FilingField) => z.string().max(40, 'must be at most 40 characters').optional().openapi({ description: f.description, example: f.example });
const referencesOf = (j: Jurisdiction) =>
  z.strictObject({ jurisdiction: z.literal(j), ...Object.fromEntries(employerReferenceCatalog[j].map((f) => [f.key, referenceText(f)])) });

export const EmployerReferences = z
  .discriminatedUnion('jurisdiction', [referencesOf('GB'), referencesOf('KE'), referencesOf('NG'), referencesOf('GH'), referencesOf('ZA'), referencesOf('SG')], {
    error: `jurisdiction must be one of ${jurisdictions.join(', ')}`,
  })
  .openapi('EmployerReferences', { description: "Each country's references by field (a field left out keeps its value); checked for the authority's form" });

export const EmployerReferencesRead = z
  .object({
    object: z.literal('employer_references'),
    jurisdiction: z.enum(jurisdictions).openapi({ description: 'The country whose authority issued them' }),
  })
  .catchall(z.string().nullable())
  .openapi('EmployerReferencesRead', { description: "Every reference of the country's authority, null until set" });

// A closed list is matched in any case (clients send `la` as often as `LA`) and stored in its canonical form.
const closedList = (f: FilingField, values: readonly string[]) =>
  z.string({ error: `must be one of ${values.join(', ')}` })
    .transform((value) => canonicalFilingValue(f, value))
    .pipe(z.enum(values as [string, ...string[]], { error: `must be one of ${values.join(', ')} (any case)` }));

const inputText = (f: FilingField) =>
  (f.values ? closedList(f, f.values) : z.string().max(100, 'must be at most 100 characters'))
    .optional()
    .openapi({ description: `Write-only. ${f.description}${f.values ? ' (any case is taken and stored as listed)' : ''}`, example: f.example, ...(f.values ? { enum: [...f.values] } : {}) });

const problemCheck = (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

export const EmployeeFilingInputs = z
  .strictObject({
    ...Object.fromEntries([...employeeFilingInputs.values()].map((f) => [f.key, inputText(f)])),
    address: z
      .strictObject({
        lines: z.array(z.string({ error: 'must be text' }).trim().superRefine(problemCheck(gbAddressLineProblem)), { error: 'must be a list of 2 to 4 address lines' })
          .min(2, 'HMRC needs at least two address lines').max(4, 'HMRC takes at most four address lines'),
        postcode: z.string({ error: 'must be a UK postcode' }).superRefine(problemCheck(gbPostcodeProblem)),
      }, { error: 'must be an object with lines and postcode' })
      .optional()
      .openapi({ description: 'Write-only. GB: the UK address HMRC takes in place of a NINO: 2 to 4 lines of at most 35 characters, and the postcode (RTI Data Item Guide 2026-27)' }),
    normal_weekly_hours: z.number({ error: 'must be a number of hours from 0 to 168' }).min(0, 'must be from 0 to 168').max(168, 'must be from 0 to 168')
      .refine((h) => Math.abs(h * 100 - Math.round(h * 100)) < 1e-9, 'must have at most two decimals').optional()
      .openapi({ description: "Write-only. GB: hours normally worked a week; the FPS reports its band (HoursWorked A-D; E when not given or 0)" }),
    payroll_id: z.string({ error: 'must be text' }).superRefine(problemCheck(gbPayrollIdProblem)).optional()
      .openapi({ description: "Write-only. GB: the employment's payroll ID for HMRC when it is not the staff id; a re-employment needs a new one" }),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'must give at least one filing input')
  .openapi('EmployeeFilingInputs');

export const MarkFiled = z
  .strictObject({
    reference: z
      .string({ error: 'must be the reference the authority gave' })
      .trim()
      .superRefine(problemCheck(authorityReferenceProblem))
      .openapi({
        description: "The reference or acknowledgement number the authority's portal gave the upload",
        example: 'KRA202611090012345',
        minLength: authorityReferenceForm.minLength,
        maxLength: authorityReferenceForm.maxLength,
        pattern: authorityReferenceForm.pattern.source,
      }),
  })
  .openapi('MarkFiled');

export const FilingInputsStored = z
  .object({
    object: z.literal('employee_filing_inputs'),
    employee_id: Uuid,
    stored: z.array(z.string()).openapi({ description: 'The inputs this request stored; their values are write-only' }),
  })
  .openapi('EmployeeFilingInputsStored');
