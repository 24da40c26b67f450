import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { AdminError, runAdminCommand } from '../../commands/admin/commands.ts';
import { findDebtorAccount } from '../../db/debtorAccounts.ts';

let db: TestDatabase;
const admin = (...argv: string[]) => runAdminCommand(db.sql, argv, 'staging') as Promise<Record<string, any>>;
const newOrg = () => admin('org', 'create', '--name', 'Acme GmbH', '--country', 'DE', '--currency', 'EUR');

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('npm run admin -- org set --debtor-iban --debtor-bic', () => {
  it('stores the paying account, compacted and upper-cased, and keeps a part not given', async () => {
    const org = await newOrg();
    const set = await admin('org', 'set', '--org', org.id, '--debtor-iban', 'de89 3704 0044 0532 0130 00', '--debtor-bic', 'cobadeffxxx');
    expect(set).toMatchObject({ id: org.id, debtor_iban: 'DE89370400440532013000', debtor_bic: 'COBADEFFXXX' });
    await admin('org', 'set', '--org', org.id, '--debtor-bic', 'COBADEFF');
    expect(await findDebtorAccount(db.sql, org.id)).toEqual({ debtor_iban: 'DE89370400440532013000', debtor_bic: 'COBADEFF' });
    await admin('org', 'set', '--org', org.id, '--kyc', 'verified');
    expect(await findDebtorAccount(db.sql, org.id)).toEqual({ debtor_iban: 'DE89370400440532013000', debtor_bic: 'COBADEFF' });
  });

  const refusals: [string, string[], RegExp][] = [
    ['wrong IBAN check digits', ['--debtor-iban', 'DE88370400440532013000'], /--debtor-iban: check digits do not match/],
    ['an IBAN of the wrong length', ['--debtor-iban', 'DE8937040044053201300'], /--debtor-iban/],
    ['a BIC with digits for a country', ['--debtor-bic', 'COBA12FF'], /--debtor-bic: must be a BIC/],
    ['a BIC of 9 characters', ['--debtor-bic', 'COBADEFFX'], /--debtor-bic/],
  ];
  for (const [name, flags, message] of refusals) {
    it(`refuses ${name} and changes nothing`, async () => {
      const org = await newOrg();
      const attempt = admin('org', 'set', '--org', org.id, '--status', 'suspended', ...flags);
      await expect(attempt).rejects.toBeInstanceOf(AdminError);
      await expect(attempt).rejects.toThrow(message);
      const [row] = await db.sql`select status, debtor_iban, debtor_bic from organizations where id = ${org.id}`;
      expect(row).toEqual({ status: 'active', debtor_iban: null, debtor_bic: null });
    });
  }

  it('refuses an unknown organization', async () => {
    await expect(admin('org', 'set', '--org', '01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f', '--debtor-bic', 'COBADEFF')).rejects.toThrow(/no organization/);
  });

  it('holds the formats in the database too', async () => {
    const org = await newOrg();
    await expect(db.sql`update organizations set debtor_bic = 'cobadeff' where id = ${org.id}`).rejects.toThrow(/check constraint/);
    await expect(db.sql`update organizations set debtor_iban = 'DE89 3704' where id = ${org.id}`).rejects.toThrow(/check constraint/);
  });
});
