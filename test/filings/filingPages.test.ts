import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { benchTenant } from '../../scripts/bench/benchDatabase.ts';
import { seedKePaidRun } from '../../scripts/bench/kePaidRunSeed.ts';
import { generateDataKeyBase64, loadDataKeyring, type DataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { runCommand, type CommandPorts } from '../../commands/context.ts';
import { doFilingWork } from '../../commands/filings/filingWork.ts';
import { filingSourceOf } from '../../commands/filings/filingSource.ts';
import { preparePeriodicReturn } from '../../commands/filings/periodicReturns.ts';
import { periodicFilingKind } from '../../commands/filings/periodicFilingKinds.ts';
import { documentPartsOf } from '../../db/filingDocumentParts.ts';
import { writtenWhole, type FiledPerson } from '../../documents/filings/periodicFiling.ts';
import type { FilingRow } from '../../db/filings.ts';

// Names whose order the database must give as localeCompare does (issue 31: people are read a page at a time in
// the return's order, sorted by PostgreSQL): accents, case, other scripts, punctuation, and two people of one name.
const names = [
  { first: 'Émile', last: 'Zola' }, { first: 'emile', last: 'abc' }, { first: 'Zoë', last: 'Ng' }, { first: 'Ørjan', last: 'Berg' },
  { first: 'Ana María', last: 'López' }, { first: 'ana maria', last: 'lopez' }, { first: 'Łukasz', last: 'Nowak' }, { first: '李', last: '小明' },
  { first: 'Ahmed', last: 'Ali' }, { first: 'Ahmed', last: 'Ali' }, { first: "O'Brien", last: 'Sean' }, { first: 'Mary-Jane', last: 'Wanjiku' },
  { first: 'Wanjiru10', last: 'Kamau' }, { first: 'Wanjiru9', last: 'Kamau' }, { first: 'Çelik', last: 'Ayşe' }, { first: 'Ångström', last: 'Anders' },
  { first: 'Straße', last: 'Hans' }, { first: 'Strasse', last: 'Hans' }, { first: 'Δήμητρα', last: 'Παππά' }, { first: 'Иван', last: 'Петров' },
  { first: 'Kamau', last: '' },
];
const pageSize = 3;

let db: TestDatabase;
let ports: CommandPorts;
let organizationId: string;

const asFilingActor = <T>(work: Parameters<typeof runCommand<T>>[3]) => runCommand(ports, organizationId, 'filing_actor', work);
const returns = () => asFilingActor((ctx) => ctx.tx<FilingRow[]>`select * from filings order by type`);
const served = async (filing: FilingRow) => {
  let text = '';
  for await (const part of documentPartsOf(db.sql, organizationId, filing.id)) text += part;
  return text;
};

describe('a paid run\'s returns written a page of people at a time', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    const keyring: DataKeyring = await loadDataKeyring(generateDataKeyBase64());
    ports = { sql: db.sql, keyring } as unknown as CommandPorts;
    ({ organizationId } = await benchTenant(db.sql, ['payruns.read']));
    const workId = await seedKePaidRun(db.sql, organizationId, keyring, names.length, (i) => names[i]!);
    expect(await asFilingActor((ctx) => doFilingWork(ctx, workId))).toBe(true);
  });
  afterAll(async () => db?.drop());

  it('gives the writer pages of at most the page size, in the order localeCompare then the employee id give', async () => {
    const [p10] = (await returns()).filter((f) => f.type === 'ke_p10');
    const pages = await asFilingActor(async (ctx) => {
      const { pages } = await filingSourceOf(ctx, p10!, periodicFilingKind('ke_p10')!, pageSize);
      const seen: FiledPerson[][] = [];
      // Twice: a writer that needs a pass before its rows reads its people again.
      for (let pass = 0; pass < 2; pass++) for await (const page of pages) seen.push(page);
      return seen;
    });
    expect(pages.map((p) => p.length)).toEqual([...Array(7).fill(3), ...Array(7).fill(3)]);
    const people = pages.slice(0, 7).flat();
    expect(pages.slice(7).flat().map((p) => p.employeeId)).toEqual(people.map((p) => p.employeeId));
    const sorted = [...people].sort((a, b) => a.fullName.localeCompare(b.fullName) || a.employeeId.localeCompare(b.employeeId));
    expect(people.map((p) => `${p.fullName} ${p.employeeId}`)).toEqual(sorted.map((p) => `${p.fullName} ${p.employeeId}`));
    expect(new Set(people.map((p) => p.fullName)).size).toBe(names.length - 1);
  });

  it('stores, for every KE return, the same bytes as the document written whole from every person at once', async () => {
    const filings = await returns();
    expect(filings.map((f) => [f.type, f.status, f.document_in_parts])).toEqual(['ke_ahl', 'ke_nssf', 'ke_p10', 'ke_shif'].map((t) => [t, 'ready', true]));
    for (const filing of filings) {
      const kind = periodicFilingKind(filing.type)!;
      const whole = await asFilingActor(async (ctx) => {
        const { source, pages } = await filingSourceOf(ctx, filing, kind, names.length);
        const people: FiledPerson[] = [];
        for await (const page of pages) people.push(...page);
        return writtenWhole(kind.rows(source), people).document;
      });
      expect(whole).not.toBeNull();
      expect(await served(filing)).toBe(whole);
      // Small pages and parts of 200 characters: the document is stored and served in many parts.
      await asFilingActor((ctx) => preparePeriodicReturn(ctx, filing, kind, 'test', { pagePeople: pageSize, partChars: 200 }));
      const parts = await asFilingActor((ctx) => ctx.tx<{ n: number }[]>`select count(*)::int as n from filing_document_parts where filing_id = ${filing.id}`);
      expect(parts[0]!.n).toBeGreaterThan(5);
      expect(await served(filing)).toBe(whole);
    }
  });
});
