import { jurisdictions, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { WorkbenchError } from './load-examples.ts';

export function jurisdictionOption(value: string | undefined, option = '--jurisdiction'): Jurisdiction {
  const code = value?.toUpperCase();
  const found = jurisdictions.find((j) => j === code);
  if (!found) throw new WorkbenchError(`${option}: "${value ?? ''}" is not a jurisdiction (${jurisdictions.join(', ')})`);
  return found;
}

export function dateOption(value: string | undefined, option: string): string {
  if (value === undefined) throw new WorkbenchError(`${option}: missing: give a date YYYY-MM-DD`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || !new Date(`${value}T00:00:00Z`).toISOString().startsWith(value))
    throw new WorkbenchError(`${option}: "${value}" is not a date YYYY-MM-DD`);
  return value;
}
