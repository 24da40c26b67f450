import type { ComponentCode, Jurisdiction } from '../jurisdictions.ts';

/**
 * Which component's tables price arrears of `code` paid in a later period (retro lines). Every authority here
 * taxes them in the period they are paid; the sources are in rules-wasm/tables/<CC>/SOURCES.md ("Arrears").
 * SG: a back-dated increment is additional wages (CPF Board). ZA: arrears are an annual payment (IRP5 code 3605),
 * taxed as the difference they make to the year's tax. Contract fees stay contract fees.
 */
const asAnnualPayment = (code: ComponentCode): ComponentCode => (code === 'CONTRACT_FEE' ? code : 'BONUS');
const asPaid = (code: ComponentCode): ComponentCode => code;

export const arrearsPricedAs: Record<Jurisdiction, (code: ComponentCode) => ComponentCode> = {
  GB: asPaid,
  KE: asPaid,
  NG: asPaid,
  GH: asPaid,
  ZA: asAnnualPayment,
  SG: asAnnualPayment,
};
