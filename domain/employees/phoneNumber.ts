import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; reason: string };

/**
 * E.164 from whatever the client typed; a number without a country prefix is read in `region`
 * (the employee's jurisdiction). Full ("max") metadata is used so a number is judged against the
 * country's real numbering plan, not only its length.
 */
export function normalizePhoneNumber(raw: string, region: string | undefined): PhoneCheck {
  const text = raw.normalize('NFKC').trim();
  if (text === '') return { ok: false, reason: 'must not be empty' };
  if (text.length > 40) return { ok: false, reason: 'is too long to be a phone number' };
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(text, region === undefined ? undefined : { defaultCountry: region as CountryCode });
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined) {
    return {
      ok: false,
      reason: region === undefined ? 'is not a phone number (use the +country format)' : 'is not a phone number',
    };
  }
  if (!parsed.isValid()) return { ok: false, reason: 'is not a possible number in its country' };
  return { ok: true, e164: parsed.number };
}
