import type { Jurisdiction } from '../../jurisdictions.ts';
import { statutoryIdDefinition } from './catalog.ts';

/** What the payslip calls each country's tax number, short enough for the PDF's label column (78pt). */
const payslipLabel: Record<Jurisdiction, string> = {
  KE: 'KRA PIN',
  ZA: 'Tax ref. no.',
  NG: 'TIN',
  GH: 'Ghana Card',
  GB: 'NI number',
  SG: 'NRIC / FIN',
};

/** Characters left readable at the end: enough for the employee to recognise the number, too few to misuse it. */
const visibleTail = 4;

export function maskIdentifier(value: string): string {
  if (value.length <= visibleTail) return '*'.repeat(value.length);
  return '*'.repeat(value.length - visibleTail) + value.slice(-visibleTail);
}

/**
 * The tax identifier a payslip prints, masked, from the stored statutory_ids ({ values, tax_identifier_key }).
 * Null when the employee has none on file or it does not pass the jurisdiction's format check.
 */
export function printedTaxIdentifier(jurisdiction: Jurisdiction, statutoryIds: unknown): { label: string; value: string } | null {
  if (typeof statutoryIds !== 'object' || statutoryIds === null) return null;
  const { values, tax_identifier_key: key } = statutoryIds as { values?: Record<string, unknown>; tax_identifier_key?: unknown };
  if (typeof key !== 'string' || values === undefined) return null;
  const value = values[key];
  const definition = statutoryIdDefinition(jurisdiction, key);
  if (typeof value !== 'string' || definition === undefined || definition.problem(value) !== null) return null;
  return { label: payslipLabel[jurisdiction], value: maskIdentifier(value) };
}
