#!/usr/bin/env bash
# npm start -w @site/web: the standalone server on PORT (3000), bound to 0.0.0.0 (docs/decisions/0006-standalone-server-binds-all-interfaces.md): the
# release WEB_RELEASE names (a copy of a build, scripts/build-web.sh; `npm start` and `npm test` set it), else the
# last build in .next/standalone. It reads the repository's embedded dataset, not the copy traced into the build, so
# that an edit published with `npm run content:publish` reaches it as before. Its log is JSON, pretty on a terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
release="${WEB_RELEASE:-.next/standalone}"
[ -f "$release/web/serve.sh" ] || { echo "No build in $release: run npm start from the repository root." >&2; exit 1; }
export HOSTNAME=0.0.0.0 PORT="${PORT:-3000}" NODE_ENV=production
export CONTENT_DATASET_DIR="${CONTENT_DATASET_DIR:-$(cd .. && pwd)/studio/seed/dataset}"
# The server writes JSON lines (src/observability/log.ts); a person at a terminal reads them through pino-pretty.
if [ -t 1 ] && [ -x ../node_modules/.bin/pino-pretty ]; then
  sh "$release/web/serve.sh" | ../node_modules/.bin/pino-pretty --translateTime SYS:HH:MM:ss.l --ignore pid,hostname,buildId
else
  exec sh "$release/web/serve.sh"
fi
