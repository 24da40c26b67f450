import { readFileSync } from 'node:fs';

/** A module hook writing the URL of every file Node loads to LOADED_MODULES_FILE. */
const loadHook = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  const loaded = await next(url, context);
  if (url.startsWith('file:')) appendFileSync(process.env.LOADED_MODULES_FILE, url + '\\n');
  return loaded;
}`;
const registerHook = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(loadHook)}`)});`;

/**
 * The environment that makes a spawned node process record the modules it loads into `file`: NODE_OPTIONS
 * registers the hook before anything else, tsx included, so it sees every module, compiled or transformed.
 */
export function recordLoadedModules(file: string): Record<string, string> {
  return { LOADED_MODULES_FILE: file, NODE_OPTIONS: `--import data:text/javascript,${encodeURIComponent(registerHook)}` };
}

/** The URLs the process loaded so far, in order. */
export function loadedModules(file: string): string[] {
  return readFileSync(file, 'utf8').trim().split('\n');
}
