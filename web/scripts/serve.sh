#!/bin/sh
# The artefact's launcher (copied beside server.js by complete-standalone.ts): runs the standalone server with V8's
# own heap sizing, like the bare Next.js app the benchmark compares with, and two glibc malloc settings (a value the
# caller sets wins for each):
# - two arenas (glibc keeps one per thread otherwise);
# - a fixed mmap threshold of 128 KB. glibc raises its threshold each time a large mmapped block is freed; past that,
#   large transient blocks land on the main heap, whose free middle is never given back, and a second arena fills
#   the same way: resident memory crept up crawl after crawl. Fixed, the heaps stay flat at the same requests/s
#   (docs/decisions/0009; figures in tests/bench/RESULTS.md).
# An 8 MB semi-space (tried) held the young generation at 16 MB instead of V8's 128 MB under load, but its scavenges
# cost the cached article requests/s (docs/decisions/0009). NODE_BINARY picks the node to run (default: the first on
# PATH, which npm scripts point at the project's pinned Node 24).
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
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
# --expose-gc changes nothing in how V8 collects: it lets the instance give memory back once a burst of publishing
# is over (src/server/memory-after-publish.node.ts).
exec "$NODE" --expose-gc "$(dirname "$0")/server.js" "$@"
