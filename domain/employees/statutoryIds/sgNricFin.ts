import { digitsOf } from '../identifierText.ts';

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;

/**
 * Singapore NRIC / FIN check letter (ICA; algorithm as published in GovTech FormSG
 * `shared/utils/nric-validation.ts`, github.com/opengovsg/FormSG): weights 2,7,6,5,4,3,2 over the seven
 * digits, plus 4 for T and G series; S/T letters "JZIHGFEDCBA", F/G letters "XWUTRQPNMLK", indexed by
 * sum mod 11. M series (FINs from 1 January 2022): sum plus 3, P = 11 − (sum mod 11), letter
 * "KLJNPQRTUWX"[P − 1].
 */
export function sgCheckLetter(series: string, digits: string): string | undefined {
  const weighted = digitsOf(digits).reduce((total, digit, index) => total + digit * (WEIGHTS[index] ?? 0), 0);
  switch (series) {
    case 'S':
      return 'JZIHGFEDCBA'[weighted % 11];
    case 'T':
      return 'JZIHGFEDCBA'[(weighted + 4) % 11];
    case 'F':
      return 'XWUTRQPNMLK'[weighted % 11];
    case 'G':
      return 'XWUTRQPNMLK'[(weighted + 4) % 11];
    case 'M':
      return 'KLJNPQRTUWX'[11 - ((weighted + 3) % 11) - 1];
    default:
      return undefined;
  }
}

export function sgNricFinProblem(id: string): string | null {
  const match = /^([STFGM])(\d{7})([A-Z])$/.exec(id);
  if (match === null) return 'must be S, T, F, G or M, 7 digits and a check letter';
  const [, series = '', digits = '', letter] = match;
  return sgCheckLetter(series, digits) === letter ? null : 'check letter does not match';
}
