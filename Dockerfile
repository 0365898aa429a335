# Aurelle: one image for every instance (README, "Running several instances"). Build: `docker build -t aurelle .`
# Run: the server on PORT (3000), configured by environment variables only (apps/server/src/config.ts).

# --- build: every dependency, the web app (static files and its server renderer) and the bundled server
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so a change to the sources does not reinstall the dependencies.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# As .ci/run does: the lock file may lack other platforms' optional binaries, and `npm install` then installs the same tree.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

# --- runtime: the built app and its production dependencies, as an unprivileged user
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# Workspace links in node_modules point here.
COPY --from=build /app/packages/contract ./packages/contract
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
# DATA_DIR: uploads, outbox and a generated JWT secret when S3_*, SMTP_URL and JWT_SECRET are not set.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready: the database answers and every migration of this build is applied (GET /api/health/ready).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server migrates (under a PostgreSQL advisory lock, so instances may start together) and then listens;
# SIGTERM drains requests and the job in hand within 10 s.
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
