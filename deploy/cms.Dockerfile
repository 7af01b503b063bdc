# syntax=docker/dockerfile:1
# The CMS image: Payload 3 on Next 16 (apps/cms, ADR 0008), served by its own server (apps/cms/server.ts: Next's
# handler with the slow-client limits and TRUST_PROXY, ADR 0034) on Node 24. Its schema comes
# from the committed migrations, applied when the server first initialises Payload (prodMigrations).
# Built from the repository root: docker build -f deploy/cms.Dockerfile .   (docs/operations-deployment.md)
# The same image seeds a new CMS database once (compose.yaml: cms-bootstrap).

# 1. The Next build (it needs TypeScript and the React and Node types, which only the full install has). Up to
# `npm ci` the same as the BFF's first stage, so a builder makes that layer once for both images.
FROM node:24-slim AS cms-build
WORKDIR /app
ENV CI=true
# npm ci checks the lockfile against every workspace's manifest, so all of them come first (one cached layer).
COPY package.json package-lock.json ./
COPY packages/personas/package.json packages/personas/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY apps/idp/package.json apps/idp/
COPY apps/bff/package.json apps/bff/
COPY apps/web/package.json apps/web/
COPY apps/cms/package.json apps/cms/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
ENV NEXT_TELEMETRY_DISABLED=1
COPY tsconfig.base.json ./
COPY packages/contracts ./packages/contracts
COPY apps/cms ./apps/cms
# `prebuild` copies the admin's code editor (Monaco) into apps/cms/public/monaco.
RUN npm run build -w @portal/cms --silent

# 2. The CMS's own dependencies only.
FROM node:24-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/personas/package.json packages/personas/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY apps/idp/package.json apps/idp/
COPY apps/bff/package.json apps/bff/
COPY apps/web/package.json apps/web/
COPY apps/cms/package.json apps/cms/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund -w @portal/cms && npm cache clean --force

# 3. The image: sources owned by root, run as the unprivileged `node` user, which may write only Next's cache
# (.next/cache) and the uploaded media (/data/media, a volume).
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    CMS_MEDIA_DIR=/data/media \
    CMS_HOST=0.0.0.0 \
    CMS_PORT=3001
WORKDIR /app
COPY --from=runtime-deps /app ./
COPY tsconfig.base.json ./
COPY packages/contracts ./packages/contracts
COPY apps/cms ./apps/cms
COPY --from=cms-build --chown=node:node /app/apps/cms/.next ./apps/cms/.next
COPY --from=cms-build /app/apps/cms/public/monaco ./apps/cms/public/monaco
RUN mkdir -p /data/media && chown node:node /data/media
USER node
EXPOSE 3001
CMD ["node", "apps/cms/server.ts"]
