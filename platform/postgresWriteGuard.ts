import { register } from 'node:module';

/**
 * postgres.js 3.4.9 defers a small write to the next tick and then writes to its socket without looking whether
 * the connection closed meanwhile: `socket` is null by then, and the TypeError, thrown from a timer, is caught by
 * nobody and ends the process (porsager/postgres#1208, #1154; fixes proposed in #1168, #1176, #1209, none
 * released). The fault drill's PostgreSQL restart killed worker processes so (docs/reliability.md). Until a release
 * fixes it, `scripts/start.ts` registers this module as a loader hook, which makes the driver's deferred write
 * settle its queries with CONNECTION_CLOSED, as the proposed fixes do, and forget the dead connection's buffered
 * bytes, so the connection, reconnected, flushes again.
 */
export function guardPostgresWrites(): void {
  // Deno loads npm packages without Node's loader hooks; its runs keep the driver as it is.
  if ('Deno' in globalThis) return;
  register(import.meta.url);
}

const unguardedWrite = '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)';
const guardedWrite = [
  '  function nextWrite(fn) {',
  '    if (!socket) {',
  '      nextWriteTimer !== null && clearImmediate(nextWriteTimer)',
  '      chunk = nextWriteTimer = null',
  "      error(Errors.connection('CONNECTION_CLOSED', options, socket))",
  '      return false',
  '    }',
  '    const x = socket.write(chunk, fn)',
].join('\n');
const unguardedClose = '    clearImmediate(nextWriteTimer)\n    socket.removeListener(\'data\', data)';
const guardedClose = '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    socket.removeListener(\'data\', data)';

/** The driver's connection module with the guard, or unchanged when it does not read as 3.4.9's (a newer release). */
export function guardedConnectionSource(source: string): string {
  if (!source.includes(unguardedWrite) || !source.includes(unguardedClose)) return source;
  return source.replace(unguardedWrite, guardedWrite).replace(unguardedClose, guardedClose);
}

type LoadResult = { format?: string | null; source?: string | ArrayBuffer | ArrayBufferView | null; shortCircuit?: boolean };

/** The loader hook: only postgres.js's connection module is touched. */
export async function load(url: string, context: unknown, nextLoad: (url: string, context: unknown) => Promise<LoadResult>): Promise<LoadResult> {
  const loaded = await nextLoad(url, context);
  if (!/\/node_modules\/postgres\/src\/connection\.js$/.test(url) || loaded.source == null) return loaded;
  const text = typeof loaded.source === 'string' ? loaded.source : new TextDecoder().decode(loaded.source as ArrayBuffer);
  return { ...loaded, source: guardedConnectionSource(text) };
}
