import type { Jurisdiction } from '../../jurisdictions.ts';
import { compactIdentifier } from '../identifierText.ts';
import { gbNinoProblem } from './gbNino.ts';
import { gbUtrProblem, normalizeGbUtr } from './gbUtr.ts';
import { sgNricFinProblem } from './sgNricFin.ts';
import { zaIdNumberProblem } from './zaIdNumber.ts';
import { zaTaxReferenceProblem } from './zaTaxReference.ts';

/** One personal identifier a jurisdiction defines for an employee. */
export interface StatutoryIdDefinition {
  key: string;
  description: string;
  /** The identifier statutory filings carry as the person's tax number. One per jurisdiction. */
  isTaxIdentifier: boolean;
  /** Canonical stored form; the input has already been through `compactIdentifier`. */
  canonical: (compacted: string) => string;
  problem: (canonical: string) => string | null;
}

const asIs = (compacted: string) => compacted;

function pattern(regex: RegExp, reason: string): (value: string) => string | null {
  return (value) => (regex.test(value) ? null : reason);
}

export const statutoryIdCatalog: Record<Jurisdiction, readonly StatutoryIdDefinition[]> = {
  KE: [
    {
      // KRA iTax PIN: A (individual) or P (non-individual), 9 digits, a letter.
      key: 'kra_pin',
      description: 'Kenya Revenue Authority PIN, e.g. A000000000Z',
      isTaxIdentifier: true,
      canonical: asIs,
      problem: pattern(/^[AP]\d{9}[A-Z]$/, 'must be A or P, 9 digits and a letter'),
    },
    {
      // NSSF member numbers are issued as digits; their length has varied, so only the character set is checked.
      key: 'nssf_number',
      description: 'National Social Security Fund member number',
      isTaxIdentifier: false,
      canonical: asIs,
      problem: pattern(/^\d{6,12}$/, 'must be 6 to 12 digits'),
    },
    {
      // SHA/SHIF membership numbers have no published layout; letters and digits are accepted.
      key: 'shif_number',
      description: 'Social Health Insurance Fund (Social Health Authority) member number',
      isTaxIdentifier: false,
      canonical: asIs,
      problem: pattern(/^[A-Z0-9]{6,20}$/, 'must be 6 to 20 letters or digits'),
    },
  ],
  GH: [
    {
      // NIA Ghana Card PIN, GHA-XXXXXXXXX-X; GRA has used it as the individual TIN since 1 April 2021.
      key: 'ghana_card_pin',
      description: 'Ghana Card personal identification number, e.g. GHA-000000000-0',
      isTaxIdentifier: true,
      canonical: (compacted) => (/^GHA\d{10}$/.test(compacted) ? `GHA-${compacted.slice(3, 12)}-${compacted.slice(12)}` : compacted),
      problem: pattern(/^GHA-\d{9}-\d$/, 'must be GHA, 9 digits and a check digit'),
    },
    {
      key: 'ssnit_number',
      description: 'SSNIT social security number: a letter and 12 digits',
      isTaxIdentifier: false,
      canonical: asIs,
      problem: pattern(/^[A-Z]\d{12}$/, 'must be a letter and 12 digits'),
    },
  ],
  NG: [
    {
      key: 'nin',
      description: 'NIMC National Identification Number (11 digits)',
      isTaxIdentifier: false,
      canonical: asIs,
      problem: pattern(/^\d{11}$/, 'must be 11 digits'),
    },
    {
      key: 'rsa_pin',
      description: 'PenCom Retirement Savings Account PIN, e.g. PEN000000000000',
      isTaxIdentifier: false,
      canonical: asIs,
      problem: pattern(/^PEN\d{12}$/, 'must be PEN and 12 digits'),
    },
    {
      // JTB TIN for individuals is 10 digits; FIRS's older TIN is 8 digits, a dash and 4 digits (stored without the dash).
      key: 'tin',
      description: 'Tax Identification Number (JTB 10 digits, or FIRS 12 digits)',
      isTaxIdentifier: true,
      canonical: asIs,
      problem: pattern(/^(\d{10}|\d{12})$/, 'must be 10 or 12 digits'),
    },
    {
      key: 'bvn',
      description: 'CBN Bank Verification Number (11 digits)',
      isTaxIdentifier: false,
      canonical: asIs,
      problem: pattern(/^\d{11}$/, 'must be 11 digits'),
    },
  ],
  ZA: [
    {
      key: 'tax_reference',
      description: 'SARS income tax reference number (10 digits)',
      isTaxIdentifier: true,
      canonical: (compacted) => compacted.replace(/\//gu, ''),
      problem: zaTaxReferenceProblem,
    },
    {
      key: 'id_number',
      description: 'South African identity number (13 digits)',
      isTaxIdentifier: false,
      canonical: asIs,
      problem: zaIdNumberProblem,
    },
  ],
  GB: [
    {
      // RTI Full Payment Submissions identify the employee by NINO.
      key: 'nino',
      description: 'National Insurance number, e.g. QQ123456C',
      isTaxIdentifier: true,
      canonical: asIs,
      problem: gbNinoProblem,
    },
    {
      key: 'utr',
      description: 'Self Assessment Unique Taxpayer Reference (10 digits)',
      isTaxIdentifier: false,
      canonical: normalizeGbUtr,
      problem: gbUtrProblem,
    },
  ],
  SG: [
    {
      key: 'nric_fin',
      description: 'NRIC or FIN, e.g. S0000001I',
      isTaxIdentifier: true,
      canonical: asIs,
      problem: sgNricFinProblem,
    },
  ],
};

export function statutoryIdDefinition(jurisdiction: Jurisdiction, key: string): StatutoryIdDefinition | undefined {
  return statutoryIdCatalog[jurisdiction].find((definition) => definition.key === key);
}

export function taxIdentifierKey(jurisdiction: Jurisdiction): string {
  const definition = statutoryIdCatalog[jurisdiction].find((entry) => entry.isTaxIdentifier);
  if (definition === undefined) throw new Error(`catalog for ${jurisdiction} marks no tax identifier`);
  return definition.key;
}

export function normalizeStatutoryId(definition: StatutoryIdDefinition, raw: string): string {
  return definition.canonical(compactIdentifier(raw));
}
