/**
 * The Pension Fund Administrators licensed by the National Pension Commission, by a code of ours, with the name
 * PenCom lists them by. Source: PenCom, "Pension Fund Administrators" (pencom.gov.ng, list of licensed PFAs,
 * accessed 17 August 2023 as quoted in documents/filings/ng/SOURCES.md): 19 PFAs. PenCom licenses, merges and
 * renames PFAs from time to time: a PFA missing here is added with its PenCom citation.
 */
export const pencomLicensedPfas: Record<string, string> = {
  ARM: 'ARM Pension Managers (PFA) Limited',
  ACCESS: 'Access Pensions Limited',
  CRUSADER_STERLING: 'Crusader Sterling Pensions Limited',
  FIDELITY: 'Fidelity Pension Managers Limited',
  FCMB: 'FCMB Pensions Limited',
  GUARANTY_TRUST: 'Guaranty Trust Pension Managers Limited',
  LEADWAY: 'Leadway Pensure PFA Limited',
  NUPEMCO: 'Nigerian University Pension Management Company (NUPEMCO)',
  NLPC: 'NLPC Pension Fund Administrators Limited',
  NORRENBERGER: 'Norrenberger Pensions Limited',
  NPF: 'NPF Pensions Fund Administrators Limited',
  OAK: 'OAK Pensions Limited',
  PAL: 'Pensions Alliance Limited (PAL Pensions)',
  PREMIUM: 'Premium Pension Limited',
  RADIX: 'Radix Pension Managers Limited',
  STANBIC_IBTC: 'Stanbic IBTC Pension Managers Limited',
  TANGERINE_APT: 'Tangerine APT Pensions Limited',
  TRUSTFUND: 'Trustfund Pensions Limited',
  VERITAS_GLANVILLS: 'Veritas Glanvills Pensions Limited',
};

/** The input's value for a person outside the contributory scheme: reported in no PFA's schedule. */
export const notInPensionScheme = 'NONE';
