import type { Database, Transaction } from '../../../db/connect.ts';
import { seedZaFilingInputs } from './zaFilingSeed.ts';
import { insertOrganization } from '../../../db/organizations.ts';
import { setDebtorAccount } from '../../../db/debtorAccounts.ts';
import { upsertEmployerReferences } from '../../../db/employerReferences.ts';
import { insertMember } from '../../../db/members.ts';
import { insertOrganizationUnit } from '../../../db/organizationUnits.ts';
import { enterTenant } from '../../../db/tenant.ts';
import { createEmployee } from '../../employees/createEmployee.ts';
import { checkedBy, employeeCreateSchema } from '../../../domain/employees/employeeWriteSchemas.ts';
import { Rejection, invalidFields } from '../../../domain/rejection.ts';
import { jurisdictionCurrency, type Jurisdiction } from '../../../domain/jurisdictions.ts';
import { permissions, scopes } from '../../../domain/scopes.ts';
import type { DataKeyring } from '../../../domain/sealing/dataKeyring.ts';
import { AdminError } from '../adminError.ts';
import type { AdminEnvironment } from '../commands.ts';
import { issueApiKey } from '../issueApiKey.ts';
import type { DemoPerson, DemoTeam } from './demoPerson.ts';
import { demoMonth, utcToday, type DemoMonth } from './demoMonth.ts';
import { demoDepartments, demoPositions } from './organizationUnits.ts';
import { demoRoster } from './roster.ts';
import { tryItRequests } from './tryItRequests.ts';
import { seedLedgerAndLoan } from './demoLedger.ts';
import { seedSgFilings } from './sgFilingSeed.ts';
import { seedNgFilings } from './ngFilingSeed.ts';
import { createPaySchedule } from '../../paySchedules/paySchedules.ts';
import { seedKenyaFilingInputs } from './keFilingSeed.ts';
import { seedGhanaFilingInputs } from './ghFilingSeed.ts';

export interface DemoSeedReport {
  organization_id: string;
  member_id: string;
  key_id: string;
  /** The key's secret exists nowhere else: shown once. */
  token: string;
  employees: Record<Jurisdiction, number>;
  month: { period_start: string; period_end: string; pay_date: string };
  try_it: string[];
}

/**
 * `demo seed`: a verified organization with a member holding every permission, a key with every scope, and a team
 * in each of the six jurisdictions, created through the same command as POST /employees. Each run makes a new,
 * separate organization (named with the time it was seeded), so a seed never changes data someone is looking at.
 * All of it is one transaction: a seed that fails leaves nothing behind.
 */
export async function seedDemo(sql: Database, environment: AdminEnvironment, today = utcToday()): Promise<DemoSeedReport> {
  if (environment.deployment !== 'staging') {
    throw new AdminError(
      'demo seed runs on staging only (PAYROLL_ENV=staging): it makes a fictitious organization holding every permission, which has no place in production',
    );
  }
  if (!environment.openKeyring) throw new AdminError('demo seed needs the data keyring to seal write-only fields');
  const keyring = await environment.openKeyring();
  const month = demoMonth(today);

  const seeded = await sql.begin(async (tx) => {
    const org = await insertOrganization(tx, {
      name: `Demo Payroll Group (seeded ${new Date().toISOString().slice(0, 16)}Z)`,
      country_code: 'KE',
      default_currency: 'KES',
      kyc_status: 'verified',
    });
    // The account its payment files debit: the ISO 13616 example IBAN, plainly not a real account of anyone's.
    await setDebtorAccount(tx, org.id, { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    const member = await insertMember(tx, { organization_id: org.id, email: 'demo.admin@demo.example', permissions: [...permissions] });
    const key = await issueApiKey(tx, { org: org.id, member: member.id, scopes: [...scopes] }, environment.deployment);
    // The rest is written as the organization's own, under row-level security, like any API request.
    await enterTenant(tx, org.id);
    // HMRC's example reference forms (RTI Data Item Guide): the simulated gateway is busy once for a reference
    // ending in 8, then accepts (docs/filings.md).
    await upsertEmployerReferences(tx, org.id, 'GB', { paye_reference: '123/AB45678', accounts_office_reference: '123PA00012345' });
    const employees = await seedTeams(tx, org.id, keyring, month);
    await seedZaFilingInputs(tx, org.id);
    await seedKenyaFilingInputs(tx, org.id);
    await seedGhanaFilingInputs(tx, org.id);
    await seedLedgerAndLoan(tx, org.id, month.period_start);
    await seedSgFilings(tx, org.id);
    await seedNgFilings(tx, org.id);
    // Kenya's monthly schedule from next month on: this month's run is the README's to make, by hand.
    await createPaySchedule({ tx, organizationId: org.id }, {
      jurisdiction: 'KE',
      frequency: 'monthly',
      first_period_start: month.next_period_start,
      pay_date_rule: { kind: 'last_working_day' },
      create_days_ahead: 5,
    });
    return { org, member, key, employees };
  });

  const baseUrl = `http://localhost:${environment.port ?? 8080}/api/v1`;
  return {
    organization_id: seeded.org.id,
    member_id: seeded.member.id,
    key_id: seeded.key.key_id,
    token: seeded.key.token,
    employees: seeded.employees,
    month: { period_start: month.period_start, period_end: month.period_end, pay_date: month.pay_date },
    try_it: tryItRequests(baseUrl, seeded.key.token, month),
  };
}

async function seedTeams(tx: Transaction, organizationId: string, keyring: DataKeyring, month: DemoMonth): Promise<Record<Jurisdiction, number>> {
  const unitIds = async (table: 'departments' | 'positions', names: readonly string[]) =>
    new Map(await Promise.all(names.map(async (name) => [name, (await insertOrganizationUnit(tx, table, organizationId, name)).id] as const)));
  const departments = await unitIds('departments', demoDepartments);
  const positions = await unitIds('positions', demoPositions);

  const counts = {} as Record<Jurisdiction, number>;
  for (const team of demoRoster) {
    const location = await insertOrganizationUnit(tx, 'locations', organizationId, team.location);
    for (const person of team.people) {
      const body = {
        ...person.employee,
        jurisdiction: team.jurisdiction,
        denomination_currency: jurisdictionCurrency[team.jurisdiction],
        start_date: person.starts === 'mid-month' ? month.mid_month : person.starts,
        department_id: departments.get(person.department),
        position_id: positions.get(person.position),
        location_id: location.id,
      };
      // The schema every created employee passes (employeeCreateSchema), as a client's POST would.
      const checked = checkedBy(employeeCreateSchema, body);
      if (!checked.ok) throw demoDataError(team, person, invalidFields(checked.fields));
      await createEmployee({ tx, organizationId, keyring }, checked.value).catch((error: unknown) => {
        throw demoDataError(team, person, error);
      });
    }
    counts[team.jurisdiction] = team.people.length;
  }
  return counts;
}

/** The demo data is wrong, not the operator: say which person and which fields, so it can be fixed. */
function demoDataError(team: DemoTeam, person: DemoPerson, error: unknown): Error {
  if (!(error instanceof Rejection)) return error as Error;
  const who = `${person.employee.first_name} ${person.employee.last_name} (${team.jurisdiction})`;
  return new AdminError(`demo data for ${who} was refused: ${JSON.stringify(error.details ?? error.message)}`);
}
