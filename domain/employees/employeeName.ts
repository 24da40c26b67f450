import { addFieldError, type FieldErrors } from './fieldErrors.ts';
import { deriveFullName, namePartProblem, normalizeNameText, splitFullName, type NameParts } from './names.ts';

/** Name parts as stored, with the `full_name` of the read shape derived from them. */
export interface EmployeeName extends NameParts {
  full_name: string;
}

const partLimits = { title: 40, first_name: 100, middle_name: 100, last_name: 100, suffix: 20 } as const;
type PartKey = keyof typeof partLimits;
const partKeys = Object.keys(partLimits) as PartKey[];
const BOTH_PARTS = 'required: a name must have first and last parts';

export function withFullName(parts: NameParts): EmployeeName {
  return { ...parts, full_name: deriveFullName(parts) };
}

/**
 * The name a write leaves the employee with. Parts win over `full_name`; parts not sent keep their
 * current value on update; `full_name` alone replaces every part. Returns no name when an update does
 * not touch it (a legacy one-word name stays as it is until someone edits the name).
 */
export function resolveEmployeeName(body: Record<string, unknown>, current: NameParts | undefined): { name?: EmployeeName; fields: FieldErrors } {
  const fields: FieldErrors = {};
  const sent = partKeys.filter((key) => Object.hasOwn(body, key));

  if (sent.length > 0) {
    const merged: { [K in PartKey]: string | null } = { title: null, first_name: null, middle_name: null, last_name: null, suffix: null };
    if (current !== undefined) for (const key of partKeys) merged[key] = current[key];
    for (const key of sent) {
      const raw = body[key];
      const required = key === 'first_name' || key === 'last_name';
      if (raw === null || (typeof raw === 'string' && normalizeNameText(raw) === '')) {
        if (required) addFieldError(fields, key, BOTH_PARTS);
        else merged[key] = null;
        continue;
      }
      if (typeof raw !== 'string') {
        addFieldError(fields, key, 'must be a string');
        continue;
      }
      const text = normalizeNameText(raw);
      const problem = [...text].length > partLimits[key] ? `must be at most ${partLimits[key]} characters` : namePartProblem(text);
      if (problem !== null) addFieldError(fields, key, problem);
      else merged[key] = text;
    }
    if (merged.first_name === null) addFieldError(fields, 'first_name', BOTH_PARTS);
    if (merged.last_name === null) addFieldError(fields, 'last_name', BOTH_PARTS);
    if (Object.keys(fields).length > 0 || merged.first_name === null) return { fields };
    return { name: withFullName({ ...merged, first_name: merged.first_name }), fields };
  }

  if (Object.hasOwn(body, 'full_name')) {
    const raw = body.full_name;
    if (typeof raw !== 'string') return { fields: { full_name: 'must be a string' } };
    if (raw.length > 1200) return { fields: { full_name: 'is too long' } };
    const split = splitFullName(raw);
    if (!split.ok) return { fields: { full_name: split.reason } };
    for (const key of partKeys) {
      const value = split.parts[key];
      if (value !== null && [...value].length > partLimits[key]) addFieldError(fields, 'full_name', `its ${key} would be longer than ${partLimits[key]} characters`);
    }
    return Object.keys(fields).length > 0 ? { fields } : { name: withFullName(split.parts), fields };
  }

  if (current === undefined) {
    return { fields: { first_name: 'required (or send full_name)', last_name: 'required (or send full_name)' } };
  }
  return { fields };
}
