import { createApi, type ApiDependencies } from '../api/app.ts';
import { consoleBasePath, createConsole } from '../console/app.ts';
import type { ConsoleDependencies } from '../console/env.ts';

/**
 * What a process serves over HTTP: the API, and beside it the operator console (its own pages, sessions and CSRF),
 * two siblings over the same commands that never import each other.
 */
export function createHttpApp(deps: ApiDependencies & ConsoleDependencies) {
  const app = createApi(deps);
  app.route(consoleBasePath, createConsole(deps).app);
  return app;
}
