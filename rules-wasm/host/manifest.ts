import type { FieldSlot } from './profile-slots.ts';

/** What `npm run rules:build` writes beside the module (rules-wasm/build/manifest.json). */
export interface RulesManifest {
  formatVersion: 1;
  /** Hash of every input of the build (tables, AssemblyScript, compiler, host layout): staleness check. */
  inputsHash: string;
  wasmHash: string;
  tables: ManifestTable[];
  lines: ManifestLine[];
  jurisdictions: Record<string, ManifestJurisdiction>;
}

export interface ManifestTable {
  ref: number;
  jurisdiction: string;
  rule: string;
  family: string;
  description: string;
  effectiveFrom: string;
  repealed: boolean;
  hash: string;
  /** "authority, title, date[, section][, url]" */
  source: string;
  file: string;
  /** The validated version as authored (amounts in minor units, rates in parts per million), for `rules doc`. */
  data: unknown;
}

/** A table version as payslip lines name it: "KE/paye@2023-07-01#3f9a1c2b" (`rule_version_ref`). */
export function ruleVersionRef(table: Pick<ManifestTable, 'jurisdiction' | 'rule' | 'effectiveFrom' | 'hash'>): string {
  return `${table.jurisdiction}/${table.rule}@${table.effectiveFrom}#${table.hash}`;
}

export interface ManifestLine {
  id: number;
  code: string;
  kind: 'earning' | 'deduction' | 'employer_cost' | 'informational';
  tax: boolean;
  description: string;
  jurisdiction: string | null;
}

export interface ManifestJurisdiction {
  index: number;
  taxYear: { startMonth: number; startDay: number; label: 'start_year' | 'end_year' | 'span' };
  ytd: string[];
  profile: FieldSlot[];
}
