#!/usr/bin/env bash
# The production shape (deploy/) and its tests run real servers from Debian's packages: Redis, nginx (with the
# brotli modules), and wrk for the benchmarks; the Nu HTML checker (vnu-jar, tests/e2e/html-validity) runs on Java. Installs what is missing when we may; otherwise says what to run.
set -euo pipefail

missing=()
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v redis-cli >/dev/null 2>&1 || missing+=(redis-tools)
command -v nginx >/dev/null 2>&1 || missing+=(nginx)
command -v wrk >/dev/null 2>&1 || missing+=(wrk)
# The cluster tests make the front's https certificate with it.
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
dpkg -s libnginx-mod-http-brotli-filter >/dev/null 2>&1 || missing+=(libnginx-mod-http-brotli-filter)
dpkg -s libnginx-mod-http-brotli-static >/dev/null 2>&1 || missing+=(libnginx-mod-http-brotli-static)
[ ${#missing[@]} -eq 0 ] && exit 0

# The packages' own services (port 80, 6379) are not used: the cluster runs its own.
status=0
bash "$(dirname "$0")/apt-install.sh" "${missing[@]}" || status=$?
[ $status -eq 0 ] && exit 0
[ $status -eq 3 ] || exit $status
echo "The production shape and the HTML checker need: ${missing[*]}" >&2
echo "Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
exit 1
