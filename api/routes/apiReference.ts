import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import { Scalar } from '@scalar/hono-api-reference';
import type { ApiEnv } from '../env.ts';

const bundlePath = '@scalar/api-reference/browser/standalone.js';
let bundle: Promise<Uint8Array> | undefined;

/**
 * GET {base}/docs: the browsable reference of {base}/openapi.json, without a key. The viewer's script is
 * served from node_modules (no CDN), without web fonts, telemetry or the AI agent, so it works offline.
 */
export function apiReferenceRoutes(basePath: string) {
  const scriptPath = `${basePath}/docs/scalar.js`;
  return new Hono<ApiEnv>()
    .get(
      `${basePath}/docs`,
      Scalar({
        url: `${basePath}/openapi.json`,
        cdn: scriptPath,
        pageTitle: 'Payroll Service API reference',
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
        showDeveloperTools: 'never',
      }),
    )
    .get(scriptPath, async (c) => {
      bundle ??= readFile(createRequire(import.meta.url).resolve(bundlePath)).then((b) => new Uint8Array(b));
      return c.body((await bundle) as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      });
    });
}
