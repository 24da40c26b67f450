import { pricingTable, type PricingCase } from './harness.ts';

// CPF follows the month the wages were earned, not the date the run is priced on: the 2026 changes
// "apply to wages earned from 1 January 2026" (CPF Board, "Updates on 1 Jan 2026", S1 in SOURCES.md).
// Each pair prices the same wages with an as_of_date on the other side of 1 January 2026.

const BORN_57 = '1968-06-15';
const BORN_62 = '1963-06-15';
const TABLES_2025 = 'CPF Board, CPF Contribution Rates from 1 January 2025, Table 1 (S1)';
const TABLES_2026 = 'CPF Board, CPF Contribution Rates from 1 January 2026, Table 1 (S1): "apply to wages earned from 1 January 2026"';

function earned(name: string, source: string, periodEnd: string, asOfDate: string, birthdate: string, basic: string, expect: PricingCase['expect']): PricingCase {
  return { name, source, jurisdiction: 'SG', periodEnd, asOfDate, birthdate, components: { BASIC: basic }, expect };
}

pricingTable('SG CPF by the month the wages were earned, across the 1 Jan 2026 change', [
  earned('December 2025 wages priced on 15 Jan 2026: 2025 rates and the $7,400 OW ceiling', `${TABLES_2025}: above 55-60 32.5% Max. $2,405, employee 17% Max. $1,258`,
    '2025-12-31', '2026-01-15', BORN_57, '9000.00', {
      lines: { CPF_EMPLOYEE: '1258.00', CPF_EMPLOYER: '1147.00', CPF_TOTAL: '2405.00' },
      lineDetails: { CPF_EMPLOYEE: { base: '7400.00', rate: '17%' }, CPF_EMPLOYER: { rate: '15.5%' } },
      ytd: { cpf_ow_subject: '7400.00' },
    }),
  earned('December 2025 wages priced on 31 Dec 2025: the same', TABLES_2025, '2025-12-31', '2025-12-31', BORN_57, '9000.00', {
    lines: { CPF_EMPLOYEE: '1258.00', CPF_EMPLOYER: '1147.00', CPF_TOTAL: '2405.00' },
  }),
  earned('January 2026 wages priced early, on 20 Dec 2025: 2026 rates and the $8,000 OW ceiling', `${TABLES_2026}; above 55-60 34% x 8,000 = 2,720, employee 18% = 1,440`,
    '2026-01-31', '2025-12-20', BORN_57, '9000.00', {
      lines: { CPF_EMPLOYEE: '1440.00', CPF_EMPLOYER: '1280.00', CPF_TOTAL: '2720.00' },
      lineDetails: { CPF_EMPLOYEE: { base: '8000.00', rate: '18%' }, CPF_EMPLOYER: { rate: '16%' } },
      ytd: { cpf_ow_subject: '8000.00' },
    }),
  earned('January 2026 wages priced on 31 Jan 2026: the same', TABLES_2026, '2026-01-31', '2026-01-31', BORN_57, '9000.00', {
    lines: { CPF_EMPLOYEE: '1440.00', CPF_EMPLOYER: '1280.00', CPF_TOTAL: '2720.00' },
  }),
  earned('above 60-65, December 2025 wages priced in 2026: 23.5%', `${TABLES_2025}: 23.5% x 3,000 = 705, employee 11.5% = 345`,
    '2025-12-31', '2026-01-10', BORN_62, '3000.00', {
      lines: { CPF_EMPLOYEE: '345.00', CPF_EMPLOYER: '360.00', CPF_TOTAL: '705.00' },
    }),
  earned('above 60-65, January 2026 wages priced in 2025: 25%', `${TABLES_2026}: 25% x 3,000 = 750, employee 12.5% = 375`,
    '2026-01-31', '2025-12-28', BORN_62, '3000.00', {
      lines: { CPF_EMPLOYEE: '375.00', CPF_EMPLOYER: '375.00', CPF_TOTAL: '750.00' },
    }),
  earned('graduated band, above 55-60, December 2025 wages priced in 2026: factor 0.51', `${TABLES_2025}: "15.5% (TW) + 0.51 (TW - $500)": 93 + 51 = 144`,
    '2025-12-31', '2026-01-05', BORN_57, '600.00', {
      lines: { CPF_EMPLOYEE: '51.00', CPF_EMPLOYER: '93.00', CPF_TOTAL: '144.00' },
    }),
  earned('graduated band, above 55-60, January 2026 wages priced in 2025: factor 0.54', `${TABLES_2026}: "16% (TW) + 0.54 (TW - $500)": 96 + 54 = 150`,
    '2026-01-31', '2025-12-30', BORN_57, '600.00', {
      lines: { CPF_EMPLOYEE: '54.00', CPF_EMPLOYER: '96.00', CPF_TOTAL: '150.00' },
    }),
]);
