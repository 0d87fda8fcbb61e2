#!/usr/bin/env bash
# Installs the project's npm dependencies when node_modules is missing or older than package-lock.json or a patch
# under patches/ (applied by the root postinstall, patches/README.md),
# then checks that npm scripts run on the pinned Node 24 (the `node` dev dependency), not the machine's Node.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=node_modules/.install-stamp
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ -n "$(find patches -newer "$stamp" 2>/dev/null)" ] || [ ! -x node_modules/.bin/node ]; then
  echo "==> Installing dependencies (npm ci)"
  npm ci --no-audit --no-fund
  touch "$stamp"
fi

major=$(node_modules/.bin/node -p 'process.versions.node.split(".")[0]')
if [ "$major" != "24" ]; then
  echo "The pinned runtime in node_modules/.bin/node is Node $major, expected 24. Run: rm -rf node_modules && npm start" >&2
  exit 1
fi
