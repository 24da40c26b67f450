/**
 * SARS BRS "free text" (FT) as the catalogue takes it: letters (accented ones too), digits, spaces and the
 * punctuation a name or an address needs. The BRS forbids a comma or a pipe in any value (general rule h),
 * so neither is let in; the writer never has to drop a character. One pattern per length, compiled once.
 */
const patterns = new Map<number, RegExp>();
export function zaFreeText(max: number): RegExp {
  let pattern = patterns.get(max);
  if (!pattern) patterns.set(max, (pattern = new RegExp(`^(?=.{1,${max}}$)[\\p{L}0-9][\\p{L}0-9 .'&/()-]*$`, 'u')));
  return pattern;
}
