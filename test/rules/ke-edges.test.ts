import { pricingTable, type PricingCase } from './harness.ts';

// Kenya band edges, caps, floors, exemptions and contractors. Expected values computed by hand from the
// tables (arithmetic in each name/source) and checked with an independent decimal calculation.
const ke = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'KE', ...c });

// January 2024: NSSF year 1 is 1,080 for any pay >= 18,000, no AHL, so taxable pay = gross - 1,080.
const january2024 = (gross: string, expect: PricingCase['expect'], why: string) =>
  ke({ name: `Jan 2024 gross ${gross}: ${why}`, source: 'computed by hand: taxable = gross - NSSF 1,080; PAYE = bands - 2,400 - 15% of NHIF', periodEnd: '2024-01-31', components: { BASIC: gross }, expect });

pricingTable('KE PAYE band edges (Finance Act 2023 monthly bands)', [
  january2024('25080.00', { lines: { TAXABLE_PAY: '24000.00', TAX_BEFORE_RELIEFS: '2400.00', NHIF: '850.00', INSURANCE_RELIEF: '127.50', PAYE: '0.00' } }, 'taxable 24,000 = top of the 10% band; reliefs exceed tax, PAYE nil'),
  january2024('25081.00', { lines: { TAXABLE_PAY: '24001.00', TAX_BEFORE_RELIEFS: '2400.25', PAYE: '0.00' }, lineDetails: { PAYE: { rate: '25%' } } }, 'first shilling at 25%'),
  january2024('33413.00', { lines: { TAXABLE_PAY: '32333.00', TAX_BEFORE_RELIEFS: '4483.25', NHIF: '900.00', INSURANCE_RELIEF: '135.00', PAYE: '1948.25' }, lineDetails: { PAYE: { rate: '25%' } } }, 'taxable 32,333 = top of the 25% band: 2,400 + 2,083.25'),
  january2024('33414.00', { lines: { TAXABLE_PAY: '32334.00', TAX_BEFORE_RELIEFS: '4483.55', PAYE: '1948.55' }, lineDetails: { PAYE: { rate: '30%' } } }, 'first shilling at 30%'),
  january2024('501080.00', { lines: { TAXABLE_PAY: '500000.00', TAX_BEFORE_RELIEFS: '144783.35', INSURANCE_RELIEF: '255.00', PAYE: '142128.35' } }, 'taxable 500,000: 4,483.25 + 467,667 x 30%'),
  january2024('501081.00', { lines: { TAXABLE_PAY: '500001.00', TAX_BEFORE_RELIEFS: '144783.68', PAYE: '142128.68' }, lineDetails: { PAYE: { rate: '32.5%' } } }, 'one shilling at 32.5% = 0.325, rounded half up'),
  january2024('801080.00', { lines: { TAXABLE_PAY: '800000.00', TAX_BEFORE_RELIEFS: '242283.35', PAYE: '239628.35' } }, 'taxable 800,000: + 300,000 x 32.5%'),
  january2024('801081.00', { lines: { TAXABLE_PAY: '800001.00', TAX_BEFORE_RELIEFS: '242283.70', PAYE: '239628.70' }, lineDetails: { PAYE: { rate: '35%' } } }, 'first shilling at 35%'),
  january2024('5000.00', { lines: { NSSF_TIER_I: '300.00', NSSF_TIER_II: null, NSSF_TIER_II_EMPLOYER: null, NHIF: '150.00', TAXABLE_PAY: '4700.00', TAX_BEFORE_RELIEFS: '470.00', PAYE: '0.00' }, net: '4550.00' }, 'below the NSSF LEL: Tier I only'),
]);

const nssf = (periodEnd: string, gross: string, tierOne: string, tierTwo: string | null, why: string) =>
  ke({ name: `NSSF ${periodEnd.slice(0, 7)} gross ${gross}: ${why}`, source: 'NSSF Act 2013 Third Schedule: 6% of pay up to LEL, 6% of pay between LEL and UEL', periodEnd, components: { BASIC: gross }, expect: { lines: { NSSF_TIER_I: tierOne, NSSF_TIER_II: tierTwo, NSSF_TIER_I_EMPLOYER: tierOne, NSSF_TIER_II_EMPLOYER: tierTwo } } });

