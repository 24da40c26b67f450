import type { BankDetails } from '../../domain/employees/bankDetails/bankDetails.ts';
import { el, type XmlNode } from './xmlText.ts';

/**
 * The creditor's account (CdtrAcct) and, where the account coordinates name the bank, its agent (CdtrAgt),
 * for each scheme the service accepts (domain/employees/bankDetails/).
 *
 * - IBAN: the IBAN alone; the bank is derived from it (SEPA "IBAN only").
 * - US (ABA), UK (sort code), Canada: the account number under Othr, the bank as a clearing-system member
 *   with the ISO 20022 external codes USABA, GBDSC and CACPA (Canadian routing "0" + institution + transit).
 * - CLABE: the 18 digits under Othr with the proprietary scheme name CLABE; it carries the bank within it.
 * - NUBAN: the 10 digits under Othr (scheme NUBAN), the bank as the CBN bank code (proprietary system CBN):
 *   no external clearing-system code exists for Nigeria.
 * - Mobile money: the E.164 wallet number under Othr (scheme MOBILE MONEY), the provider as its issuer.
 * Proprietary names are the ones to agree with the debtor's bank before the first file is sent.
 */
export function creditorAccountNodes(details: BankDetails): { agent: XmlNode | null; account: XmlNode } {
  switch (details.scheme) {
    case 'iban':
      return { agent: null, account: el('CdtrAcct', [el('Id', [el('IBAN', details.iban)])]) };
    case 'aba':
      return { agent: clearingMember('USABA', details.routing_number), account: otherAccount(details.account_number) };
    case 'sort_code':
      return { agent: clearingMember('GBDSC', details.sort_code), account: otherAccount(details.account_number) };
    case 'canadian':
      return {
        agent: clearingMember('CACPA', `0${details.institution_number}${details.transit_number}`),
        account: otherAccount(details.account_number),
      };
    case 'clabe':
      return { agent: null, account: otherAccount(details.clabe, 'CLABE') };
    case 'nuban':
      return {
        agent: el('CdtrAgt', [el('FinInstnId', [el('ClrSysMmbId', [el('ClrSysId', [el('Prtry', 'CBN')]), el('MmbId', details.bank_code)])])]),
        account: otherAccount(details.nuban, 'NUBAN'),
      };
    case 'mobile_money':
      // The provider slug as issuer: underscores are outside the bank character set, and Issr is Max35Text.
      return { agent: null, account: otherAccount(details.mobile_money_number, 'MOBILE MONEY', details.mobile_money_provider.replace(/_/gu, '-').slice(0, 35)) };
  }
}

function clearingMember(system: string, member: string): XmlNode {
  return el('CdtrAgt', [el('FinInstnId', [el('ClrSysMmbId', [el('ClrSysId', [el('Cd', system)]), el('MmbId', member)])])]);
}

function otherAccount(id: string, scheme?: string, issuer?: string): XmlNode {
  const other: XmlNode[] = [el('Id', id)];
  if (scheme !== undefined) other.push(el('SchmeNm', [el('Prtry', scheme)]));
  if (issuer !== undefined) other.push(el('Issr', issuer));
  return el('CdtrAcct', [el('Id', [el('Othr', other)])]);
}
