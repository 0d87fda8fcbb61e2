#!/usr/bin/env bash
# npm run test:e2e -- [playwright arguments]: one browser spec (or all) against the test build, with no setup.
#
#   npm run test:e2e -- e2e/content.e2e.ts          # a file (paths are relative to tests/)
#   npm run test:e2e -- e2e/content.e2e.ts -g menu  # a test by title
#
# Exports what scripts/test.sh exports before its build (the test ports, the backend stub's addresses, the shell's
# sign-in and chat settings, this checkout's secrets), then builds the `test` release once: when turbo's hash of the
# web build (sources and every build variable) is the one the release was made from, the release is reused as it is,
# without even a cache restore. Pages the previous run's server rendered are dropped, as scripts/build-web.sh does.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1
export PATH="$(pwd)/node_modules/.bin:$PATH"

bash scripts/ensure-deps.sh >/dev/null
eval "$(node scripts/local-secrets.mjs --export)"
bash scripts/ensure-browser.sh
eval "$(tsx tests/fixtures/print-test-sites.ts)"
tsx tests/e2e/support/check-ports.ts
eval "$(tsx tests/stub/print-env.ts)"
eval "$(tsx tests/e2e/shell/print-env.ts)"

release=.cache/releases/test
# Beside the releases, not among them: build-web.sh treats every entry of .cache/releases as a release or a name.
stamp=.cache/test-release.hash
hash=$(turbo run build --filter=@site/web --dry=json | node -e '
  let text = ""; process.stdin.on("data", (chunk) => (text += chunk)).on("end", () => {
    const task = JSON.parse(text).tasks.find((t) => t.taskId === "@site/web#build");
    console.log(task ? task.hash : "");
  });')
if [ -n "$hash" ] && [ -f "$release/web/serve.sh" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$hash" ]; then
  echo "==> Reusing the test build ($release, web build $hash)"
  rm -rf "$release/web/.next/server/route-cache"
else
  echo "==> Building the test build (web build $hash)"
  bash scripts/build-web.sh test
  echo "$hash" > "$stamp"
fi
WEB_RELEASE=$(realpath "$release")
export WEB_RELEASE

# Playwright runs in tests/: a path given from the repository's root (tests/e2e/x.e2e.ts) is taken as well.
args=()
for arg in "$@"; do args+=("${arg#tests/}"); done
npm run test:e2e -w @site/tests -- "${args[@]}"
