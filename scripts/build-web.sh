#!/usr/bin/env bash
# The web build for `npm start` and `npm test`, through turbo's cache. Pages Next renders while serving (ISR, the
# not-found page) go to web/.next/server/route-cache, keyed by route only, not by build. A cache hit restores the
# build's files over the old ones but leaves that directory as it was, so the next server would answer with pages
# of whatever build served before (seen: `npm start`, then `npm test` serving pages without the stub's addresses).
# They belong to the build that rendered them: drop them before every build or restore.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf web/.next/server/route-cache web/.next/standalone/web/.next/server/route-cache
turbo run build --filter=@site/web --output-logs=errors-only
