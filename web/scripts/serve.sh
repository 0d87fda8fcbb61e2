#!/bin/sh
# The artefact's launcher (copied beside server.js by complete-standalone.ts): runs the standalone server with the
# memory settings it is tuned for (web/README.md, serving cost and memory; measured by crawling every sitemap URL
# five times). With V8's and glibc's defaults the young generation grows to 134 MB, glibc keeps a malloc arena per
# thread, and the process holds ~300-500 MB, growing from one crawl to the next. A young generation of at most
# 3 x 8 MB and two malloc arenas keep it at ~260 MB and flat. (--optimize-for-size kept it at ~180 MB, but cost
# 25-35 % of the requests/s of a cached page.) MALLOC_ARENA_MAX set by the caller wins. NODE_BINARY picks the
# node to run (default: the first on PATH, which npm scripts point at the project's pinned Node 24).
# A loopback address literal as HOSTNAME breaks every rewrite the proxy makes (legacy solution slugs, unknown content,
# the Russian blog...): Next's NextURL spells 127.0.0.1 and ::1 as `localhost`, its router compares that with the
# literal address, takes the rewrite for another origin and proxies it back to this server, whose proxy then
# redirects the rewritten path to itself (vercel/next.js#94745). Refused here with the way out.
case "${HOSTNAME:-}" in
  127.*|::1|\[::1\]|0:0:0:0:0:0:0:1)
    echo "serve.sh: HOSTNAME=$HOSTNAME breaks the proxy's rewrites (Next.js takes them for another origin: vercel/next.js#94745)." >&2
    echo "serve.sh: listen on HOSTNAME=0.0.0.0 and keep the port closed to the outside (docs/decisions/0006-standalone-server-binds-all-interfaces.md)." >&2
    exit 64
    ;;
esac
# The cache handler is TypeScript that Node runs itself (type stripping, Node 22.18 and later); an older node would
# answer every page with a 500.
NODE="${NODE_BINARY:-node}"
"$NODE" -e 'const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major > 22 || (major === 22 && minor >= 18) ? 0 : 1)' >/dev/null 2>&1 || {
  echo "serve.sh: needs Node.js 22.18 or later (the cache handler is TypeScript Node runs itself); $NODE is $("$NODE" --version 2>/dev/null || echo 'not found')." >&2
  echo "serve.sh: run it through npm (the project's Node 24) or set NODE_BINARY." >&2
  exit 69
}
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec "$NODE" --max-semi-space-size=8 "$(dirname "$0")/server.js" "$@"
