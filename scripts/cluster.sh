#!/usr/bin/env bash
# npm run cluster / cluster:stop: the production shape on this machine (deploy/README.md). `start` installs what is
# missing, builds the standalone app for the cluster's three hosts (turbo's cache makes a second run instant), and
# starts Redis on 6390, instances on 3101 and 3102 and nginx on 8080, each only if not already running.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1

case "${1:-}" in
  start)
    bash scripts/ensure-deps.sh
    bash scripts/ensure-servers.sh
    # Secrets this checkout generated once (.env.local, git-ignored); a value set in the environment wins.
    secrets=$(node scripts/local-secrets.mjs --export)
    eval "$secrets"
    export SITE_URL_EN=http://localhost:8080 SITE_URL_ZH=http://zh.localhost:8080 SITE_URL_RU=http://ru.localhost:8080
    echo "==> Building for the cluster's hosts"
    bash scripts/build-web.sh cluster
    WEB_RELEASE=$(realpath .cache/releases/cluster)
    export WEB_RELEASE
    exec node_modules/.bin/tsx deploy/cluster.ts start
    ;;
  stop)
    exec node_modules/.bin/tsx deploy/cluster.ts stop
    ;;
  *)
    echo "Usage: scripts/cluster.sh start|stop" >&2
    exit 2
    ;;
esac
