#!/usr/bin/env bash
# npm run test:kube: the production shape on a real orchestrator's terms. Builds the images (deploy/Containerfile,
# deploy/containers/redis.Containerfile) on a base made from Debian's packages, plays deploy/kubernetes/ with
# `podman kube play` (as podman 4.3 can: tests/kube/podman-manifests.ts), runs tests/kube/checks.ts through the
# front, and tears everything down afterwards, even when a check fails.
#
# Needs root, podman, runc and mmdebstrap (installed with apt-get when missing and root; otherwise it stops with the
# command). Podman's settings come from deploy/containers/containers.conf (CONTAINERS_CONF), nothing under /etc.
#   npm run test:kube [-- OPTIONS]
#   --port N        the front's port on the host's loopback (8280); the images are built for its three hosts
#   --context DIR   the checkout to build (this one); the images' build reaches only the npm registry and Debian's
#   --keep          leave the pods running after the checks (`npm run test:kube -- --down` tears them down)
#   --down          tear down what a kept or interrupted run left, and stop
set -euo pipefail
cd "$(dirname "$0")/.."
CONTAINERS_CONF="$(pwd)/deploy/containers/containers.conf"
export CONTAINERS_CONF
port=8280
context=.
keep=0
down=0
while [ $# -gt 0 ]; do
  case "$1" in
    --port) port="$2"; shift 2 ;;
    --context) context="$2"; shift 2 ;;
    --keep) keep=1; shift ;;
    --down) down=1; shift ;;
    *) echo "test-kube.sh: unknown option $1 (--port N, --context DIR, --keep, --down)" >&2; exit 2 ;;
  esac
done
base=localhost/morphis-debian:bookworm-slim
network=morphis-kube
outside=morphis-kube-outside
secret=morphis-secrets
pods=(front-pod-0 site-a-pod-0 site-b-pod-0 redis-pod-0)
export SITE_URL_EN="http://localhost:$port" SITE_URL_ZH="http://zh.localhost:$port" SITE_URL_RU="http://ru.localhost:$port"
started=$(date +%s)
elapsed() { echo "$(($(date +%s) - started)) s"; }

teardown() {
  for pod in "${pods[@]}"; do podman pod rm -f -t 5 "$pod" >/dev/null 2>&1 || true; done
  podman secret rm "$secret" >/dev/null 2>&1 || true
  podman network rm -f "$network" "$outside" >/dev/null 2>&1 || true
}

if [ "$(id -u)" != 0 ]; then
  echo "test:kube runs podman as root (rootless podman needs subuid ranges this setup does not make): sudo npm run test:kube" >&2
  exit 1
