#!/bin/sh
# The artefact's launcher (copied beside server.js by complete-standalone.ts): runs the standalone server with the
# V8 setting it is tuned for. Measured after crawling every sitemap URL five times (npm run bench -w @site/tests;
# web/README.md, serving cost and memory): with V8's defaults the young generation grows to 134 MB and the process
# keeps ~500 MB resident, growing from one crawl to the next; with --optimize-for-size ~180 MB, flat. NODE_BINARY
# picks the node to run (default: the first on PATH, which npm scripts point at the project's pinned Node 24).
exec "${NODE_BINARY:-node}" --optimize-for-size "$(dirname "$0")/server.js" "$@"
