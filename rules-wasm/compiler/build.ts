import { TableError } from './load-tables.ts';
import { buildRules, withBuildLock } from './build-module.ts';

// `npm run rules:build` (also run by `prepare`): an invalid table fails with file, path and reason.
try {
  await withBuildLock(() => buildRules((line) => console.log(line)));
} catch (error) {
  console.error(error instanceof TableError ? `invalid table:\n${error.message}` : error instanceof Error ? error.message : error);
  process.exit(1);
}
