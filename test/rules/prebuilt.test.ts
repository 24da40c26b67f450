import { describe, expect, it } from 'vitest';
import { rulesRoot } from '../../rules-wasm/compiler/build-module.ts';
import { prebuiltProblem } from '../../rules-wasm/compiler/prebuilt.ts';

// Production installs have no compiler and run rules-wasm/prebuilt/: it must come from the tables checked out.
describe('committed prebuilt rules module', () => {
  it('was built from the tables and engine sources checked out (else run `npm run rules:build` and commit it)', async () => {
    expect(await prebuiltProblem(rulesRoot)).toBeNull();
  });
});
