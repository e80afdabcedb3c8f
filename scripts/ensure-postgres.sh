#!/usr/bin/env bash
# The real-Postgres test lane (supabase/tests-pg) starts its own server from Debian's
# `postgresql` binaries (initdb + postgres in a temp dir; no system service, no Docker).
set -euo pipefail
if [ -n "${PG_BIN:-}" ] && [ -x "$PG_BIN/initdb" ]; then exit 0; fi
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "› installing Debian postgresql for the real-Postgres test lane" >&2
  apt-get update -qq >&2
  # Only the binaries are wanted: a policy-rc.d that answers 101 keeps the package from starting
  # its cluster as a service (one already there is left as it is).
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
else
  echo "the real-Postgres lane needs Debian's 'postgresql' (initdb under /usr/lib/postgresql/*/bin): install it or set PG_BIN" >&2
  exit 1
fi
