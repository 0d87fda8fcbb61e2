#!/usr/bin/env bash
# Installs Debian packages when we may (root with apt-get); exits 3 without touching anything otherwise, so the
# caller can say what to run instead. Used by ensure-browser.sh and ensure-servers.sh. Starts no service.
set -euo pipefail
[ $# -gt 0 ] || exit 0
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then exit 3; fi
echo "==> Installing $* (apt-get)"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "$@" >/dev/null
