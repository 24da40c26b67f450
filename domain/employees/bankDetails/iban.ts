import { validateIBAN, ValidationErrorsIBAN } from 'ibantools';

const reasons: Record<ValidationErrorsIBAN, string> = {
  [ValidationErrorsIBAN.NoIBANProvided]: 'required',
  [ValidationErrorsIBAN.NoIBANCountry]: 'does not start with a country that issues IBANs',
  [ValidationErrorsIBAN.WrongBBANLength]: 'has the wrong length for its country',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'does not match its country’s account format',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'check digits must be two digits',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'check digits do not match',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: 'national check digits do not match',
  [ValidationErrorsIBAN.QRIBANNotAllowed]: 'QR-IBANs are not accepted for salary payments',
};

/**
 * ISO 13616 IBAN: ISO 7064 mod 97-10 check digits and the per-country length and format of the
 * SWIFT IBAN Registry, both as implemented by `ibantools`. Expects a compacted value.
 */
export function ibanProblem(iban: string): string | null {
  if (!/^[A-Z]{2}[0-9A-Z]{2,32}$/.test(iban)) return 'must be 2 letters, 2 check digits and up to 30 letters or digits';
  const result = validateIBAN(iban, { allowQRIBAN: false });
  if (result.valid) return null;
  const first = result.errorCodes[0];
  return first === undefined ? 'is not a valid IBAN' : reasons[first];
}