fi
missing=()
command -v podman >/dev/null 2>&1 || missing+=(podman)
command -v runc >/dev/null 2>&1 || missing+=(runc)
command -v mmdebstrap >/dev/null 2>&1 || missing+=(mmdebstrap)
if [ ${#missing[@]} -gt 0 ]; then
  status=0
  bash scripts/apt-install.sh "${missing[@]}" || status=$?
  if [ $status -eq 3 ]; then
    echo "test:kube needs: ${missing[*]}. Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  [ $status -eq 0 ] || exit $status
fi
if [ $down = 1 ]; then teardown; echo "==> test:kube: torn down"; exit 0; fi
bash scripts/ensure-deps.sh
if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
  echo "test:kube: something already listens on 127.0.0.1:$port (--port chooses another port)" >&2
  exit 1
fi
teardown # what an interrupted run left

echo "==> Base image"
bash scripts/base-image.sh "$base"

echo "==> Images (site, front, redis) for $SITE_URL_EN"
build_args=(--format docker --build-arg "BASE_IMAGE=$base")
# A TLS-intercepting proxy's CA (the machine's bundle) for the steps that download; a build secret, in no layer.
[ -s /etc/ssl/certs/ca-certificates.crt ] && build_args+=(--secret id=ca,src=/etc/ssl/certs/ca-certificates.crt)
registry=$(npm config get registry 2>/dev/null || echo https://registry.npmjs.org/)
for target in site front; do
  podman build "${build_args[@]}" -f deploy/Containerfile --target "$target" -t "localhost/morphis-$target:latest" \
    --build-arg "NPM_REGISTRY=$registry" --build-arg "SITE_URL_EN=$SITE_URL_EN" \
    --build-arg "SITE_URL_ZH=$SITE_URL_ZH" --build-arg "SITE_URL_RU=$SITE_URL_RU" "$context" > "/tmp/morphis-kube-build-$target.log" 2>&1 ||
    { tail -40 "/tmp/morphis-kube-build-$target.log" >&2; echo "test:kube: the $target image did not build (/tmp/morphis-kube-build-$target.log)" >&2; exit 1; }
  echo "    morphis-$target: $(podman image inspect --format '{{.Size}}' "localhost/morphis-$target:latest" | awk '{printf "%.0f MB", $1/1e6}') ($(elapsed))"
done
podman build "${build_args[@]}" -f deploy/containers/redis.Containerfile -t localhost/morphis-redis:latest deploy/containers \
  > /tmp/morphis-kube-build-redis.log 2>&1 || { tail -40 /tmp/morphis-kube-build-redis.log >&2; exit 1; }
echo "    morphis-redis: $(podman image inspect --format '{{.Size}}' localhost/morphis-redis:latest | awk '{printf "%.0f MB", $1/1e6}') ($(elapsed))"

work=$(mktemp -d /tmp/morphis-kube.XXXXXX)
on_exit() {
  local status=$?
  if [ $keep = 1 ]; then
    echo "==> --keep: the pods stay up (npm run test:kube -- --down tears them down); play file $work/play.yaml"
  else
    echo "==> Tearing down"
    teardown
    rm -rf "$work"
  fi
  exit $status
}
trap on_exit EXIT

# The secrets, made here as an operator would (deploy/kubernetes/secret.template.yaml). podman 4.3 reads a
# secretKeyRef from a podman secret holding a JSON map of base64 values.
secrets_json=$(node -e '
  const { randomBytes } = require("node:crypto");
  const hex = (n) => randomBytes(n).toString("hex");
  const password = hex(24);
  console.log(JSON.stringify({
    SANITY_REVALIDATE_SECRET: hex(32), SANITY_PREVIEW_SECRET: hex(32), REDIS_SIGNING_SECRET: hex(32),
    REDIS_PASSWORD: password, REDIS_URL: `redis://:${password}@redis-pod-0:6379`,
  }));')
node -e 'const s = JSON.parse(process.argv[1]); process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Buffer.from(v).toString("base64")]))))' "$secrets_json" |
  podman secret create "$secret" - >/dev/null

# Both replicas read one copy of the dataset (the test edits it), as `npm run cluster` shares the repository's.
cp -a "$context/studio/seed/dataset" "$work/dataset"
chmod 755 "$work"
chmod -R a+rX "$work/dataset"
node_modules/.bin/tsx tests/kube/podman-manifests.ts "$work/play.yaml" "$SITE_URL_EN" "$SITE_URL_ZH" "$SITE_URL_RU" "$port" "$work/dataset"

echo "==> Playing deploy/kubernetes/ ($(elapsed))"
podman network create --opt isolate=true "$network" >/dev/null
podman network create --opt isolate=true "$outside" >/dev/null
podman kube play --network "$network" "$work/play.yaml" > "$work/play.log" 2>&1 || { cat "$work/play.log" >&2; exit 1; }
for _ in $(seq 240); do
  if [ "$(curl -s -o /dev/null -w '%{http_code}' -H "Host: localhost:$port" "http://127.0.0.1:$port/pricing")" = 200 ]; then break; fi
  sleep 0.5
done
ready=0
for _ in $(seq 240); do
  ready=0
  for replica in a b; do
    infra=$(podman pod inspect --format '{{.InfraContainerID}}' "site-$replica-pod-0")
    ip=$(podman inspect --format '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' "$infra")
    [ "$(curl -s -o /dev/null -w '%{http_code}' "http://$ip:3000/api/ready")" = 200 ] && ready=$((ready + 1))
  done
  [ $ready -eq 2 ] && break
  sleep 0.5
done
if [ $ready -ne 2 ]; then
  podman pod ps >&2
  for name in $(podman ps -a --format '{{.Names}}' | grep -- '-pod-0-'); do
    echo "--- $name" >&2
    podman logs --tail 20 "$name" >&2 2>&1 || true
  done
  echo "test:kube: the replicas were not ready within 2 minutes" >&2
  exit 1
fi
echo "==> Up: front on http://127.0.0.1:$port, both replicas ready ($(elapsed))"
podman stats --no-stream --format '    {{.Name}} cpu {{.CPUPerc}} mem {{.MemUsage}}' 2>/dev/null | grep -v infra || true

echo "==> Checks"
status=0
KUBE_FRONT_PORT="$port" KUBE_DATASET="$work/dataset" KUBE_SECRETS="$secrets_json" \
  KUBE_SITE_IMAGE=localhost/morphis-site:latest KUBE_ISOLATED_NETWORK="$outside" \
  node_modules/.bin/tsx tests/kube/checks.ts || status=$?
podman stats --no-stream --format '    {{.Name}} cpu {{.CPUPerc}} mem {{.MemUsage}}' 2>/dev/null | grep -v infra || true
echo "==> test:kube: $([ $status -eq 0 ] && echo passed || echo "$status checks failed") in $(elapsed)"
exit $status
