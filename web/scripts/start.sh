#!/usr/bin/env bash
# npm start -w @site/web: the standalone server of the last build, on PORT (3000), bound to 0.0.0.0 (web/README.md,
# Decisions). It reads the repository's embedded dataset, not the copy traced into the build, so that an edit
# published with `npm run content:publish` reaches it as before.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f .next/standalone/web/serve.sh ] || { echo "No build in web/.next/standalone: run npm start from the repository root." >&2; exit 1; }
export HOSTNAME=0.0.0.0 PORT="${PORT:-3000}" NODE_ENV=production
export CONTENT_DATASET_DIR="${CONTENT_DATASET_DIR:-$(cd .. && pwd)/studio/seed/dataset}"
exec sh .next/standalone/web/serve.sh
