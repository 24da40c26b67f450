import { taxProfileSchemas, type Jurisdiction } from '../../domain/jurisdictions.ts';
import type { PricingRequest } from '../../domain/payroll/pricing.ts';

/** Request `i` of the pricing benchmarks: a spread of pay (band edges, caps, reliefs) so no branch is favoured. */
export function benchRequest(i: number, pool: readonly Jurisdiction[]): PricingRequest {
  const jurisdiction = pool[i % pool.length]!;
  const profile = jurisdiction === 'KE' ? { insurance_premiums_minor: (i % 7) * 100_000, disability_exemption: i % 97 === 0 } : {};
  return {
    jurisdiction,
    asOfDate: '2025-07-31',
    periodStart: '2025-07-01',
    periodEnd: '2025-07-31',
    classification: i % 50 === 0 ? 'contractor' : 'employee',
    birthdate: '1985-03-14',
    taxProfile: taxProfileSchemas[jurisdiction].parse(profile),
    household: { dependants: 0, medical_scheme_dependants: 0 },
    components:
      i % 50 === 0
        ? [{ code: 'CONTRACT_FEE', amountMinor: 5_000_000 + i * 1_000 }]
        : [
            { code: 'BASIC', amountMinor: 1_500_000 + ((i * 7_919) % 100_000_000) },
            { code: 'HOUSING', amountMinor: (i % 5) * 500_000 },
          ],
    ytd: {},
  };
}
