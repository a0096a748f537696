# The storefront server: one image for every process of a scale-out (README, "Scale-out";
# deploy/compose.yaml runs two of them behind nginx).
#   deps     the server's production node_modules (better-sqlite3 compiles here: python3, make, g++)
#   build    every dependency, then the web app and the server bundle (npm run build)
#   runtime  node:20-bookworm-slim as in the stages before (so the compiled module fits), the
#            production node_modules and the two dist folders, the unprivileged `node` user,
#            no compiler
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS toolchain
# npm 11: the root package.json's allowScripts lets only better-sqlite3, esbuild and sharp run
# install scripts, which npm 10 (bundled with Node 20) would not enforce.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/* \
  && npm install -g npm@11 --no-audit --no-fund
WORKDIR /app
# The manifests alone first, so a source change does not reinstall the dependencies.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/reference-data/package.json packages/reference-data/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

FROM toolchain AS deps
# The server's production dependencies only (the web app's are bundled into apps/web/dist).
RUN npm ci --omit=dev --workspace @storefront/server --no-audit --no-fund

FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/app/data
WORKDIR /app
# The manifests and node_modules (the root's and any a workspace keeps of its own); the
# workspace packages are inlined in the server bundle, so their sources are not needed.
COPY --from=deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR holds the resized-image cache (and the SQLite file when DATABASE_URL is unset).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready, not just alive: the database (and Redis, when set) answer. compose waits on this.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The V8 flags of apps/server/node-flags.mjs (a larger young generation, one V8 helper thread; docs/decisions.md).
CMD ["node", "--max-semi-space-size=64", "--v8-pool-size=1", "apps/server/dist/main.js"]
