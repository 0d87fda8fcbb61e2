#!/usr/bin/env bash
# The base image of deploy/Containerfile and deploy/containers/*, made from Debian's packages where no image registry
# can be reached: Debian bookworm, minbase variant, with the same trimming as the public debian:bookworm-slim image
# (no documentation, manuals or locales; apt's lists dropped).
#
#   scripts/base-image.sh [--force] [IMAGE]     default IMAGE: localhost/morphis-debian:bookworm-slim
#
# Skips the work when IMAGE exists (--force makes it again). From deb.debian.org, the mirror this machine's apt uses;
# the image's own sources.list names the same, so a RUN apt-get of a build reaches what the machine reaches. Root
# only (mmdebstrap writes device nodes and owners). Podman's settings: deploy/containers/containers.conf.
set -euo pipefail
cd "$(dirname "$0")/.."
force=0
if [ "${1:-}" = --force ]; then force=1; shift; fi
image="${1:-localhost/morphis-debian:bookworm-slim}"
CONTAINERS_CONF="$(pwd)/deploy/containers/containers.conf"
export CONTAINERS_CONF

if [ $force = 0 ] && podman image exists "$image"; then
  echo "==> Base image $image exists (--force makes it again)"
  exit 0
fi

mirror=http://deb.debian.org/debian
security=http://deb.debian.org/debian-security
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "==> Making $image with mmdebstrap (bookworm, minbase) from $mirror"
started=$(date +%s)
mmdebstrap --quiet --variant=minbase --include=ca-certificates \
  --dpkgopt='path-exclude=/usr/share/man/*' \
  --dpkgopt='path-exclude=/usr/share/doc/*' \
  --dpkgopt='path-include=/usr/share/doc/*/copyright' \
  --dpkgopt='path-exclude=/usr/share/info/*' \
  --dpkgopt='path-exclude=/usr/share/locale/*' \
  --dpkgopt='path-exclude=/usr/share/lintian/*' \
  --aptopt='APT::Install-Recommends "false"' \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin "$1"/var/log/*.log "$1"/var/log/apt/*' \
  bookworm "$work/rootfs.tar" \
  "deb $mirror bookworm main" \
  "deb $mirror bookworm-updates main" \
  "deb $security bookworm-security main"
podman import \
  --change 'ENV=PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD=["bash"]' \
  --message "Debian bookworm minbase from $mirror (scripts/base-image.sh)" \
  "$work/rootfs.tar" "$image" >/dev/null
echo "==> $image: $(podman image inspect --format '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}') in $(($(date +%s) - started)) s"
