# syntax=docker/dockerfile:1
# The BFF image: the Fastify BFF run by Node 24 from its TypeScript sources (ADR 0001: no build step for the
# server), serving the built web app and its server renderer (apps/web/dist, apps/web/dist-server, ADR 0020).
# Built from the repository root: docker build -f deploy/bff.Dockerfile .   (docs/operations-deployment.md)
# The same image runs the portal database's migrations (compose.yaml: migrate) and the operator command line.

# 1. The web app's build, with every workspace's packages as CI installs them.
FROM node:24-slim AS web-build
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
COPY tsconfig.base.json ./
COPY packages ./packages
COPY apps/web ./apps/web
RUN npm run build -w @portal/web --silent

# 2. What the BFF and the server renderer need at run time, and nothing of the CMS, the tests or the tools.
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
RUN npm ci --omit=dev --no-audit --no-fund -w @portal/bff -w @portal/web && npm cache clean --force

# 3. The image: sources and built files owned by root, run as the unprivileged `node` user.
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=runtime-deps /app ./
COPY packages/personas ./packages/personas
COPY packages/contracts ./packages/contracts
COPY packages/db ./packages/db
COPY apps/bff ./apps/bff
COPY --from=web-build /app/apps/web/dist ./apps/web/dist
COPY --from=web-build /app/apps/web/dist-server ./apps/web/dist-server
USER node
EXPOSE 3000
# Migrations run first (compose.yaml: migrate); at start the BFF finds nothing left to apply.
CMD ["node", "apps/bff/src/main.ts"]
