#!/bin/sh
# The front's entrypoint (deploy/Containerfile, target front): fills the instances into the configuration rendered at
# build time (deploy/containers/render-front.ts) and runs nginx in the foreground, everything it writes in
# /var/cache/front (a volume under a read-only root).
#   FRONT_UPSTREAMS  space-separated host:port of the instances. Kubernetes: the site's Service, named twice
#                    ("site:3000 site:3000"), so that a GET refused by one pod is retried through the Service (which
#                    picks again); podman kube play: one entry per pod.
set -eu
: "${FRONT_UPSTREAMS:?FRONT_UPSTREAMS names the instances (host:port ...)}"
prefix=/var/cache/front
mkdir -p "$prefix/temp" "$prefix/cache/pages"
servers=""
for upstream in $FRONT_UPSTREAMS; do
  case "$upstream" in *[!A-Za-z0-9.:_-]*) echo "front: not a host:port: $upstream" >&2; exit 64 ;; esac
  servers="$servers    server $upstream max_fails=1 fail_timeout=2s;
"
done
awk -v servers="$servers" '$0 == "{{UPSTREAMS}}" { printf "%s", servers; next } { print }' /etc/front/nginx.conf.in > "$prefix/nginx.conf"
exec nginx -e stderr -p "$prefix" -c "$prefix/nginx.conf" -g 'daemon off;'
