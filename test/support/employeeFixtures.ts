import type { Database } from '../../db/connect.ts';
import { newId } from '../../domain/ids.ts';

export interface EmployeeFixture {
  first_name?: string;
  last_name?: string | null;
  jurisdiction?: string;
  archived?: boolean;
  staff_id?: string | null;
  updated_at?: Date;
}

/** Inserts an employee row as the owner would; the API's own write path is tested on its own. */
export async function insertEmployee(sql: Database, organizationId: string, fixture: EmployeeFixture = {}): Promise<string> {
  const id = newId();
  const jurisdiction = fixture.jurisdiction ?? 'KE';
  const currency = ({ KE: 'KES', NG: 'NGN', GH: 'GHS', ZA: 'ZAR', GB: 'GBP', SG: 'SGD' } as Record<string, string>)[jurisdiction] ?? 'USD';
  await sql`
    insert into employees (id, organization_id, staff_id, first_name, last_name, jurisdiction, denomination_currency,
                           payment_currency, archived, updated_at)
    values (${id}, ${organizationId}, ${fixture.staff_id ?? null}, ${fixture.first_name ?? 'Amina'},
            ${fixture.last_name === undefined ? 'Otieno' : fixture.last_name}, ${jurisdiction}, ${currency}, ${currency},
            ${fixture.archived ?? false}, ${fixture.updated_at ?? new Date()})`;
  return id;
}
