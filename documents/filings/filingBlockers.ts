import type { FilingBlocker } from '../../machines/filing.ts';
import type { FiledPerson, FilingHead } from './periodicFiling.ts';

/** A blocker for each employer reference the return needs and the employer has not given. */
export function missingEmployerReferences(source: Pick<FilingHead, 'employer'>, fields: readonly string[], title: string): FilingBlocker[] {
  return fields.filter((f) => !source.employer[f]).map((field) => ({ subject: 'employer', field, message: `${title} needs the employer's ${field.replaceAll('_', ' ')}` }));
}

/** A blocker naming the employee and the field (`statutory_ids.<key>` or `filing_inputs.<key>`). */
export function personBlocker(person: FiledPerson, field: string, message: string): FilingBlocker {
  return { subject: `employee:${person.employeeId}`, field, message: `${person.fullName}: ${message}` };
}

/** The person's statutory id, or a blocker naming it. */
export function requiredId(person: FiledPerson, key: string, title: string, blockers: FilingBlocker[]): string {
  const value = person.statutoryIds[key];
  if (!value) blockers.push(personBlocker(person, `statutory_ids.${key}`, `${title} needs the ${key.replaceAll('_', ' ')}`));
  return value ?? '';
}

/** The person's filing input, or a blocker naming it. */
export function requiredInput(person: FiledPerson, key: string, title: string, blockers: FilingBlocker[]): string {
  const value = person.filingInputs[key];
  if (!value) blockers.push(personBlocker(person, `filing_inputs.${key}`, `${title} needs the ${key.replaceAll('_', ' ')}`));
  return value ?? '';
}
