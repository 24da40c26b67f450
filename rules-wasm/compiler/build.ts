import { TableError } from './load-tables.ts';
import { buildRules, rulesRoot, withBuildLock } from './build-module.ts';
import { savePrebuilt } from './prebuilt.ts';

// `npm run rules:build`: an invalid table fails with file, path and reason. It also refreshes the committed
// rules-wasm/prebuilt/ that production installs run; `prepare` builds without touching it.
try {
  await withBuildLock(async () => {
    await buildRules((line) => console.log(line));
    await savePrebuilt(rulesRoot);
  });
} catch (error) {
  console.error(error instanceof TableError ? `invalid table:\n${error.message}` : error instanceof Error ? error.message : error);
  process.exit(1);
}
