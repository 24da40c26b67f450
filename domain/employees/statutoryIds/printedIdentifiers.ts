import type { Jurisdiction } from '../../jurisdictions.ts';
import type { StatutoryIds } from './checkStatutoryIds.ts';
import { statutoryIdDefinition } from './catalog.ts';
import { maskedNino } from '../../payroll/gbPayslipFacts.ts';

/** An identifier as a payslip prints it: a plain label and the value with all but its last four characters hidden. */
export interface PrintedIdentifier {
  label: string;
  value: string;
}

/**
 * The identifiers an employee needs to find their own filings, per jurisdiction: the KRA PIN and SARS tax
 * reference PAYE is filed under, the TIN Nigerian PAYE is remitted under, the Ghana Card PIN that GRA uses as
 * the TIN, the NRIC/FIN that is the CPF account number. Labels fit the PDF's label column.
 */
const printedOnPayslip: Partial<Record<Jurisdiction, readonly { key: string; label: string }[]>> = {
  KE: [{ key: 'kra_pin', label: 'KRA PIN' }],
  ZA: [{ key: 'tax_reference', label: 'Tax ref. no.' }],
  NG: [{ key: 'tin', label: 'Tax ID (TIN)' }],
  GH: [{ key: 'ghana_card_pin', label: 'Ghana Card PIN' }],
  SG: [{ key: 'nric_fin', label: 'CPF account (NRIC/FIN)' }],
};

const VISIBLE = 4;

/**
 * statutory_ids are write-only, so a payslip shows them in part (as Singapore's PDPC advises for NRIC
 * numbers: the last three digits and the letter); one too short to hide anything is hidden whole.
 * Separators stay so the shape is recognisable.
 */
export function maskIdentifier(value: string): string {
  const alphanumerics = [...value].filter((c) => /[A-Za-z0-9]/.test(c)).length;
  let hide = alphanumerics <= VISIBLE ? alphanumerics : alphanumerics - VISIBLE;
  return [...value].map((c) => (/[A-Za-z0-9]/.test(c) && hide-- > 0 ? '*' : c)).join('');
}

/** Nothing for an identifier not on file or not of its jurisdiction's format. */
export function printedIdentifiersOf(jurisdiction: Jurisdiction, ids: StatutoryIds | null): PrintedIdentifier[] {
  const values = ids?.values ?? {};
  return (printedOnPayslip[jurisdiction] ?? []).flatMap(({ key, label }) => {
    const value = values[key];
    const definition = statutoryIdDefinition(jurisdiction, key);
    if (typeof value !== 'string' || value.length === 0 || definition?.problem(value) !== null) return [];
    return [{ label, value: maskIdentifier(value) }];
  });
}

/**
 * All a payslip prints of an employee's statutory ids: the identifiers above, and a GB payslip's NI number, masked.
 * Kept beside the sealed ids whenever they are written (employees.masked_statutory_ids), so calculating a payslip
 * need not open them.
 */
export interface StatutoryIdsAsPrinted {
  identifiers: PrintedIdentifier[];
  ni_number: string | null;
}

export function statutoryIdsAsPrinted(jurisdiction: Jurisdiction, ids: StatutoryIds | null): StatutoryIdsAsPrinted {
  const nino = ids?.values.nino;
  return {
    identifiers: printedIdentifiersOf(jurisdiction, ids),
    ni_number: jurisdiction === 'GB' && typeof nino === 'string' ? maskedNino(nino) : null,
  };
}
