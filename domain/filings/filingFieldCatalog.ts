import type { Jurisdiction } from '../jurisdictions.ts';
import { gbAccountsOfficeReferenceProblem, gbPayeReferenceProblem } from './gbEmployerReferences.ts';
import { nigerianStates } from './ngStates.ts';
import { zaPayeReferenceProblem, zaSdlReferenceProblem, zaUifReferenceProblem } from './zaEmployerReferences.ts';
import { zaFreeText } from './zaFreeText.ts';
import { notInPensionScheme, pencomLicensedPfas } from './ngPensionFundAdministrators.ts';
import { sgCpfSubmissionNumberProblem } from './sgCpfSubmissionNumber.ts';

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
  // SARS PAYE Employer Reconciliation BRS V23.0.0, employer header codes 2020-2082 (documents/filings/za/SOURCES.md).
  ZA: [
    { key: 'paye_reference', description: 'SARS PAYE reference number (BRS code 2020: 7 and 9 digits, modulus 10 check)', example: '7000000002', problem: zaPayeReferenceProblem },
    { key: 'sdl_reference', description: 'SARS Skills Development Levy reference (code 2022: L and the 9 digits of the PAYE reference)', example: 'L000000002', problem: zaSdlReferenceProblem },
    { key: 'uif_reference', description: 'UIF reference with SARS (code 2024: U and the 9 digits of the PAYE reference)', example: 'U000000002', problem: zaUifReferenceProblem },
    { key: 'contact_person', description: "Employer contact person (code 2025, free text, 30 characters)", example: 'Naledi Khumalo', keepCase: true, problem: pattern(zaFreeText(30), 'must be 1 to 30 letters, digits, spaces or . - \' & / ( ) (no comma or pipe)') },
    { key: 'contact_number', description: 'Employer contact telephone number (code 2026: 10 to 15 digits, national numbers start with 0)', example: '0115550123', problem: pattern(/^0\d{9,14}$/u, 'must be 10 to 15 digits starting with 0, without spaces') },
    { key: 'contact_email', description: 'Employer contact e-mail (code 2027, 70 characters)', example: 'payroll@example.co.za', keepCase: true, problem: pattern(/^(?=.{3,70}$)[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/u, 'must be an e-mail address of up to 70 characters') },
    { key: 'business_street', description: "Employer's physical address: street or farm name (code 2064, 35 characters)", example: 'Rivonia Road', keepCase: true, problem: pattern(zaFreeText(35), 'must be 1 to 35 letters, digits, spaces or . - \' & / ( ) (no comma or pipe)') },
    { key: 'business_city', description: "Employer's physical address: city or town (code 2066, 21 characters)", example: 'Sandton', keepCase: true, problem: pattern(zaFreeText(21), 'must be 1 to 21 letters, digits, spaces or . - \' & / ( ) (no comma or pipe)') },
    { key: 'business_postal_code', description: "Employer's physical address: postal code (code 2080, 4 digits)", example: '2196', problem: pattern(/^\d{4}$/u, 'must be 4 digits') },
    { key: 'sic7_code', description: "The employer's Standard Industrial Classification (code 2082, SIC7 5-digit sub-class)", example: '62010', problem: pattern(/^\d{5}$/u, 'must be the 5-digit SIC7 sub-class') },
  ],
  SG: [
    { key: 'uen', description: "The employer's Unique Entity Number", example: '201912345K', problem: pattern(/^(\d{8}[A-Z]|\d{9}[A-Z]|[ST]\d{2}[A-Z]{2}\d{4}[A-Z])$/u, 'must be a UEN: 8 or 9 digits and a letter, or T/S, 2 digits, 2 letters, 4 digits and a letter') },
    { key: 'cpf_submission_number', description: 'CPF Submission Number: the UEN, the payment type and a serial', example: '201912345KPTE01', problem: sgCpfSubmissionNumberProblem },
    // IRAS AIS IR8A header record: the person authorised to submit for the employer (documents/filings/sg/SOURCES.md).
    { key: 'iras_authorised_person', description: 'IR8A header: name of the person authorised by the employer to submit (AIS)', example: 'Tan Mei Ling', keepCase: true, problem: pattern(/^[A-Za-z][A-Za-z ,.'@()/-]{0,29}$/u, 'must be 1 to 30 letters, spaces or , . \' @ ( ) / -') },
    { key: 'iras_authorised_designation', description: 'IR8A header: designation of the authorised person', example: 'Finance Manager', keepCase: true, problem: pattern(/^[A-Za-z0-9][A-Za-z0-9 ,.&'()/-]{0,29}$/u, 'must be 1 to 30 letters, digits, spaces or , . & \' ( ) / -') },
    { key: 'iras_authorised_phone', description: 'IR8A header: telephone of the authorised person (8 digits)', example: '61234567', problem: pattern(/^\d{8}$/u, 'must be 8 digits') },
    { key: 'iras_authorised_email', description: 'IR8A header: email of the authorised person', example: 'payroll@example.sg', keepCase: true, problem: pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/u, 'must be an email address') },
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
    closed('pension_fund_administrator', "The Pension Fund Administrator holding the employee's RSA: a PFA licensed by PenCom, by code (domain/filings/ngPensionFundAdministrators.ts); NONE for a person outside the contributory scheme (PRA 2014 s.5 exemptions, contractors)", [...Object.keys(pencomLicensedPfas), notInPensionScheme]),
  ],
  ZA: [
    { key: 'residential_street', description: "SARS IRP5 code 3214: the employee's residential street or farm name (35 characters)", example: 'Jan Smuts Avenue', keepCase: true, problem: pattern(zaFreeText(35), 'must be 1 to 35 letters, digits, spaces or . - \' & / ( ) (no comma or pipe)') },
    { key: 'residential_city', description: "SARS IRP5 code 3216: the employee's residential city or town (21 characters)", example: 'Johannesburg', keepCase: true, problem: pattern(zaFreeText(21), 'must be 1 to 21 letters, digits, spaces or . - \' & / ( ) (no comma or pipe)') },
    { key: 'residential_postal_code', description: "SARS IRP5 code 3217: the employee's residential postal code (4 digits)", example: '2193', problem: pattern(/^\d{4}$/u, 'must be 4 digits') },
  ],
  SG: [
    closed('sex', 'IRAS IR8A: sex of the employee, M or F', ['M', 'F']),
    { key: 'nationality_code', description: "IRAS IR8A: the employee's nationality by IRAS's three-digit nationality code", example: '301', problem: pattern(/^\d{3}$/u, 'must be IRAS\'s three-digit nationality code') },
  ],
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
