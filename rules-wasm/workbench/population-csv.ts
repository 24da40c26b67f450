import { readFile } from 'node:fs/promises';
import { componentCodes, type ComponentCode } from '../../domain/jurisdictions.ts';
import { parseMajor } from '../host/money-text.ts';
import { WorkbenchError } from './load-examples.ts';
import type { ReferenceEmployee } from './reference-population.ts';

/**
 * An author's own population, one employee a row:
 *   id,description,basic,housing,...,birthdate,classification,profile.<field>,household.<field>,ytd.<name>
 * Component columns are the component codes in lower case, in major units ("50000.00"); `profile.` values are
 * true/false, whole numbers (minor units) or text; `ytd.` values are integers as the engine keeps them.
 */
export async function readPopulationCsv(path: string): Promise<ReferenceEmployee[]> {
  const text = await readFile(path, 'utf8').catch(() => {
    throw new WorkbenchError(`--population: ${path}: cannot be read`);
  });
  const rows = text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const header = (rows.shift() ?? '').split(',').map((h) => h.trim());
  const components = new Map(componentCodes.map((c) => [c.toLowerCase(), c as ComponentCode]));
  header.forEach((column, i) => {
    const known = ['id', 'description', 'birthdate', 'classification'].includes(column) || components.has(column) || /^(profile|household|ytd)\.[a-z][a-z0-9_]*$/.test(column);
    if (!known)
      throw new WorkbenchError(`${path}: line 1, column ${i + 1} "${column}": unknown: use id, description, birthdate, classification, a component (${[...components.keys()].join(', ')}), profile.<field>, household.<field> or ytd.<name>`);
  });
  if (!header.includes('id')) throw new WorkbenchError(`${path}: line 1: missing: an id column`);
  if (!rows.length) throw new WorkbenchError(`${path}: line 2: missing: no employee rows`);
  return rows.map((row, r) => {
    const cells = row.split(',').map((c) => c.trim());
    const at = (i: number) => `${path}: line ${r + 2}, column ${i + 1} "${header[i]}"`;
    if (cells.length !== header.length) throw new WorkbenchError(`${path}: line ${r + 2}: has ${cells.length} cells, the header ${header.length}`);
    const employee: ReferenceEmployee = { id: '', description: '', classification: 'employee', birthdate: null, components: [], taxProfile: {}, household: {}, ytd: {} };
    cells.forEach((cell, i) => {
      const column = header[i]!;
      if (cell === '') return;
      if (column === 'id') employee.id = cell;
      else if (column === 'description') employee.description = cell;
      else if (column === 'birthdate') {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(cell)) throw new WorkbenchError(`${at(i)}: "${cell}" is not a date YYYY-MM-DD`);
        employee.birthdate = cell;
      } else if (column === 'classification') {
        if (cell !== 'employee' && cell !== 'contractor') throw new WorkbenchError(`${at(i)}: must be employee or contractor`);
        employee.classification = cell;
      } else if (components.has(column)) {
        try {
          employee.components.push({ code: components.get(column)!, amountMinor: parseMajor(cell, column) });
        } catch {
          throw new WorkbenchError(`${at(i)}: "${cell}" is not an amount like 50000.00`);
        }
      } else {
        const [group, name] = column.split('.') as ['profile' | 'household' | 'ytd', string];
        const value = cell === 'true' ? true : cell === 'false' ? false : /^-?\d+$/.test(cell) ? Number(cell) : cell;
        if (group !== 'profile' && typeof value !== 'number') throw new WorkbenchError(`${at(i)}: "${cell}" is not a whole number`);
        (group === 'profile' ? employee.taxProfile : group === 'household' ? employee.household : employee.ytd)[name] = value;
      }
    });
    if (!employee.id) throw new WorkbenchError(`${at(header.indexOf('id'))}: missing: every row needs an id`);
    return employee;
  });
}
