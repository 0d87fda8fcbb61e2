#!/usr/bin/env bash
# npm test: install what is missing, then lint, typecheck, unit and integration tests, a production build, browser
# tests against it, and the production shape's process-level tests. Ends with one summary line of every test counted.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1

REPORTS=(tests/.artifacts/vitest.json tests/.artifacts/playwright.json tests/.artifacts/cluster.json tests/.artifacts/playwright-lake.json tests/.artifacts/playwright-studio.json)
stage='Setup (dependencies, secrets, browser, servers, free ports)'
step() {
  stage="$1"
  echo "==> $1"
}
# A stage that fails stops the run (set -e); the closing line still comes, with what ran and the stage that failed.
on_exit() {
  local status=$?
  if [ "$status" -ne 0 ]; then
    node scripts/summarize-tests.mjs --failed-stage "$stage" "${REPORTS[@]}" || true
  fi
  exit "$status"
}
trap on_exit EXIT

bash scripts/ensure-deps.sh
# Secrets this checkout generated once (.env.local, git-ignored); a value set in the environment wins.
secrets=$(node scripts/local-secrets.mjs --export)
eval "$secrets"
bash scripts/ensure-browser.sh
bash scripts/ensure-servers.sh
rm -rf tests/.artifacts && mkdir -p tests/.artifacts

# The tests build for, and start their servers on, ports of their own (3100, the stub 3190; tests/README.md), never
# npm start's 3000: a server they did not start would answer with a build that lacks the test backend. SITE_URL_*
# set by the caller are kept. Stop now, before the build, if something already listens there.
eval "$(node_modules/.bin/tsx tests/fixtures/print-test-sites.ts)"
node_modules/.bin/tsx tests/e2e/support/check-ports.ts

# High or critical advisories in runtime dependencies fail the run; an advisory endpoint that does not answer is
# reported and skipped (AUDIT_REQUIRED=1 makes it fail). README.md, Dependencies.
step "Advisories (npm audit of runtime dependencies)"
node scripts/audit.mjs

step "Lint and typecheck"
# Formatting first (Prettier, .prettierrc.json; `npm run format` fixes it), then each workspace's lint and types.
prettier --check --log-level warn .
turbo run lint typecheck --output-logs=errors-only

step "Unit and integration tests"
npm run test:unit -w @site/tests -- --reporter=default --reporter=json --outputFile.json=.artifacts/vitest.json

# The Studio's own checks; its unit tests (tests/unit/studio, in its `test` script too) ran in the stage above.
step "Studio: schema validation, seed dataset check, offline build"
turbo run check build --filter=@site/studio --output-logs=errors-only

# The build the browser tests run against talks to the backend stub (tests/stub): every backend address and the
# test-only beacon key are exported here, so the stub is part of the one test build. `npm start` builds without them.
eval "$(node_modules/.bin/tsx tests/stub/print-env.ts)"
# The shell's browser tests need one-tap sign-in switched on, the chat's skip IP and the test vendor (tests/e2e/shell).
eval "$(node_modules/.bin/tsx tests/e2e/shell/print-env.ts)"

step "Production build"
# The browser and cluster tests serve this build's own copy (a release), whatever is built meanwhile.
bash scripts/build-web.sh test
WEB_RELEASE=$(realpath .cache/releases/test)
export WEB_RELEASE

step "Browser tests"
npm run test:e2e -w @site/tests

# Redis, two instances of this build and nginx, started by the tests on their own ports (tests/cluster).
step "Cluster tests (Redis, two instances, nginx)"
npm run test:cluster -w @site/tests -- --reporter=default --reporter=json --outputFile.json=.artifacts/cluster.json

# ---- Content Lake -------------------------------------------------------------------------------------------------
# The site as a Sanity project runs it: a second build with CONTENT_SOURCE=sanity reading the Content Lake stand-in
# (tests/lake-stub) through the real client (SANITY_API_HOST), then its browser suite (tests/lake/) against that
# build. Its own ports: the Lake site on the test site's + 80, the stand-in on + 93 (checked free above).
step "Content Lake build (CONTENT_SOURCE=sanity on the Lake stand-in)"
(
  eval "$(node_modules/.bin/tsx tests/lake-stub/print-env.ts)"
  node_modules/.bin/tsx tests/lake-stub/cli.ts &
  lake_pid=$!
  trap 'kill "$lake_pid" 2>/dev/null || true' EXIT
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$LAKE_STUB_PORT/__lake/health" >/dev/null && break; sleep 0.2; done
  curl -sf "http://127.0.0.1:$LAKE_STUB_PORT/__lake/health" >/dev/null || { echo "The Lake stand-in did not start on $LAKE_STUB_PORT" >&2; exit 1; }
  bash scripts/build-web.sh lake
)
step "Content Lake browser tests"
WEB_LAKE_RELEASE=$(realpath .cache/releases/lake) npm run test:e2e:lake -w @site/tests
# The editor's side on the same build: the Sanity Studio built for the stand-in (reused while its inputs are the
# same) and opened in Chromium, publishing through the stand-in's webhook (tests/studio).
step "Studio journeys (the Studio on the Lake stand-in)"
WEB_LAKE_RELEASE=$(realpath .cache/releases/lake) npm run test:e2e:studio -w @site/tests
# ---- end of Content Lake -------------------------------------------------------------------------------------------

trap - EXIT
node scripts/summarize-tests.mjs "${REPORTS[@]}"