pricingTable('KE NSSF limits per phase', [
  nssf('2024-01-31', '6000.00', '360.00', null, 'exactly the year-1 LEL'),
  nssf('2024-01-31', '18000.00', '360.00', '720.00', 'exactly the year-1 UEL'),
  nssf('2024-01-31', '18000.01', '360.00', '720.00', 'above the UEL: capped'),
  nssf('2024-02-29', '7000.00', '420.00', null, 'exactly the year-2 LEL'),
  nssf('2024-02-29', '36000.00', '420.00', '1740.00', 'exactly the year-2 UEL'),
  nssf('2025-01-31', '36000.01', '420.00', '1740.00', 'January 2025 still year 2'),
  nssf('2025-02-28', '8000.00', '480.00', null, 'exactly the year-3 LEL'),
  nssf('2025-02-28', '72000.00', '480.00', '3840.00', 'exactly the year-3 UEL'),
  nssf('2026-01-31', '500000.00', '480.00', '3840.00', 'January 2026 still year 3'),
  nssf('2026-02-28', '9000.00', '540.00', null, 'exactly the year-4 LEL'),
  nssf('2026-12-31', '500000.00', '540.00', '5940.00', 'year 4 maximum'),
  nssf('2025-02-28', '8000.01', '480.00', null, 'one cent over the LEL: Tier II is 0.0006, rounds to nil'),
  nssf('2025-02-28', '8000.09', '480.00', '0.01', 'nine cents over the LEL: 0.0054 rounds half up to 0.01'),
]);

pricingTable('KE NSSF membership age (NSSF Act 2013 s.2: an employee has attained 18)', [
  ke({
    name: 'aged 17 on the last day of the period: no NSSF; SHIF, AHL and PAYE still apply',
    source: 'computed by hand: taxable 30,000 - 825 - 450 = 28,725; tax 2,400 + 4,725 x 25% = 3,581.25, less 2,400',
    periodEnd: '2025-07-31',
    birthdate: '2007-08-01',
    components: { BASIC: '30000.00' },
    expect: { lines: { NSSF_TIER_I: null, NSSF_TIER_II: null, NSSF_TIER_I_EMPLOYER: null, SHIF: '825.00', AHL: '450.00', TAXABLE_PAY: '28725.00', PAYE: '1181.25' } },
  }),
  ke({ name: 'eighteenth birthday on the last day of the period: NSSF applies', periodEnd: '2025-07-31', birthdate: '2007-07-31', components: { BASIC: '30000.00' }, expect: { lines: { NSSF_TIER_I: '480.00', NSSF_TIER_II: '1320.00' } } }),
  ke({ name: 'no birthdate on file: NSSF applies', periodEnd: '2025-07-31', birthdate: null, components: { BASIC: '30000.00' }, expect: { lines: { NSSF_TIER_I: '480.00', NSSF_TIER_II: '1320.00' } } }),
  ke({ name: 'aged 70: NSSF still applies (no upper age limit is modelled: none was confirmed in the Act)', periodEnd: '2025-07-31', birthdate: '1955-01-01', components: { BASIC: '30000.00' }, expect: { lines: { NSSF_TIER_I: '480.00', NSSF_TIER_II: '1320.00' } } }),
]);

pricingTable('KE health contribution edges', [
  ke({ name: 'NHIF step edge: 5,999.99 pays 150', periodEnd: '2024-05-31', components: { BASIC: '5999.99' }, expect: { lines: { NHIF: '150.00' } } }),
  ke({ name: 'NHIF step edge: 6,000.00 pays 300', periodEnd: '2024-05-31', components: { BASIC: '6000.00' }, expect: { lines: { NHIF: '300.00' } } }),
  ke({ name: 'NHIF step edge: 99,999.99 pays 1,600', periodEnd: '2024-05-31', components: { BASIC: '99999.99' }, expect: { lines: { NHIF: '1600.00' } } }),
  ke({ name: 'NHIF last month is September 2024', periodEnd: '2024-09-30', components: { BASIC: '20000.00' }, expect: { lines: { NHIF: '750.00', SHIF: null } } }),
  ke({ name: 'SHIF first month is October 2024', periodEnd: '2024-10-31', components: { BASIC: '20000.00' }, expect: { lines: { SHIF: '550.00', NHIF: null } } }),
  ke({ name: 'SHIF minimum 300 binds below 10,909.09 (2.75% of 10,000 = 275)', periodEnd: '2024-10-31', components: { BASIC: '10000.00' }, expect: { lines: { SHIF: '300.00' } } }),
  ke({ name: 'SHIF 2.75% of 10,909.10 = 300.00025 rounds to 300.00', periodEnd: '2025-10-31', components: { BASIC: '10909.10' }, expect: { lines: { SHIF: '300.00' } } }),
  ke({ name: 'SHIF 2.75% of 40,000.20 = 1,100.0055 rounds half up to 1,100.01', periodEnd: '2025-10-31', components: { BASIC: '40000.20' }, expect: { lines: { SHIF: '1100.01' } } }),
  ke({ name: 'SHIF and AHL on every cash component (gross), not basic only', periodEnd: '2025-10-31', components: { BASIC: '30000.00', HOUSING: '10000.00', TRANSPORT: '5000.00', OVERTIME: '3000.00', BONUS: '2000.00' }, expect: { lines: { SHIF: '1375.00', AHL: '750.00' }, gross: '50000.00' } }),
]);

