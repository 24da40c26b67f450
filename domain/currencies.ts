/**
 * ISO 4217: the alphabetic codes a salary can be denominated or paid in, and each currency's minor units.
 *
 * Codes:
 *
 * Source: ISO 4217 "List One: Currency, fund and precious metal codes", maintained by SIX Financial
 * Information on behalf of ISO (https://www.six-group.com/dam/download/financial-information/data-center/iso-currrency/lists/list-one.xml),
 * as amended to 2026 (includes VED, amendment 170, effective 2021-10-01; SLE, 2022; ZWG, 2024; XCG, 2025).
 * Withdrawn codes are left out (HRK, euro 2023; ZWL, replaced by ZWG; ANG, replaced by XCG; SLL, replaced by SLE;
 * CUC, withdrawn; BGN, euro 2026).
 * Fund codes (BOV, CHE, CHW, CLF, COU, MXV, USN, UYI, UYW), precious metals (XAG, XAU, XPD, XPT), bond-market units
 * (XBA–XBD), XDR, XSU, XUA, XTS and XXX are List One entries but are not money a person can be paid in.
 *
 * Shipped as a list because `Intl.supportedValuesOf('currency')` differs between Node 20 (162 codes) and
 * Deno 2.9 (159) and still carries withdrawn codes on both.
 */
export const isoCurrencyCodes: ReadonlySet<string> = new Set(
  (
    'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD ' +
    'CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD ' +
    'HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD ' +
    'MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR ' +
    'RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS ' +
    'UAH UGX USD UYU UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG'
  ).split(' '),
);

export function isIsoCurrencyCode(code: string): boolean {
  return isoCurrencyCodes.has(code);
}

/**
 * ISO 4217 minor units ("exponent") of the currencies whose minor unit is not 2. Every other active
 * currency code of the standard has 2.
 *
 * Source: ISO 4217 Maintenance Agency (SIX Financial Information), "Current currency & funds code list"
 * (List One, column "Minor unit"), https://www.six-group.com/en/products-services/financial-information/data-standards.html
 * — transcribed from the list as amended through 2024; no amendment since has changed an exponent
 * of these codes.
 *
 * A fixed table rather than `Intl`: the runtime's CLDR data says how a currency is *usually shown*, may
 * differ from ISO 4217 (CLDR shows ISK, UGX, IDR differently across versions) and changes with the runtime,
 * which would change the bytes of a payslip that must re-render identically for ever.
 */
const exponentOtherThanTwo: Readonly<Record<string, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0,
  VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
};

export function minorUnitsOf(currency: string): number {
  return exponentOtherThanTwo[currency] ?? 2;
}
