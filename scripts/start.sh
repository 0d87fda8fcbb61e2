#!/usr/bin/env bash
# npm start: install what is missing, build what changed (turbo's cache skips the rest), serve on port 3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-deps.sh
# Secrets this checkout generated once (.env.local, git-ignored); a value set in the environment wins.
secrets=$(node scripts/local-secrets.mjs --export)
eval "$secrets"
echo "==> Building"
# Served from its own copy (a release), so a build started meanwhile (`npm test`, `npm run cluster`) never touches it.
bash scripts/build-web.sh start
WEB_RELEASE=$(realpath .cache/releases/start)
export WEB_RELEASE
echo "==> Serving http://localhost:3000 (zh: http://zh.localhost:3000, ru: http://ru.localhost:3000)"
exec npm run start -w @site/web
