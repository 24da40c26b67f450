import { z } from '@hono/zod-openapi';
import { DateTime, IsoDate, Uuid } from './common.ts';
import { filingStatuses } from '../../machines/filing.ts';
import { jurisdictions, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { employeeFilingInputs, employerReferenceCatalog, type FilingField } from '../../domain/filings/filingFieldCatalog.ts';
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

const inputText = (f: FilingField) =>
  (f.values ? z.enum(f.values as [string, ...string[]], { error: `must be one of ${f.values.join(', ')}` }) : z.string().max(100, 'must be at most 100 characters'))
    .optional()
    .openapi({ description: `Write-only. ${f.description}`, example: f.example });

export const EmployeeFilingInputs = z
  .strictObject(Object.fromEntries([...employeeFilingInputs.values()].map((f) => [f.key, inputText(f)])))
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'must give at least one filing input')
  .openapi('EmployeeFilingInputs');

export const MarkFiled = z
  .strictObject({
    reference: z
      .string({ error: 'must be the reference the authority gave' })
      .trim()
      .min(1, 'must not be empty')
      .max(100, 'must be at most 100 characters')
      .regex(/^[\x20-\x7E]+$/, 'must be printable ASCII, as the portals issue it')
      .openapi({ description: "The reference or acknowledgement number the authority's portal gave the upload", example: 'KRA202611090012345' }),
  })
  .openapi('MarkFiled');

export const FilingInputsStored = z
  .object({
    object: z.literal('employee_filing_inputs'),
    employee_id: Uuid,
    stored: z.array(z.string()).openapi({ description: 'The inputs this request stored; their values are write-only' }),
  })
  .openapi('EmployeeFilingInputsStored');
