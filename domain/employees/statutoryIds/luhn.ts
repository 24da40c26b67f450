import { digitsOf } from '../identifierText.ts';

/** ISO/IEC 7812-1 Annex B (Luhn) check over a digit string, check digit last. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  digitsOf(digits)
    .reverse()
    .forEach((digit, index) => {
      const weighted = index % 2 === 1 ? digit * 2 : digit;
      sum += weighted > 9 ? weighted - 9 : weighted;
    });
  return sum % 10 === 0;
}
