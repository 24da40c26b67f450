import { normalizeNameText } from '../names.ts';

/**
 * Mobile-money wallets (M-Pesa, MTN MoMo, Airtel Money, …). The provider is stored as a lower-case
 * slug ("mpesa", "mtn_momo") so payment adapters can route on it; the wallet holder's name is kept as
 * registered with the provider, NFC-normalized, for the name check before payday.
 */
export function normalizeMobileMoneyProvider(raw: string): string {
  return raw.normalize('NFKC').trim().toLowerCase().replace(/[\s-]+/gu, '_');
}

export function mobileMoneyProviderProblem(provider: string): string | null {
  return /^[a-z0-9][a-z0-9_.]{1,39}$/.test(provider) ? null : 'must be a provider slug of 2 to 40 letters, digits or underscores';
}

export function normalizeMobileMoneyName(raw: string): string {
  return normalizeNameText(raw);
}

export function mobileMoneyNameProblem(name: string): string | null {
  if (name === '') return 'must not be empty';
  if ([...name].length > 140) return 'must be at most 140 characters';
  return /\p{L}/u.test(name) ? null : 'must contain a letter';
}
