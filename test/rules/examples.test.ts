import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkExamples, type CheckedExample } from '../../rules-wasm/workbench/check-examples.ts';
import { loadExamples } from '../../rules-wasm/workbench/load-examples.ts';
import { requestOfExample } from '../../rules-wasm/workbench/price-examples.ts';
import { expectPayslipInvariants, rulesEngine } from './harness.ts';

// Every worked example of every jurisdiction (rules-wasm/tables/<CC>/examples/*.yaml), priced in one batch.
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const examples = await loadExamples(repositoryRoot);

describe('worked examples of every jurisdiction', () => {
  let outcomes: CheckedExample[] = [];
  beforeAll(async () => {
    outcomes = checkExamples(await rulesEngine(), examples);
  });

  it('are found for every jurisdiction', () => {
    expect(new Set(examples.map((e) => e.jurisdiction))).toEqual(new Set(['KE', 'NG', 'GH', 'ZA', 'GB', 'SG']));
  });

  examples.forEach((e, i) => {
    it(`${e.jurisdiction} ${e.name} (${e.file.split('/').at(-1)})`, async () => {
      const outcome = outcomes[i]!;
      expect(outcome.refused).toBeUndefined();
      expect(outcome.figures.length).toBeGreaterThan(0);
      expect(outcome.figures.filter((f) => !f.matches)).toEqual([]);
      expectPayslipInvariants((await rulesEngine()).price([requestOfExample(e)])[0]!);
    });
  });
});
