import type { Jurisdiction } from '../jurisdictions.ts';
import { gbAccountsOfficeReferenceProblem, gbPayeReferenceProblem } from './gbEmployerReferences.ts';
import { nigerianStates } from './ngStates.ts';

/**
 * The inputs statutory filings need that pricing does not: the employer's references with each authority, and
 * each employee's write-only filing inputs. One definition per field feeds the API's schemas, the admin CLI, the
 * checks on write and the blockers of a filing that lacks one. Each country's documents cite where a field is
 * defined (documents/filings/<country>/SOURCES.md).
 */
export interface FilingField {
  key: string;
  description: string;
  example: string;
  /** The values the field takes, when it is a closed list. */
  values?: readonly string[];
  /** Why a value (trimmed, upper-cased unless `keepCase`) is not of the field's form; null when it is. */
  problem: (value: string) => string | null;
  keepCase?: boolean;
}

const pattern = (regex: RegExp, reason: string) => (value: string) => (regex.test(value) ? null : reason);
const oneOf = (values: readonly string[]) => (value: string) => (values.includes(value) ? null : `must be one of ${values.join(', ')}`);
const closed = (key: string, description: string, values: readonly string[]): FilingField => ({ key, description, example: values[0]!, values, problem: oneOf(values) });

export const employerReferenceCatalog: Record<Jurisdiction, readonly FilingField[]> = {
  GB: [
    { key: 'paye_reference', description: 'HMRC employer PAYE reference', example: '123/AB45678', problem: gbPayeReferenceProblem },
    { key: 'accounts_office_reference', description: 'HMRC Accounts Office reference', example: '123PA00012345', problem: gbAccountsOfficeReferenceProblem },
  ],
  KE: [
    { key: 'employer_pin', description: "The employer's KRA PIN (iTax)", example: 'P051234567X', problem: pattern(/^P\d{9}[A-Z]$/u, 'must be P, 9 digits and a letter') },
    { key: 'nssf_employer_number', description: "The employer's NSSF registration number", example: '1234567', problem: pattern(/^[A-Z0-9]{5,15}$/u, 'must be 5 to 15 letters or digits') },
  ],
  ZA: [
    { key: 'paye_reference', description: 'SARS PAYE reference number (10 digits starting with 7)', example: '7000000008', problem: pattern(/^7\d{9}$/u, 'must be 10 digits starting with 7') },
    { key: 'sdl_reference', description: 'SARS Skills Development Levy reference (L and 9 digits)', example: 'L000000008', problem: pattern(/^L\d{9}$/u, 'must be L and 9 digits') },
    { key: 'uif_reference', description: 'UIF reference with SARS (U and 9 digits)', example: 'U000000008', problem: pattern(/^U\d{9}$/u, 'must be U and 9 digits') },
  ],
  SG: [
    { key: 'uen', description: "The employer's Unique Entity Number", example: '201912345K', problem: pattern(/^(\d{8}[A-Z]|\d{9}[A-Z]|[ST]\d{2}[A-Z]{2}\d{4}[A-Z])$/u, 'must be a UEN: 8 or 9 digits and a letter, or T/S, 2 digits, 2 letters, 4 digits and a letter') },
    { key: 'cpf_submission_number', description: 'CPF Submission Number: the UEN, the payment type and a serial', example: '201912345KPTE01', problem: pattern(/^[A-Z0-9]{9,10}[A-Z]{3}\d{2}$/u, 'must be the UEN, a three-letter payment type and two digits (e.g. 201912345KPTE01)') },
  ],
  NG: [
    { key: 'employer_tin', description: "The employer's Tax Identification Number", example: '12345678-0001', problem: pattern(/^(\d{8}-\d{4}|\d{10})$/u, 'must be 8 digits, a dash and 4 digits, or 10 digits') },
    { key: 'pencom_employer_code', description: "The employer's PenCom employer code", example: 'PR0000012345', problem: pattern(/^PR\d{10}$/u, 'must be PR and 10 digits') },
  ],
  GH: [
    { key: 'employer_tin', description: "The employer's GRA Taxpayer Identification Number", example: 'C0001234567', problem: pattern(/^[CGPQV]\d{10}$/u, 'must be a letter (C, G, P, Q or V) and 10 digits') },
    { key: 'ssnit_employer_number', description: "The employer's SSNIT establishment number", example: 'E12345678901', problem: pattern(/^[A-Z0-9]{6,15}$/u, 'must be 6 to 15 letters or digits') },
  ],
};

export const employeeFilingInputCatalog: Record<Jurisdiction, readonly FilingField[]> = {
  GB: [
    closed('gender', 'Gender as HMRC holds it for the person (RTI Data Item Guide 2026-27): M or F', ['M', 'F']),
    closed('starter_declaration', "A new starter's declaration: A first job, B only job now, C another job or pension", ['A', 'B', 'C']),
  ],
  KE: [
    closed('residential_status', 'KRA P10: Resident or Non-Resident', ['RESIDENT', 'NON_RESIDENT']),
    closed('employee_type', 'KRA P10: Primary Employee (this job takes the personal relief) or Secondary Employee', ['PRIMARY', 'SECONDARY']),
    // NSSF's payroll template and SHA's upload identify the member by national ID number (documents/filings/ke/SOURCES.md).
    { key: 'national_id_number', description: 'Kenyan national ID (or alien ID) number, as NSSF and SHA returns take it', example: '12345678', problem: pattern(/^\d{6,9}$/u, 'must be 6 to 9 digits') },
    { key: 'disability_exemption_certificate', description: "KRA P10: the number of the employee's disability exemption certificate (when the tax profile has disability_exemption)", example: 'DEC2024001234', problem: pattern(/^[A-Z0-9/-]{3,30}$/u, 'must be 3 to 30 letters, digits, / or -') },
  ],
  NG: [
    closed('state_of_residence', "The state whose revenue service the employee's PAYE goes to (ISO 3166-2:NG code; FC: the Federal Capital Territory)", nigerianStates),
    { key: 'pension_fund_administrator', description: "The Pension Fund Administrator holding the employee's RSA, by its PenCom name", example: 'STANBIC IBTC PENSION MANAGERS', problem: pattern(/^[A-Z0-9 &.,'()-]{2,80}$/u, 'must be the PFA name: 2 to 80 letters, digits or & . , \' ( ) -') },
  ],
  ZA: [],
  SG: [],
  GH: [
    // GRA DT 0107a column 7 (documents/filings/gh/SOURCES.md).
    closed('secondary_employment', 'GRA DT 0107a: Y when this is not the employee\'s main employment, else N', ['N', 'Y']),
  ],
};

/** Every employee filing input by key (keys are unique across countries). */
export const employeeFilingInputs = new Map(Object.values(employeeFilingInputCatalog).flat().map((f) => [f.key, f]));

/** The value as stored: trimmed and, unless the field keeps its case, upper-cased. */
export function canonicalFilingValue(field: FilingField, value: string): string {
  const trimmed = value.trim();
  return field.keepCase ? trimmed : trimmed.toUpperCase();
}
