import type { PayFrequency } from './payFrequency.ts';
import type { ComponentCode, HouseholdComposition, Jurisdiction, TaxProfile } from '../jurisdictions.ts';

/** Named integer accumulators for the tax year so far; the names are jurisdiction-defined (tables/<CC>/jurisdiction.yaml). */
export type YearToDate = Record<string, number>;

export interface PricingRequest {
  jurisdiction: Jurisdiction;
  /** 'YYYY-MM-DD': which table versions are in force. */
  asOfDate: string;
  periodStart: string;
  periodEnd: string;
  /** How often the run pays; monthly (the default) prices any period as the tax month of its last day. */
  payFrequency?: PayFrequency;
  classification: 'employee' | 'contractor';
  birthdate: string | null;
  /** 'YYYY-MM-DD', the employee's last day of employment (cessation); null or absent while employed. */
  employmentEnd?: string | null;
  /** Parsed with defaults (domain/jurisdictions.ts taxProfileSchemas). */
  taxProfile: TaxProfile;
  household: HouseholdComposition;
  /** Already prorated, in the jurisdiction's currency, minor units. */
  components: { code: ComponentCode; amountMinor: number }[];
  /** Accumulators for this tax year before this period ({} at the start of the year). */
  ytd: YearToDate;
}

export type LineKind = 'earning' | 'deduction' | 'employer_cost' | 'informational';

export interface PricedLine {
  code: string;
  kind: LineKind;
  description: string;
  amountMinor: number;
  baseMinor: number;
  /** e.g. "2.75%"; null when the line is not a rate times a base. */
  rateApplied: string | null;
  /** "<CC>/<rule>@<effective_from>#<table hash>", null for earnings. */
  ruleVersionRef: string | null;
}

export interface PricingResult {
  /** A tax_profile choice priced with in place of the recorded one (GB: ni_category corrected for age); absent otherwise. */
  appliedChoice?: { field: string; value: string };
  lines: PricedLine[];
  grossMinor: number;
  taxMinor: number;
  employeeDeductionsMinor: number;
  employerCostMinor: number;
  netMinor: number;
  /** Accumulators after this period: pass them as `ytd` of the next period of the same tax year. */
  ytd: YearToDate;
}

export interface TaxYear {
  start: string;
  end: string;
  label: string;
}

export interface ManifestTableSummary {
  jurisdiction: string;
  rule: string;
  effectiveFrom: string;
  hash: string;
  source: string;
}
