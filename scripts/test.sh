#!/usr/bin/env bash
# `pnpm test`: every suite, on two lanes. The browser lane (apps/web's e2e run, then the console's)
# is the long one, so it must start as soon as the libraries are built. Turbo starts ready tasks in
# no particular order, and under one `turbo run … --concurrency=2` the browser lane sometimes
# waited ten minutes behind integration suites. So the libraries are built first, then two turbo
# runs go side by side with `--only` (their dependencies are built): the browser lane, and every
# other suite one at a time. See docs/decisions/test-lanes.md.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh && bash scripts/ensure-postgres.sh || exit 1
# Each turbo run writes a summary (.turbo/runs/); the newest ones are this run's, printed at the end.
since="$(mktemp)"
# Taken (mkdir) by the lane that runs the web app's type check and lint.
claim="$(mktemp -u)"
trap 'rm -rf "$since" "$claim"' EXIT

# Everything the suites import (the libraries, the local backend, the console's bundle), without
# the web app's production build, which no suite uses (the e2e run makes its own).
turbo run build --filter='!@teamboard/web' --summarize || exit 1

# Lane one: the browser suites. Lane two: every other check and suite one at a time, then the web
# app's unit tests, the consumer test and formatting. The libraries are linted by one ESLint
# process (`lint:packages`) sharing one TypeScript project service, at half the CPU of a process
# per package. The web app's type check and lint, last, go to whichever lane is free first: which
# one that is varies from run to run. Both write Next's route types first (`next typegen`): one
# at a time, they never race. scripts/task-times.mjs prints where a run's time went.
lane=(--only --concurrency=1 --continue --summarize)
web_checks() {
  mkdir "$claim" 2>/dev/null || return 0
  turbo run @teamboard/web#typecheck @teamboard/web#lint "${lane[@]}"
}
(
  turbo run build:e2e test:e2e "${lane[@]}"
  browsers=$?
  web_checks || exit 1
  exit "$browsers"
) &
browser=$!
checks=(typecheck lint:packages check:functions check:unused check:circles check:comments check:package test)
suites=(test:integration test:pg)
turbo run "${checks[@]}" "${suites[@]}" --filter='!@teamboard/web' "${lane[@]}"
others=$?
turbo run @teamboard/web#test @teamboard/consumer-test#test:consumer //#format:check "${lane[@]}" \
  || others=1
web_checks || others=1
wait "$browser"
browsers=$?
node scripts/task-times.mjs $(find .turbo/runs -name '*.json' -newer "$since")
exit $((others || browsers))
