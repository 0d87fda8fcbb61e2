#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright cannot download its own browser here). Installs it, and the
# Noto fonts that screenshots in Chinese, Thai, Khmer and Hindi need, when missing and when we may install.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-noto-core >/dev/null 2>&1 || missing+=(fonts-noto-core)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
[ ${#missing[@]} -eq 0 ] && exit 0

status=0
bash "$(dirname "$0")/apt-install.sh" "${missing[@]}" || status=$?
[ $status -eq 0 ] && exit 0
[ $status -eq 3 ] || exit $status
if [ -x /usr/bin/chromium ]; then
  echo "Note: ${missing[*]} missing; screenshots may show boxes for some scripts (sudo apt-get install -y ${missing[*]})." >&2
else
  echo "Browser tests need Debian's Chromium at /usr/bin/chromium." >&2
  echo "Install it with:  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-core fonts-noto-cjk" >&2
  exit 1
fi
