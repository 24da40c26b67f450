import { describe, expect, it } from 'vitest';
import { niLetterValues } from '../../domain/filings/gbNiLetters.ts';

// The FPS's NIlettersAndValues of a payment when the letter changed in the year (domain/filings/gbNiLetters.ts).
const ytd = (gross: number, employee: number, employer: number, bands: [number, number, number]) => ({
  niable_pay: gross, ni_employee: employee, ni_employer: employer,
  ni_earnings_at_lel: bands[0], ni_earnings_lel_to_pt: bands[1], ni_earnings_pt_to_uel: bands[2],
});
const zero = ytd(0, 0, 0, [0, 0, 0]);
const may = { letter: 'A', ytdBefore: zero, ytdAfter: ytd(300_000, 15_616, 38_745, [55_900, 48_900, 195_200]) };
const june = { letter: 'A', ytdBefore: may.ytdAfter, ytdAfter: ytd(600_000, 31_232, 77_490, [111_800, 97_800, 390_400]) };
const july = { letter: 'C', ytdBefore: june.ytdAfter, ytdAfter: ytd(900_000, 31_232, 116_235, [167_700, 146_700, 585_600]) };

describe('NI by letter', () => {
  it('is one entry, the payslip\'s year to date, when the letter never changed', () => {
    expect(niLetterValues(june, [may])).toEqual([{
      letter: 'A', grossEarningsInPeriodMinor: 300_000, grossEarningsYtdMinor: 600_000, atLelYtdMinor: 111_800, lelToPtYtdMinor: 97_800, ptToUelYtdMinor: 390_400,
      employerNicInPeriodMinor: 38_745, employerNicYtdMinor: 77_490, employeeNicInPeriodMinor: 15_616, employeeNicYtdMinor: 31_232,
    }]);
  });

  it('puts the earlier letter\'s payslips under it, and the rest of the year under this payment\'s letter', () => {
    const [c, a] = niLetterValues(july, [may, june]);
    expect(c).toEqual({
      letter: 'C', grossEarningsInPeriodMinor: 300_000, grossEarningsYtdMinor: 300_000, atLelYtdMinor: 55_900, lelToPtYtdMinor: 48_900, ptToUelYtdMinor: 195_200,
      employerNicInPeriodMinor: 38_745, employerNicYtdMinor: 38_745, employeeNicInPeriodMinor: 0, employeeNicYtdMinor: 0,
    });
    expect(a).toEqual({
      letter: 'A', grossEarningsInPeriodMinor: 0, grossEarningsYtdMinor: 600_000, atLelYtdMinor: 111_800, lelToPtYtdMinor: 97_800, ptToUelYtdMinor: 390_400,
      employerNicInPeriodMinor: 0, employerNicYtdMinor: 77_490, employeeNicInPeriodMinor: 0, employeeNicYtdMinor: 31_232,
    });
  });
});
