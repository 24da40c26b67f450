import type { z } from 'zod';

/** `{ "<json.path>": "<reason>" }`, the shape of `error.details.fields` on a 422. */
export type FieldErrors = Record<string, string>;

export type Checked<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/** `compensation[0].amount_cents`, `bank_details.iban`: the path a client sees in its own JSON. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out;
}

/**
 * Records the first reason for a path. Defined as an own property so a client key such as
 * `__proto__` or `constructor` is reported like any other instead of touching the prototype.
 */
export function addFieldError(fields: FieldErrors, path: string, reason: string): void {
  if (Object.hasOwn(fields, path)) return;
  Object.defineProperty(fields, path, { value: reason, enumerable: true, writable: true, configurable: true });
}

export function prefixFields(prefix: string, fields: FieldErrors, into: FieldErrors = {}): FieldErrors {
  for (const [path, reason] of Object.entries(fields)) {
    addFieldError(into, prefix === '' || path === '' ? prefix + path : path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`, reason);
  }
  return into;
}

/**
 * Reasons are rebuilt from the issue's kind, never from the submitted value, so a rejected
 * bank number or identifier cannot leak back into a response or a log line.
 */
export function fieldErrorsFromZod(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[] = [],
  unknownKeyReason = 'unknown field',
): FieldErrors {
  const fields: FieldErrors = {};
  const put = (path: readonly PropertyKey[], reason: string) => addFieldError(fields, jsonPath([...prefix, ...path]), reason);
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) put([...issue.path, key], unknownKeyReason);
    } else if (issue.code === 'invalid_type') {
      // zod's own wording starts "Invalid input"; anything else is a reason our schemas wrote.
      const custom = !issue.message.startsWith('Invalid input');
      const missing = issue.message.endsWith('received undefined');
      put(issue.path, custom ? issue.message : missing ? 'required' : `must be ${article(issue.expected)}`);
    } else if (issue.code === 'invalid_union') {
      // Name the field of the shape the value came closest to (one jurisdiction's tax_profile, one bank scheme).
      const closest = closestBranch((issue as { errors?: z.core.$ZodIssue[][] }).errors ?? []);
      if (closest) Object.assign(fields, fieldErrorsFromZod(closest, [...prefix, ...issue.path], unknownKeyReason));
      else put(issue.path, 'does not match any accepted shape');
    } else if (issue.code === 'too_small' && issue.message.startsWith('Too small')) {
      put(issue.path, issue.origin === 'number' ? `must be at least ${String(issue.minimum)}` : `must have at least ${String(issue.minimum)} ${unit(issue.origin)}`);
    } else if (issue.code === 'too_big' && issue.message.startsWith('Too big')) {
      put(issue.path, issue.origin === 'number' ? `must be at most ${String(issue.maximum)}` : `must have at most ${String(issue.maximum)} ${unit(issue.origin)}`);
    } else if (issue.code === 'invalid_value' && issue.message.startsWith('Invalid option')) {
      put(issue.path, `must be one of ${issue.values.map(String).join(', ')}`);
    } else {
      put(issue.path, issue.message);
    }
  }
  return fields;
}

/** The union branch a value nearly matched: fewest unknown fields first, then fewest problems. */
function closestBranch(branches: readonly (readonly z.core.$ZodIssue[])[]): readonly z.core.$ZodIssue[] | undefined {
  const distance = (issues: readonly z.core.$ZodIssue[]) =>
    issues.reduce((sum, issue) => sum + (issue.code === 'unrecognized_keys' ? 100 * issue.keys.length : 1), 0);
  return [...branches].filter((b) => b.length > 0).sort((a, b) => distance(a) - distance(b))[0];
}

function unit(origin: string): string {
  return origin === 'string' ? 'characters' : origin === 'array' || origin === 'set' ? 'items' : 'keys';
}

function article(expected: string): string {
  switch (expected) {
    case 'int':
      return 'an integer';
    case 'object':
    case 'array':
      return `an ${expected}`;
    case 'string':
    case 'number':
    case 'boolean':
      return `a ${expected}`;
    default:
      return `of type ${expected}`;
  }
}