pricingTable('KE Affordable Housing Levy and the December 2024 change', [
  ke({ name: 'no AHL in February 2024 (Finance Act 2023 levy struck down; Affordable Housing Act from 19 March 2024)', periodEnd: '2024-02-29', components: { BASIC: '50000.00' }, expect: { lines: { AHL: null, AHL_EMPLOYER: null, HOUSING_RELIEF: null } } }),
  ke({
    name: 'March 2024, gross 50,000: AHL 750 + 750, housing relief 112.50, PAYE 6,442.85',
    source: 'computed by hand: taxable 50,000 - 2,160 = 47,840; tax 9,135.35 - 2,400 - 180 (15% of NHIF 1,200) - 112.50',
    periodEnd: '2024-03-31',
    components: { BASIC: '50000.00' },
    expect: { lines: { AHL: '750.00', AHL_EMPLOYER: '750.00', HOUSING_RELIEF: '112.50', INSURANCE_RELIEF: '180.00', PAYE: '6442.85' }, net: '39447.15', employerCost: '2910.00' },
  }),
  ke({ name: 'AHL 1.5% of 33,333.33 = 499.99995 rounds to 500.00', periodEnd: '2025-05-31', components: { BASIC: '33333.33' }, expect: { lines: { AHL: '500.00', AHL_EMPLOYER: '500.00' } } }),
  ke({ name: 'housing relief cap: 15% of AHL 75,000 = 11,250, capped at 9,000 (gross 5,000,000, November 2024)', periodEnd: '2024-11-30', components: { BASIC: '5000000.00' }, expect: { lines: { AHL: '75000.00', HOUSING_RELIEF: '9000.00', INSURANCE_RELIEF: '5000.00', PAYE: '1695127.35' } } }),
  ke({
    name: 'as_of_date 26 December 2024: before the Tax Laws (Amendment) Act 2024, SHIF/AHL not deductible, reliefs apply',
    periodEnd: '2024-12-31',
    asOfDate: '2024-12-26',
    components: { BASIC: '120000.00' },
    expect: { lines: { TAXABLE_PAY: '117840.00', INSURANCE_RELIEF: '495.00', HOUSING_RELIEF: '270.00', PAYE: '26970.35' } },
  }),
  ke({
    name: 'as_of_date 27 December 2024: commencement day, SHIF and AHL deducted before PAYE, no reliefs on them',
    source: 'KRA public notice on the Tax Laws (Amendment) Act 2024 (December 2024 and later periods): taxable 120,000 - 2,160 - 3,300 - 1,800 = 112,740',
    periodEnd: '2024-12-31',
    asOfDate: '2024-12-27',
    components: { BASIC: '120000.00' },
    expect: { lines: { TAXABLE_PAY: '112740.00', INSURANCE_RELIEF: null, HOUSING_RELIEF: null, PAYE: '26205.35' } },
  }),
]);

