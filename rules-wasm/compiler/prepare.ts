import { TableError } from './load-tables.ts';
import { buildRules, rulesRoot, withBuildLock } from './build-module.ts';
import { installPrebuilt } from './prebuilt.ts';

// `npm ci` runs this through "prepare". With dev dependencies it compiles the rules; a production install
// (`--omit=dev`) has no AssemblyScript compiler and takes the committed, hash-checked rules-wasm/prebuilt/.
function compilerInstalled(): boolean {
  try {
    import.meta.resolve('assemblyscript/asc');
    return true;
  } catch {
    return false;
  }
}

try {
  if (compilerInstalled()) {
    await withBuildLock(() => buildRules((line) => console.log(line)));
  } else {
    await withBuildLock(() => installPrebuilt(rulesRoot));
    console.log('rules: AssemblyScript compiler not installed (production install): using rules-wasm/prebuilt/rules.wasm, built from these tables');
  }
} catch (error) {
  console.error(error instanceof TableError ? `invalid table:\n${error.message}` : error instanceof Error ? error.message : error);
  process.exit(1);
}
