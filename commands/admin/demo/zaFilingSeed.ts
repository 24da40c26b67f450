import type { Transaction } from '../../../db/connect.ts';
import { upsertEmployerReferences } from '../../../db/employerReferences.ts';
import { upsertFilingInputs } from '../../../db/employeeFilingInputs.ts';

// What the ZA demo team's EMP201 and EMP501 need (documents/filings/za/SOURCES.md): SARS references that pass the
// modulus 10 test (7, L and U with the same 9 digits, the BRS's own form of example), a contact, a physical address
// and a SIC7 code (62010, computer programming activities), and each employee's residential address. Fictitious.
const residences: Record<string, { residential_street: string; residential_city: string; residential_postal_code: string }> = {
  'ZA-001': { residential_street: 'Jan Smuts Avenue', residential_city: 'Johannesburg', residential_postal_code: '2196' },
  'ZA-002': { residential_street: 'Louis Botha Avenue', residential_city: 'Johannesburg', residential_postal_code: '2192' },
  'ZA-003': { residential_street: 'Main Road', residential_city: 'Randburg', residential_postal_code: '2194' },
  'ZA-004': { residential_street: 'Vilakazi Street', residential_city: 'Soweto', residential_postal_code: '1804' },
  'ZA-005': { residential_street: 'Church Street', residential_city: 'Pretoria', residential_postal_code: '0002' },
};

export async function seedZaFilingInputs(tx: Transaction, organizationId: string): Promise<void> {
  await upsertEmployerReferences(tx, organizationId, 'ZA', {
    paye_reference: '7123456784', sdl_reference: 'L123456784', uif_reference: 'U123456784',
    contact_person: 'Naledi Khumalo', contact_number: '0115550123', contact_email: 'payroll@demo.example',
    business_street: 'Rivonia Road', business_city: 'Sandton', business_postal_code: '2196', sic7_code: '62010',
  });
  const staff = await tx<{ id: string; staff_id: string }[]>`select id, staff_id from employees where organization_id = ${organizationId} and jurisdiction = 'ZA'`;
  for (const person of staff) {
    const residence = residences[person.staff_id];
    if (residence) await upsertFilingInputs(tx, organizationId, person.id, { inputs: residence });
  }
}
