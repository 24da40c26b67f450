/** Abbreviations that payroll people write in capitals (tax and contribution schemes, wage kinds). */
const abbreviations = new Set(['paye', 'nssf', 'nhif', 'shif', 'ahl', 'ni', 'nic', 'cpf', 'ow', 'aw', 'sdl', 'uif', 'ssnit', 'nhf', 'fx', 'lel', 'pt', 'uel']);

/** Accumulators that count things (periods, days) rather than hold money. */
const countWord = /(^|_)(count|periods|months|weeks|days)($|_)/;

/** "taxable_pay_to_date" -> "Taxable pay to date"; "nssf_employee" -> "NSSF employee". */
export function yearToDateLabel(accumulator: string): string {
  const words = accumulator.split('_').filter((word) => word.length > 0);
  const text = words.map((word) => (abbreviations.has(word) ? word.toUpperCase() : word)).join(' ');
  return text.length === 0 ? accumulator : text.charAt(0).toUpperCase() + text.slice(1);
}

export function isCountAccumulator(accumulator: string): boolean {
  return countWord.test(accumulator);
}
