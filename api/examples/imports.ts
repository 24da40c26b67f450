/** Examples of the employee import routes; see resources.ts. */
import { newEmployeeExample } from './resources.ts';

const id = '0193a1b2-0000-7000-8000-00000000000d';

/** Two lines, each a POST /employees body. */
export const employeeImportLinesExample = [
  newEmployeeExample,
  { ...newEmployeeExample, full_name: 'Brian Kiprono Mutai', compensation: [{ component_code: 'BASIC' as const, amount_cents: 12_000_000 }] },
]
  .map((line) => JSON.stringify(line))
  .join('\n');

export const employeeImportAcceptedExample = {
  object: 'employee_import' as const,
  id,
  rows_total: 2,
  rows_done: 0,
  rows_failed: 0,
  completed: false,
  errors: [],
  has_more_errors: false,
  created_at: '2025-07-01T09:00:00.000Z',
  completed_at: null,
};

export const employeeImportExample = {
  ...employeeImportAcceptedExample,
  rows_done: 2,
  rows_failed: 1,
  completed: true,
  errors: [{ row: 2, fields: { start_date: 'Required' } }],
  completed_at: '2025-07-01T09:00:02.000Z',
};