pricingTable('KE insurance relief and disability exemption', [
  ke({ name: 'insurance premiums 10,000: relief 1,500 (December 2025, premiums only)', periodEnd: '2025-12-31', components: { BASIC: '60000.00' }, taxProfile: { insurance_premiums_minor: 1_000_000 }, expect: { lines: { INSURANCE_RELIEF: '1500.00', PAYE: '7038.35' } } }),
  ke({ name: 'insurance premiums 40,000: 15% = 6,000, capped at 5,000', periodEnd: '2025-12-31', components: { BASIC: '60000.00' }, taxProfile: { insurance_premiums_minor: 4_000_000 }, expect: { lines: { INSURANCE_RELIEF: '5000.00', PAYE: '3538.35' } } }),
  ke({ name: 'October 2024: premiums 30,000 + SHIF 3,300 -> relief 4,995 (under the cap)', periodEnd: '2024-10-31', components: { BASIC: '120000.00' }, taxProfile: { insurance_premiums_minor: 3_000_000 }, expect: { lines: { INSURANCE_RELIEF: '4995.00', PAYE: '22470.35' } } }),
  ke({ name: 'October 2024: premiums 31,000 + SHIF 3,300 -> 5,145 capped at 5,000', periodEnd: '2024-10-31', components: { BASIC: '120000.00' }, taxProfile: { insurance_premiums_minor: 3_100_000 }, expect: { lines: { INSURANCE_RELIEF: '5000.00', PAYE: '22465.35' } } }),
  ke({
    name: 'disability exemption: 91,430 of taxable pay is all under 150,000, PAYE nil',
    source: 'Persons with Disabilities (Income Tax Deductions and Exemptions) Order 2010: first 150,000 a month exempt',
    periodEnd: '2025-07-31',
    components: { BASIC: '100000.00' },
    taxProfile: { disability_exemption: true },
    expect: { lines: { DISABILITY_EXEMPTION: '91430.00', TAXABLE_PAY: '0.00', TAX_BEFORE_RELIEFS: '0.00', PAYE: '0.00' }, net: '91430.00' },
  }),
  ke({
    name: 'disability exemption capped at 150,000: taxable 187,180 - 150,000 = 37,180, PAYE 3,537.35',
    source: 'computed by hand: 200,000 - 4,320 - 5,500 - 3,000 = 187,180; tax on 37,180 = 4,483.25 + 4,847 x 30% = 5,937.35; less 2,400',
    periodEnd: '2025-07-31',
    components: { BASIC: '200000.00' },
    taxProfile: { disability_exemption: true },
    expect: { lines: { DISABILITY_EXEMPTION: '150000.00', TAXABLE_PAY: '37180.00', PAYE: '3537.35' }, net: '183642.65' },
  }),
]);

pricingTable('KE contractors: withholding on professional fees only', [
  ke({
    name: 'fees 100,000: 5% withholding, no NSSF, SHIF, AHL or PAYE',
    source: 'KRA FAQ "More about withholding tax": resident management/professional fees 5%',
    periodEnd: '2025-07-31',
    classification: 'contractor',
    components: { CONTRACT_FEE: '100000.00' },
    expect: {
      lines: { WITHHOLDING_TAX: '5000.00', PAYE: null, NSSF_TIER_I: null, SHIF: null, AHL: null, AHL_EMPLOYER: null },
      lineDetails: { WITHHOLDING_TAX: { base: '100000.00', rate: '5%' } },
      gross: '100000.00', tax: '5000.00', net: '95000.00', employerCost: '0.00',
      ytd: { withholding_tax: '5000.00', paye: 0 },
    },
  }),
  ke({ name: 'fees 23,999.99: below the 24,000 monthly threshold, nothing withheld', source: 'KRA FAQ: local management and professional fees whose aggregate is below Ksh 24,000 in a month are exempt', periodEnd: '2024-04-30', classification: 'contractor', components: { CONTRACT_FEE: '23999.99' }, expect: { lines: { WITHHOLDING_TAX: null }, net: '23999.99' } }),
  ke({ name: 'fees exactly 24,000: 1,200 withheld', periodEnd: '2026-11-30', classification: 'contractor', components: { CONTRACT_FEE: '24000.00' }, expect: { lines: { WITHHOLDING_TAX: '1200.00' }, net: '22800.00' } }),
]);

pricingTable('KE year to date', [
  ke({
    name: 'accumulators carry and add this period',
    periodEnd: '2025-07-31',
    components: { BASIC: '100000.00' },
    ytd: { gross_pay: '600000.00', paye: '118874.10', taxable_pay: '548580.00', nssf_employee: '25920.00', health_contribution: '16500.00', ahl_employee: '9000.00' },
    expect: { ytd: { gross_pay: '700000.00', paye: '138686.45', taxable_pay: '640010.00', nssf_employee: '30240.00', health_contribution: '19250.00', ahl_employee: '10500.00', withholding_tax: 0 } },
  }),
  ke({ name: 'no pay: no contributions, PAYE nil, personal relief shown', periodEnd: '2025-07-31', components: {}, expect: { lines: { NSSF_TIER_I: null, SHIF: null, AHL: null, PAYE: '0.00' }, gross: '0.00', net: '0.00' } }),
]);
