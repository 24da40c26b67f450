import type { Jurisdiction } from '../../jurisdictions.ts';
import { addFieldError, type Checked, type FieldErrors } from '../fieldErrors.ts';
import { normalizeStatutoryId, statutoryIdDefinition, taxIdentifierKey } from './catalog.ts';

export interface StatutoryIds {
  /** Every submitted key: catalog keys normalized, other keys exactly as sent. */
  values: Record<string, unknown>;
  /** The catalog's tax identifier key for the jurisdiction, whether or not it was sent. */
  tax_identifier_key: string;
}

const MAX_KEYS = 50;

/**
 * Checks `statutory_ids` against the jurisdiction's catalog. Keys the catalog does not define are
 * kept untouched and unvalidated: identifiers of schemes we do not know yet must not be lost.
 */
export function checkStatutoryIds(input: unknown, jurisdiction: Jurisdiction): Checked<StatutoryIds> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, fields: { '': 'must be an object' } };
  const entries = Object.entries(input);
  if (entries.length > MAX_KEYS) return { ok: false, fields: { '': `must have at most ${MAX_KEYS} keys` } };
  const fields: FieldErrors = {};
  const values: Record<string, unknown> = {};
  for (const [key, raw] of entries) {
    if (key === '__proto__') {
      addFieldError(fields, key, 'is not an accepted key');
      continue;
    }
    const definition = statutoryIdDefinition(jurisdiction, key);
    if (definition === undefined) {
      values[key] = raw;
      continue;
    }
    if (typeof raw !== 'string') {
      fields[key] = 'must be a string';
      continue;
    }
    if (raw.length > 100) {
      fields[key] = 'is too long';
      continue;
    }
    const value = normalizeStatutoryId(definition, raw);
    const problem = definition.problem(value);
    if (problem !== null) fields[key] = problem;
    else values[key] = value;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { values, tax_identifier_key: taxIdentifierKey(jurisdiction) } };
}
