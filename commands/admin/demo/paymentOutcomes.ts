import type { BankDetails } from '../../../domain/employees/bankDetails/bankDetails.ts';

/**
 * Staging's simulated payment partner is meant to answer from the last digit of the payee's account identifier,
 * so a demo shows every outcome without a real bank: 0 → the bank name check reports a mismatch, 9 → the payment
 * is refused, 8 → it is returned after arriving; any other digit → the name matches and the payment arrives.
 *
 * Every demo team (service/admin/demo/team*.ts) has exactly one person whose identifier ends in each of 0, 9 and 8,
 * and the others end in 1 to 7. Where a check digit is last (NUBAN), the serial was chosen so that the check
 * digit is the ending wanted; sort-code accounts and wallet numbers carry no check digit, so it was picked freely.
 */
export const simulatedOutcomeByLastDigit = { '0': 'name_mismatch', '9': 'refused', '8': 'returned' } as const;

/** The identifier whose last digit the simulator reads: the account number, NUBAN, IBAN, CLABE or wallet number. */
export function payeeAccountIdentifier(details: BankDetails): string {
  switch (details.scheme) {
    case 'iban':
      return details.iban;
    case 'clabe':
      return details.clabe;
    case 'nuban':
      return details.nuban;
    case 'aba':
    case 'sort_code':
    case 'canadian':
      return details.account_number;
    case 'mobile_money':
      return details.mobile_money_number;
  }
}
