#!/usr/bin/env bash
# npm start: install what is missing, build what changed (turbo's cache skips the rest), serve on port 3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-deps.sh
echo "==> Building"
bash scripts/build-web.sh
echo "==> Serving http://localhost:3000 (zh: http://zh.localhost:3000, ru: http://ru.localhost:3000)"
exec npm run start -w @site/web
