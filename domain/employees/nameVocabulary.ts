/**
 * Honorifics and generational suffixes recognised when a `full_name` is split.
 * Keyed by the lower-case token without its trailing dot; the value is the spelling stored.
 * Words that are just as often given names in our jurisdictions (Prince, Princess, Lady, Nana,
 * Justice, Haji, Imam, Oba, Eng, Gen) are deliberately absent: misreading a first name as a title would drop it from bank files.
 */
export const honorifics: ReadonlyMap<string, string> = new Map(
  [
    'Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Mdm', 'Madam', 'Dr', 'Prof', 'Professor',
    'Chief', 'Alhaji', 'Alhaja', 'Alh', 'Hajia', 'Mallam', 'Otunba',
    'Engr', 'Arc', 'Barr', 'Pharm', 'Adv',
    'Hon', 'Honourable', 'Mheshimiwa',
    'Pastor', 'Rev', 'Revd', 'Reverend', 'Bishop', 'Fr', 'Sheikh', 'Apostle', 'Evangelist',
    'Sir', 'Dame', 'Lord',
    'Capt', 'Col', 'Maj', 'Lt', 'Sgt',
  ].map((word) => [word.toLowerCase(), word]),
);

export const nameSuffixes: ReadonlyMap<string, string> = new Map(
  ['Jr', 'Jnr', 'Sr', 'Snr', 'II', 'III', 'IV', 'V', 'VI'].map((word) => [word.toLowerCase(), word]),
);

/** Lower-case particles that belong to the family name that follows them (de la Cruz, van der Merwe, bin Abdullah). */
export const surnameParticles: ReadonlySet<string> = new Set([
  'da', 'das', 'de', 'del', 'della', 'der', 'den', 'di', 'do', 'dos', 'du',
  'la', 'le', 'van', 'von', 'ter', 'ten', 'bin', 'binti', 'bint', 'ibn', 'al', 'el',
]);
