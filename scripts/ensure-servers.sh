#!/usr/bin/env bash
# The production shape (deploy/) and its tests run real servers from Debian's packages: Redis, nginx (with the
# brotli modules), and wrk for the benchmarks. Installs what is missing when we may; otherwise says what to run.
set -euo pipefail

missing=()
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v redis-cli >/dev/null 2>&1 || missing+=(redis-tools)
command -v nginx >/dev/null 2>&1 || missing+=(nginx)
command -v wrk >/dev/null 2>&1 || missing+=(wrk)
dpkg -s libnginx-mod-http-brotli-filter >/dev/null 2>&1 || missing+=(libnginx-mod-http-brotli-filter)
dpkg -s libnginx-mod-http-brotli-static >/dev/null 2>&1 || missing+=(libnginx-mod-http-brotli-static)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> Installing ${missing[*]} (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # No service is started: the packages' own services (port 80, 6379) stay off; the cluster runs its own.
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "The production shape needs: ${missing[*]}" >&2
  echo "Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
