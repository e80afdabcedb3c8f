#!/usr/bin/env bash
# e2e tests drive Debian's Chromium headless shell (Playwright may not download its own browser
# here); the benches and Lighthouse drive the full `chromium`. The shell is what Playwright itself
# uses for headless runs, and it costs far less CPU on two cores (docs/decisions/test-lanes.md).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable Chromium" >&2
  exit 1
fi
[ -x /usr/bin/chromium-headless-shell ] && [ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "› installing Debian chromium and chromium-headless-shell for the browser tests" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >&2
else
  echo "browser tests need Debian's 'chromium' and 'chromium-headless-shell' packages, or CHROMIUM_PATH set to a Chromium" >&2
  exit 1
fi
