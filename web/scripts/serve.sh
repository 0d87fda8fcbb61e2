#!/bin/sh
# The artefact's launcher (copied beside server.js by complete-standalone.ts): runs the standalone server with the
# memory settings it is tuned for (web/README.md, serving cost and memory; measured by crawling every sitemap URL
# five times). With V8's and glibc's defaults the young generation grows to 134 MB, glibc keeps a malloc arena per
# thread, and the process holds ~300-500 MB, growing from one crawl to the next. A young generation of at most
# 3 x 8 MB and two malloc arenas keep it at ~260 MB and flat. (--optimize-for-size kept it at ~180 MB, but cost
# 25-35 % of the requests/s of a cached page.) MALLOC_ARENA_MAX set by the caller wins. NODE_BINARY picks the
# node to run (default: the first on PATH, which npm scripts point at the project's pinned Node 24).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec "${NODE_BINARY:-node}" --max-semi-space-size=8 "$(dirname "$0")/server.js" "$@"
