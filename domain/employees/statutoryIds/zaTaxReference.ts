import { isDigits } from '../identifierText.ts';
import { passesLuhn } from './luhn.ts';

/**
 * SARS income tax reference number: 10 digits, first digit 0, 1, 2, 3 or 9, Luhn check digit last.
 * OECD, "South Africa – Information on Tax Identification Numbers"
 * (https://www.oecd.org/tax/automatic-exchange/crs-implementation-and-assistance/tax-identification-numbers/South-Africa-TIN.pdf);
 * python-stdnum `stdnum/za/tin.py`.
 */
export function zaTaxReferenceProblem(reference: string): string | null {
  if (!isDigits(reference, 10)) return 'must be 10 digits';
  if (!'01239'.includes(reference[0] ?? '')) return 'must start with 0, 1, 2, 3 or 9';
  return passesLuhn(reference) ? null : 'check digit does not match';
}
