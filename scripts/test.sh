#!/usr/bin/env bash
# npm test: install what is missing, then lint, typecheck, unit and integration tests, a production build, browser
# tests against it, and the production shape's process-level tests. Ends with one summary line of every test counted.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-deps.sh
bash scripts/ensure-browser.sh
bash scripts/ensure-servers.sh
rm -rf tests/.artifacts && mkdir -p tests/.artifacts

echo "==> Lint and typecheck"
turbo run lint typecheck --output-logs=errors-only

echo "==> Unit and integration tests"
npm run test:unit -w @site/tests -- --reporter=default --reporter=json --outputFile.json=.artifacts/vitest.json

echo "==> Studio: schema validation, seed dataset check, offline build"
turbo run test build --filter=@site/studio --output-logs=errors-only

# The build the browser tests run against talks to the backend stub (tests/stub): every backend address and the
# test-only beacon key are exported here, so the stub is part of the one test build. `npm start` builds without them.
eval "$(node_modules/.bin/tsx tests/stub/print-env.ts)"
# The shell's browser tests need one-tap sign-in switched on, the chat's skip IP and the test vendor (tests/e2e/shell).
eval "$(node_modules/.bin/tsx tests/e2e/shell/print-env.ts)"

echo "==> Production build"
bash scripts/build-web.sh

echo "==> Browser tests"
npm run test:e2e -w @site/tests

# Redis, two instances of this build and nginx, started by the tests on their own ports (tests/cluster).
echo "==> Cluster tests (Redis, two instances, nginx)"
npm run test:cluster -w @site/tests -- --reporter=default --reporter=json --outputFile.json=.artifacts/cluster.json

node scripts/summarize-tests.mjs tests/.artifacts/vitest.json tests/.artifacts/playwright.json tests/.artifacts/cluster.json
