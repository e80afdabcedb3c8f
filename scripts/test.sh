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
trap 'rm -f "$since"' EXIT

# Everything the suites import (the libraries, the local backend, the console's bundle), without
# the web app's production build, which no suite uses (the e2e run makes its own).
turbo run build --filter='!@teamboard/web' --summarize || exit 1

# The browser lane runs nothing else. The other lane runs every other check and suite one at a
# time, the web app's own checks, the consumer test and formatting last, so the two lanes end about
# together (scripts/task-times.mjs prints where a run's time went). The libraries are linted by one
# ESLint process (`lint:packages`) sharing one TypeScript project service, at half the CPU of a
# process per package. The web app's lint and type check both write Next's route types first
# (`next typegen`): one at a time, they never race.
lane=(--only --concurrency=1 --continue --summarize)
turbo run build:e2e test:e2e "${lane[@]}" &
browser=$!
checks=(typecheck lint:packages check:functions check:unused check:circles check:comments check:package test)
suites=(test:integration test:pg)
turbo run "${checks[@]}" "${suites[@]}" --filter='!@teamboard/web' "${lane[@]}"
others=$?
turbo run @teamboard/web#test @teamboard/web#typecheck @teamboard/web#lint \
  @teamboard/consumer-test#test:consumer //#format:check "${lane[@]}" || others=1
wait "$browser"
browsers=$?
node scripts/task-times.mjs $(find .turbo/runs -name '*.json' -newer "$since")
exit $((others || browsers))
