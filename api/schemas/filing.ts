import { gbAddressLineProblem, gbPayrollIdProblem, gbPostcodeProblem } from '../../domain/filings/gbEmployeeFilingInputs.ts';
import { z } from '@hono/zod-openapi';
import { DateTime, IsoDate, Uuid } from './common.ts';
import { filingStatuses } from '../../machines/filing.ts';
import { jurisdictions } from '../../domain/jurisdictions.ts';

const minor = z.number().int();

export const Filing = z
  .object({
    id: Uuid,
    object: z.literal('filing'),
    jurisdiction: z.string().openapi({ description: 'The country whose authority takes it' }),
    type: z.enum(['fps', 'eps']).openapi({ description: "fps: HMRC's Full Payment Submission; eps: its Employer Payment Summary" }),
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
      .openapi({ description: 'What it reports, in minor units of the currency it is filed in' }),
    blocked_by: z
      .array(z.object({ subject: z.string().openapi({ description: '`employer`, `pay_run:<id>` or `employee:<id>`' }), field: z.string(), message: z.string() }))
      .openapi({ description: 'Every missing or invalid input: while any remains, it stays draft' }),
    gateway_errors: z
      .array(z.object({ number: z.string().nullable(), type: z.string().nullable(), text: z.string(), location: z.string().nullable() }))
      .openapi({ description: "The authority's errors of the last rejection, verbatim" }),
    correlation_id: z.string().nullable().openapi({ description: "The authority's id of the submission" }),
    submitted_at: DateTime.nullable().openapi({ description: 'When it was last submitted' }),
    decided_at: DateTime.nullable().openapi({ description: 'When the authority accepted or rejected it' }),
    created_at: DateTime,
    updated_at: DateTime,
  })
  .openapi('Filing');

export { presentFiling } from '../../commands/presenters/filing.ts';

export const EmployerReferences = z
  .strictObject({
    jurisdiction: z.enum(['GB'], { error: 'must be GB (the only jurisdiction filed so far)' }).openapi({ description: 'The authority\'s country: GB only so far' }),
    paye_reference: z.string().trim().toUpperCase().optional().openapi({ description: 'HMRC employer PAYE reference, e.g. 123/AB45678' }),
    accounts_office_reference: z.string().trim().toUpperCase().optional().openapi({ description: 'HMRC Accounts Office reference, e.g. 123PA00012345' }),
  })
  .openapi('EmployerReferences');

export const EmployerReferencesRead = z
  .object({
    object: z.literal('employer_references'),
    jurisdiction: z.enum(jurisdictions).openapi({ description: 'The country whose authority issued them' }),
    paye_reference: z.string().nullable().openapi({ description: 'HMRC employer PAYE reference; null until set' }),
    accounts_office_reference: z.string().nullable().openapi({ description: 'HMRC Accounts Office reference; null until set' }),
  })
  .openapi('EmployerReferencesRead');

const problemCheck = (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

export const EmployeeFilingInputs = z
  .strictObject({
    gender: z.enum(['M', 'F'], { error: 'must be M or F, as HMRC holds it for the person' }).optional().openapi({ description: 'Write-only. Gender as HMRC holds it (RTI Data Item Guide 2026-27)' }),
    starter_declaration: z.enum(['A', 'B', 'C'], { error: 'must be A, B or C' }).optional().openapi({ description: "Write-only. A new starter's declaration: A first job, B only job now, C another job or pension" }),
    address: z
      .strictObject({
        lines: z.array(z.string({ error: 'must be text' }).trim().superRefine(problemCheck(gbAddressLineProblem)), { error: 'must be a list of 2 to 4 address lines' })
          .min(2, 'HMRC needs at least two address lines').max(4, 'HMRC takes at most four address lines'),
        postcode: z.string({ error: 'must be a UK postcode' }).superRefine(problemCheck(gbPostcodeProblem)),
      }, { error: 'must be an object with lines and postcode' })
      .optional()
      .openapi({ description: 'Write-only. The UK address HMRC takes in place of a NINO: 2 to 4 lines of at most 35 characters, and the postcode (RTI Data Item Guide 2026-27)' }),
    normal_weekly_hours: z.number({ error: 'must be a number of hours from 0 to 168' }).min(0, 'must be from 0 to 168').max(168, 'must be from 0 to 168')
      .refine((h) => Math.abs(h * 100 - Math.round(h * 100)) < 1e-9, 'must have at most two decimals').optional()
      .openapi({ description: "Write-only. Hours normally worked a week; the FPS reports its band (HoursWorked A-D; E when not given or 0)" }),
    payroll_id: z.string({ error: 'must be text' }).superRefine(problemCheck(gbPayrollIdProblem)).optional()
      .openapi({ description: "Write-only. The employment's payroll ID for HMRC when it is not the staff id; a re-employment needs a new one" }),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'must give at least one of gender, starter_declaration, address, normal_weekly_hours, payroll_id')
  .openapi('EmployeeFilingInputs');

export const FilingInputsStored = z
  .object({
    object: z.literal('employee_filing_inputs'),
    employee_id: Uuid,
    stored: z.array(z.string()).openapi({ description: 'The inputs this request stored; their values are write-only' }),
  })
  .openapi('EmployeeFilingInputsStored');
