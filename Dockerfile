# The judge HTTP server (API, MCP, web app) as a container image. The package is built
# from this checkout with `npm pack` and installed as npm would install it; the editions are
# parsed at build time (`judge ingest`) into a data folder the server only reads.
#   docker build -t mtg-judge . && docker run -p 8787:8787 mtg-judge
# The install steps are scripts/install-server.sh, which test/package-install.test.ts runs
# in a fresh folder. Running several replicas: see the README ("Running it in production").

FROM node:20-bookworm-slim AS pack
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm pack --pack-destination /tmp && mv /tmp/mtg-judge-*.tgz /tmp/mtg-judge.tgz

FROM node:20-bookworm-slim
COPY --from=pack /tmp/mtg-judge.tgz /tmp/
COPY scripts/install-server.sh /tmp/
RUN sh /tmp/install-server.sh /tmp/mtg-judge.tgz /opt/judge && rm /tmp/mtg-judge.tgz /tmp/install-server.sh
WORKDIR /opt/judge
# Root owns /opt/judge and nothing in it is writable: the server runs as the unprivileged
# "node" user and reads the parsed editions; anything it would cache stays in memory.
USER node
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8787 \
    JUDGE_DATA_DIR=/opt/judge/data \
    JUDGE_DRAIN_SECONDS=5
EXPOSE 8787
# Ready, not just alive: 503 while warming up and once SIGTERM arrives (the drain).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["/opt/judge/node_modules/.bin/judge", "serve"]
