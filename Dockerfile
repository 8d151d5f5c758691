# syntax=docker/dockerfile:1
# Channel Countdown: the API server (and, with another command, the worker) with the built web app.
#   docker build -t channel-countdown .
#   docker run -p 3000:3000 -e SESSION_SECRET=… -v cc-data:/data channel-countdown
# docs/operations.md walks through this file, compose.yaml and deploy/k8s/.

# 1. Build every package (TypeScript, the web app and its server renderer).
FROM node:24-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/check-native.mjs scripts/check-native.mjs
COPY packages/contract/package.json packages/contract/package.json
COPY packages/ui/package.json packages/ui/package.json
COPY packages/features/package.json packages/features/package.json
COPY packages/api/package.json packages/api/package.json
COPY packages/host/package.json packages/host/package.json
RUN npm ci
COPY . .
RUN npm run build

# 2. The run-time dependencies alone (sqlite3 is compiled here, for the image's Node.js).
FROM node:24-bookworm AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/check-native.mjs scripts/check-native.mjs
COPY packages/contract/package.json packages/contract/package.json
COPY packages/ui/package.json packages/ui/package.json
COPY packages/features/package.json packages/features/package.json
COPY packages/api/package.json packages/api/package.json
COPY packages/host/package.json packages/host/package.json
RUN npm ci --omit=dev && npm cache clean --force

# 3. What runs: Node.js, the production dependencies and the built packages; no sources, no build tools.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=dependencies /app/package.json ./package.json
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/packages/contract/package.json packages/contract/package.json
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/packages/ui/package.json packages/ui/package.json
COPY --from=build /app/packages/ui/dist packages/ui/dist
COPY --from=build /app/packages/features/package.json packages/features/package.json
COPY --from=build /app/packages/features/dist packages/features/dist
COPY --from=build /app/packages/api/package.json packages/api/package.json
COPY --from=build /app/packages/api/dist packages/api/dist
COPY --from=build /app/packages/api/bin packages/api/bin
COPY --from=build /app/packages/host/package.json packages/host/package.json
COPY --from=build /app/packages/host/dist packages/host/dist
COPY --from=build /app/packages/host/dist-server packages/host/dist-server
# SQLite and the generated secrets (without DATABASE_URL and SESSION_SECRET) live in DATA_DIR.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
# 3000: the app (PORT); 9464: a worker's /metrics, /livez and /readyz (METRICS_PORT, with METRICS_TOKEN).
EXPOSE 3000 9464
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/livez`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop, a rolling update) lets requests in flight finish, then exits 0.
STOPSIGNAL SIGTERM
# The server with its memory settings (docs/operations.md, "Memory"); the launcher execs node, which stays PID 1.
CMD ["sh", "packages/api/bin/serve.sh"]
