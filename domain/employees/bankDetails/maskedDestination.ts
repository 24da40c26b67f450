import type { BankDetails, BankScheme } from './bankDetails.ts';

/**
 * Where net pay went, as a payslip may show it: the scheme, the part that names the bank or wallet provider
 * (never secret: a sort code, routing number, bank code) and the last four characters of the account. The full
 * account number and the name the bank holds never leave the sealed bank details.
 */
export interface PaymentDestination {
  scheme: BankScheme;
  /** "12-34-56" (sort code), "058" (NUBAN bank code), "mpesa" (wallet provider), "DE" (IBAN country); null when none. */
  institution: string | null;
  /** The account's (IBAN's, wallet number's) last four characters. */
  account_ending: string;
}

const lastFour = (account: string) => account.replace(/[^0-9A-Za-z]/g, '').slice(-4);

export function paymentDestinationOf(details: BankDetails): PaymentDestination {
  switch (details.scheme) {
    case 'iban':
      return { scheme: 'iban', institution: details.iban.slice(0, 2).toUpperCase(), account_ending: lastFour(details.iban) };
    case 'clabe':
      // A CLABE's first three digits are the bank's code (Banco de México).
      return { scheme: 'clabe', institution: details.clabe.slice(0, 3), account_ending: lastFour(details.clabe) };
    case 'nuban':
      return { scheme: 'nuban', institution: details.bank_code, account_ending: lastFour(details.nuban) };
    case 'aba':
      return { scheme: 'aba', institution: details.routing_number, account_ending: lastFour(details.account_number) };
    case 'sort_code':
      return { scheme: 'sort_code', institution: details.sort_code.replace(/^(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3'), account_ending: lastFour(details.account_number) };
    case 'canadian':
      return { scheme: 'canadian', institution: `${details.institution_number}-${details.transit_number}`, account_ending: lastFour(details.account_number) };
    case 'mobile_money':
      return { scheme: 'mobile_money', institution: details.mobile_money_provider, account_ending: lastFour(details.mobile_money_number) };
  }
}

/** What stands for the hidden part of the account. */
export const accountMask = '••••';

/**
 * How each scheme names where the money went, before the masked account: a lead, then the institution and what
 * follows it. `institution`: `always` prints it as given (null as "null", as payslips have always shown it);
 * `if_given` leaves it out, with its space, when empty or null; `provider` prints the wallet provider's name.
 * paymentDestinationText reads this table, and db/payslipReadShape.ts builds the same text in SQL from it.
 */
export const destinationWording: Readonly<Record<BankScheme, { lead: string; institution: 'always' | 'if_given' | 'provider'; after: string }>> = {
  iban: { lead: 'IBAN ', institution: 'if_given', after: '' },
  clabe: { lead: 'CLABE, bank ', institution: 'always', after: '' },
  nuban: { lead: 'Bank code ', institution: 'always', after: '' },
  aba: { lead: 'Routing number ', institution: 'always', after: '' },
  sort_code: { lead: 'Sort code ', institution: 'always', after: '' },
  canadian: { lead: 'Institution and transit ', institution: 'always', after: '' },
  mobile_money: { lead: '', institution: 'provider', after: ' wallet' },
};

/** One line for the payslip: "Sort code 12-34-56 ••••4321"; the mask and the ending are one word, so never split. */
export function paymentDestinationText(destination: PaymentDestination): string {
  const wording = destinationWording[destination.scheme];
  const institution = destination.institution;
  const named =
    wording.institution === 'provider' ? providerText(institution ?? '')
    : wording.institution === 'if_given' ? institution || undefined
    : `${institution}`;
  return `${wording.lead}${named === undefined ? '' : `${named}${wording.after} `}${accountMask}${destination.account_ending}`;
}

/**
 * The provider slugs people know by another spelling; any other slug is printed with its underscores as spaces.
 * db/payslipReadShape.ts prints the same text in SQL from this table.
 */
export const providerNames: Readonly<Record<string, string>> = { mpesa: 'M-Pesa', mtn_momo: 'MTN MoMo', airtel_money: 'Airtel Money', vodafone_cash: 'Vodafone Cash', opay: 'OPay' };

function providerText(slug: string): string {
  // Own keys only: a slug such as `constructor` is a provider's name, not Object.prototype's.
  return Object.hasOwn(providerNames, slug) ? providerNames[slug]! : slug.replaceAll('_', ' ');
}
