/**
 * ISO 4217 alphabetic codes a salary can be denominated or paid in.
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

export function normalizeCurrencyCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isIsoCurrencyCode(code: string): boolean {
  return isoCurrencyCodes.has(code);
}
