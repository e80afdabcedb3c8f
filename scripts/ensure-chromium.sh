#!/usr/bin/env bash
# e2e tests drive Debian's Chromium (Playwright may not download its own browser here).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "› installing Debian chromium for the e2e tests" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
else
  echo "e2e tests need Chromium at $chromium: install Debian's 'chromium' package or set CHROMIUM_PATH" >&2
  exit 1
fi
