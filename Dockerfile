# syntax=docker/dockerfile:1
# Build: all dependencies, the statutory rules compiled to WASM and the TypeScript compiled to JavaScript.
# The build step is `npm run build` (scripts/build-dist.ts), which test/deploy/buildDist.test.ts runs without Docker.
FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY . .
# `npm ci` runs "prepare", which compiles rules-wasm/build/rules.wasm with the AssemblyScript dev dependency.
RUN npm ci --no-audit --no-fund
RUN npm run build -- --out /dist

# Runtime: Node 22 LTS, compiled JavaScript and production dependencies only (no tsx, AssemblyScript, Deno or
# TypeScript: /dist/package.json leaves them out), run as the image's unprivileged `node` user.
FROM node:22-bookworm-slim AS runtime
# HOST: inside a container the API must listen on every interface, whatever PAYROLL_ENV says.
# The heap capped (docs/performance.md "Memory"): a run or an import is streamed and chunked, never held whole.
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-old-space-size=160 \
    HOST=0.0.0.0 \
    PORT=8080 \
    PAYROLL_DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build /src/package-lock.json ./
COPY --from=build /dist/ ./
# --ignore-scripts: the runtime package has no build step, and no install script of a dependency is needed; its
# own postinstall, the mend of postgres.js's pool (db/postgresDriverPatch.mjs), runs by name.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && node db/postgresDriverPatch.mjs \
 && npm cache clean --force \
 && mkdir -p /app/.data \
 && chown node:node /app/.data
USER node
# 8080: the API; 9464: METRICS_PORT (/metrics, /livez, /readyz) when set, as compose.yaml does.
EXPOSE 8080 9464
# The worker role has no API port; compose.yaml checks its /readyz on METRICS_PORT.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `node scripts/start.js api` / `worker` run one half each (see compose.yaml).
CMD ["node", "scripts/start.js"]
