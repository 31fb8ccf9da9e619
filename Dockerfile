# syntax=docker/dockerfile:1
#
# One Dockerfile for the six apps, chosen with a build argument (see docs/deploy.md):
#
#   docker build --build-arg APP=gateway -t hirerelay/gateway:TAG .        (serves the web app too)
#   docker build --build-arg APP=jobs    -t hirerelay/jobs:TAG .           (identity, jobs, billing,
#                                                                           content, notifications)
#   docker build --target migrate        -t hirerelay/migrate:TAG .        (prisma migrate deploy)
#
# One file rather than six: the apps are npm workspaces of one lockfile, built by one `npm run
# build`, and run the same way (`node dist/main.js`), so the install, build and hardening steps
# are the same for all and stay so; only the folder copied into the final image differs. The
# install and build layers are shared by the six builds (build them one after another, or with
# `docker buildx bake`).
#
# The final images run as the unprivileged `node` user (1000) with nothing of theirs writable: the
# cluster mounts the root filesystem read-only and an empty /tmp.

ARG NODE_IMAGE=node:24-bookworm-slim

# ── dependencies: every workspace's package.json first, so a source change keeps this layer ──
FROM ${NODE_IMAGE} AS deps
WORKDIR /repo
# No browser or engine downloads during the install (the apps need none at run time).
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    PUPPETEER_SKIP_DOWNLOAD=1 \
    CHECKPOINT_DISABLE=1 \
    NX_DAEMON=false \
    NX_NO_CLOUD=true
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/document-text/package.json libs/document-text/
COPY libs/domain/package.json libs/domain/
COPY libs/drafting/package.json libs/drafting/
COPY libs/fit/package.json libs/fit/
COPY libs/nest-common/package.json libs/nest-common/
COPY libs/replies/package.json libs/replies/
COPY libs/testing/package.json libs/testing/
COPY services/identity/package.json services/identity/
COPY services/jobs/package.json services/jobs/
COPY services/billing/package.json services/billing/
COPY services/content/package.json services/content/
COPY services/notifications/package.json services/notifications/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY infra/local/package.json infra/local/
COPY extension/package.json extension/
RUN npm ci --no-audit --no-fund

# ── build: every app, the libraries, the web app and the extension ──
FROM deps AS build
COPY . .
RUN npm run build

# ── migrate: the Prisma CLI (a dev dependency) with every service's migrations ──
# Run by the migration Jobs (infra/k8s/base/migrate-jobs.yaml) in services/<name> with that
# service's DATABASE_URL; the CLI's schema engine is tools/prisma-schema-engine.mjs (no download).
FROM build AS migrate
# Nothing written outside /tmp (the root filesystem is read-only): no cache for prisma.config.ts either.
ENV HOME=/tmp XDG_CACHE_HOME=/tmp JITI_FS_CACHE=false
USER 1000:1000
CMD ["node", "/repo/node_modules/prisma/build/index.js", "migrate", "deploy"]

# ── pruned: production dependencies only, and the one app's files gathered in /out ──
FROM build AS pruned
ARG APP=gateway
RUN npm prune --omit=dev --no-audit --no-fund
RUN set -eu; \
    case "$APP" in \
      gateway) dir=gateway ;; \
      identity|jobs|billing|content|notifications) dir="services/$APP" ;; \
      *) echo "APP must be gateway, identity, jobs, billing, content or notifications (got '$APP')" >&2; exit 1 ;; \
    esac; \
    test -f "$dir/dist/main.js"; \
    mkdir -p /out; \
    cp package.json /out/; \
    cp -R node_modules /out/node_modules; \
    for lib in libs/*; do \
      if [ "$lib" = libs/testing ]; then continue; fi; \
      mkdir -p "/out/$lib"; cp "$lib/package.json" "/out/$lib/"; cp -R "$lib/dist" "/out/$lib/dist"; \
      if [ -d "$lib/node_modules" ]; then cp -R "$lib/node_modules" "/out/$lib/"; fi; \
    done; \
    mkdir -p "/out/$dir"; \
    cp "$dir/package.json" "/out/$dir/"; \
    cp -R "$dir/dist" "/out/$dir/dist"; \
    if [ -d "$dir/node_modules" ]; then cp -R "$dir/node_modules" "/out/$dir/"; fi; \
    if [ "$APP" = gateway ]; then \
      mkdir -p /out/web /out/extension/dist; \
      cp -R web/dist /out/web/dist; \
      if [ -f extension/dist/hirerelay-extension.zip ]; then cp extension/dist/hirerelay-extension.zip /out/extension/dist/; fi; \
    fi; \
    ln -s "$dir" /out/app

# ── the app ──
FROM ${NODE_IMAGE} AS app
ARG APP=gateway
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    HOME=/tmp
WORKDIR /app
# Owned by root, readable by all: the app cannot change its own code.
COPY --from=pruned /out/ /app/
LABEL org.opencontainers.image.title="hirerelay-${APP}" \
      org.opencontainers.image.source="https://github.com/hirerelay/hirerelay"
USER 1000:1000
WORKDIR /app/app
# No npm in between: SIGTERM reaches Node itself, which turns not ready, drains, then exits.
CMD ["node", "dist/main.js"]
