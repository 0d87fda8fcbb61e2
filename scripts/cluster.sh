#!/usr/bin/env bash
# npm run cluster / cluster:stop: the production shape on this machine (deploy/README.md). `start` installs what is
# missing, builds the standalone app for the cluster's three hosts unless the cluster runs (turbo's cache makes a
# second build instant), and starts Redis on 6390, instances on 3101 and 3102, nginx on 8080 and the supervisor, each
# only if not already running.
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
    # With the front's certificate the hosts are https on 8443, as deploy/cluster.ts serves them (deploy/README.md).
    if [ -n "${FRONT_TLS_CERTIFICATE:-}" ]; then
      export SITE_URL_EN=https://localhost:8443 SITE_URL_ZH=https://zh.localhost:8443 SITE_URL_RU=https://ru.localhost:8443
    else
      export SITE_URL_EN=http://localhost:8080 SITE_URL_ZH=http://zh.localhost:8080 SITE_URL_RU=http://ru.localhost:8080
    fi
    # A running cluster keeps its release: what is missing (a stopped instance, nginx) starts on the release its
    # peers run, so nothing is built. The embedded dataset is an input of the build (its pages are prerendered from
    # it), and a content edit must never put one instance on a new build beside its peers (deploy/README.md).
    if node_modules/.bin/tsx deploy/cluster.ts running; then
      echo "==> The cluster runs its release; starting what is missing without building"
    else
      echo "==> Building for the cluster's hosts"
      bash scripts/build-web.sh cluster
    fi
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
