import type { Jurisdiction } from '../../jurisdictions.ts';
import type { StatutoryIds } from './checkStatutoryIds.ts';

/** An identifier as a payslip prints it: a plain label and the value with all but its last four characters hidden. */
export interface PrintedIdentifier {
  label: string;
  value: string;
}

/**
 * The identifiers an employee needs to find their own filings, per jurisdiction: the TIN Nigerian PAYE is
 * remitted under, the Ghana Card PIN that GRA uses as the TIN, the NRIC/FIN that is the CPF account number.
 */
const printedOnPayslip: Partial<Record<Jurisdiction, readonly { key: string; label: string }[]>> = {
  NG: [{ key: 'tin', label: 'Tax ID (TIN)' }],
  GH: [{ key: 'ghana_card_pin', label: 'Ghana Card PIN' }],
  SG: [{ key: 'nric_fin', label: 'CPF account (NRIC/FIN)' }],
};

const VISIBLE = 4;

/**
 * statutory_ids are write-only, so a payslip shows them in part (as Singapore's PDPC advises for NRIC
 * numbers: the last three digits and the letter). Separators stay so the shape is recognisable.
 */
export function maskIdentifier(value: string): string {
  const alphanumerics = [...value].filter((c) => /[A-Za-z0-9]/.test(c)).length;
  let hide = Math.max(0, alphanumerics - VISIBLE);
  return [...value].map((c) => (/[A-Za-z0-9]/.test(c) && hide-- > 0 ? '*' : c)).join('');
}

export function printedIdentifiersOf(jurisdiction: Jurisdiction, ids: StatutoryIds | null): PrintedIdentifier[] {
  const values = ids?.values ?? {};
  return (printedOnPayslip[jurisdiction] ?? []).flatMap(({ key, label }) => {
    const value = values[key];
    return typeof value === 'string' && value.length > 0 ? [{ label, value: maskIdentifier(value) }] : [];
  });
}
