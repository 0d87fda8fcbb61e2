#!/bin/sh
# Redis's entrypoint (deploy/containers/redis.Containerfile): the configuration, with the password from
# REDIS_PASSWORD, written owner-only into /var/lib/redis (a volume under a read-only root), then the variable is
# dropped and redis-server runs in the foreground, logging to standard output.
set -eu
: "${REDIS_PASSWORD:?REDIS_PASSWORD (from the Secret) is required: Redis never runs without a password}"
case "$REDIS_PASSWORD" in *[!A-Za-z0-9._~-]*) echo "redis: REDIS_PASSWORD may hold letters, digits and ._~- only (it goes into REDIS_URL)" >&2; exit 64 ;; esac
dir=/var/lib/redis
umask 077
cat > "$dir/redis.conf" <<CONF
bind * -::*
port 6379
protected-mode yes
requirepass $REDIS_PASSWORD
maxmemory ${REDIS_MAXMEMORY:-256mb}
maxmemory-policy volatile-lru
save ""
appendonly no
dir $dir
daemonize no
logfile ""
loglevel notice
CONF
unset REDIS_PASSWORD
exec redis-server "$dir/redis.conf"
