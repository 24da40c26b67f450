import type { EmployeeCreateBody } from '../../../domain/employees/writeSchema.ts';
import type { Jurisdiction } from '../../../domain/jurisdictions.ts';
import type { DemoDepartment, DemoPosition } from './organizationUnits.ts';

/**
 * One fictitious person of the demo organization. `employee` is sent as a POST /employees body (the
 * jurisdiction, currency, start date and unit ids are added by the seed), so it goes through the same
 * validation and sealing as any client's write.
 */
export interface DemoPerson {
  employee: Omit<
    EmployeeCreateBody,
    'jurisdiction' | 'denomination_currency' | 'start_date' | 'department_id' | 'position_id' | 'location_id' | 'hod_id'
  >;
  /** A fixed start date, or 'mid-month': the 15th of the month the seed runs in, so the current run prorates. */
  starts: string | 'mid-month';
  department: DemoDepartment;
  position: DemoPosition;
}

/** The people of one jurisdiction, and the office they work from. */
export interface DemoTeam {
  jurisdiction: Jurisdiction;
  location: string;
  people: readonly DemoPerson[];
}
