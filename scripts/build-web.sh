#!/usr/bin/env bash
# The web build for `npm start`, `npm test` and `npm run cluster`, through turbo's cache.
#
#   scripts/build-web.sh [NAME]
#
# A build never breaks a serving server: servers never run from web/.next, which every build rewrites, but from a
# release, a copy of the standalone artefact in .cache/releases/<build id>. With NAME, the build is copied there and
# .cache/releases/NAME is switched to it when the copy is complete; the caller serves that (WEB_RELEASE). Builds of
# one checkout take turns (a lock), so two commands started together never write web/.next at once, and the copy is
# made before the next build may start.
#
# Pages Next renders while serving (ISR, the not-found page) go to .next/server/route-cache, keyed by route only, not
# by build. A cache hit restores the build's files over the old ones but leaves that directory as it was, so the next
# server would answer with pages of whatever build served before (seen: `npm start`, then `npm test` serving pages
# without the stub's addresses). They belong to the run that rendered them: drop them before every build or restore,
# and from a release when a new run takes it again.
set -euo pipefail
cd "$(dirname "$0")/.."
releases=.cache/releases
mkdir -p "$releases"

exec 9>.cache/build.lock
if ! flock -n 9; then
  echo "==> Another build of web/ is running in this checkout; waiting for it"
  flock 9
fi

rm -rf web/.next/server/route-cache web/.next/standalone/web/.next/server/route-cache
turbo run build --filter=@site/web --output-logs=errors-only

name="${1:-}"
[ -n "$name" ] || exit 0
case "$name" in *[!a-z0-9-]*) echo "build-web.sh: a release name is lower-case letters, digits and dashes: $name" >&2; exit 2 ;; esac
id=$(cat web/.next/BUILD_ID)
if [ ! -f "$releases/$id/.complete" ]; then
  rm -rf "$releases/$id.staging" "$releases/$id"
  cp -a web/.next/standalone "$releases/$id.staging"
  date -u +%FT%TZ > "$releases/$id.staging/.complete"
  mv "$releases/$id.staging" "$releases/$id"
fi
rm -rf "$releases/$id/web/.next/server/route-cache"
ln -sfn "$id" "$releases/$name.next"
mv -T "$releases/$name.next" "$releases/$name"

# Keep every release a name points at and the two newest others (a server started from an earlier one may still run).
# (`if`, not `&&`: a last entry that is not a link must not fail the loop under pipefail, as a release named
# `bench`, listed before the build ids, did.)
referenced=$(for link in "$releases"/*; do if [ -L "$link" ]; then readlink "$link"; fi; done | sort -u)
ls -1t "$releases" | while read -r entry; do
  [ -L "$releases/$entry" ] && continue
  grep -qxF "$entry" <<<"$referenced" && continue
  echo "$entry"
done | tail -n +3 | while read -r old; do rm -rf "${releases:?}/$old"; done
