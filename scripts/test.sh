#!/usr/bin/env bash
# The whole test chain, failing on the first problem (the README's test command runs this).
# Two pairs of steps need nothing of each other and are each mostly one process on one core, so on
# the 2-core machines this runs on they run side by side: the type check beside lint, and the
# production build beside the API tests on PostgreSQL. The second of each pair is still reported at
# its own step, in order, with its whole output, and its failure still ends the run there.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says when it began and how long the one before took (wall seconds), so a
# slow run shows where its time went.
last_step_at=$SECONDS
step() {
  printf '\n=== %s [%s, previous step %ss]\n' "$*" "$(date -u +%H:%M:%S)" "$((SECONDS - last_step_at))"
  last_step_at=$SECONDS
}

# beside NAME COMMAND…: start COMMAND now, its output kept for `reached NAME`.
declare -A beside_pid beside_log
beside() {
  local name=$1
  shift
  beside_log[$name]="$(mktemp -t "kds-$name.XXXXXX")"
  # Its own process group (setsid), so stopping it stops the processes it started too.
  setsid "$@" >"${beside_log[$name]}" 2>&1 &
  beside_pid[$name]=$!
}
# reached NAME: wait for it, show its output, and end the run if it failed.
reached() {
  local name=$1 status=0
  wait "${beside_pid[$name]}" || status=$?
  cat "${beside_log[$name]}"
  rm -f "${beside_log[$name]}"
  unset "beside_pid[$name]"
  if [ "$status" -ne 0 ]; then
    printf '%s failed (exit %s)\n' "$name" "$status" >&2
    exit "$status"
  fi
}
# A step that fails stops whatever still runs beside it.
stop_beside() {
  for pid in "${beside_pid[@]}"; do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  for log in "${beside_log[@]}"; do rm -f "$log"; done
}
trap stop_beside EXIT

step 'format check'
npx prettier --check . --log-level warn
step 'documents stand alone (no pointers outside the repository, decision index complete)'
node --import tsx scripts/check-docs.ts
beside 'type-check' npx tsc --noEmit -p tsconfig.json
step 'lint (the type check runs beside it)'
npx eslint . --max-warnings=0
step 'type check'
reached 'type-check'
step 'unit and API tests (PGlite)'
env -u TEST_DATABASE_URL npx vitest run

if [ "${CI:-}" = "true" ] || [ -n "${TEST_DATABASE_URL:-}" ]; then
  export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres:postgres@127.0.0.1:5432/postgres}"
  beside 'production-build' npm run build --silent
  step "API tests (PostgreSQL at ${TEST_DATABASE_URL%%@*}@…; the production build runs beside them)"
  npx vitest run src/server
  step 'production build'
  reached 'production-build'
else
  step 'production build'
  npm run build --silent
fi

step 'end-to-end tests (Chromium)'
npx playwright test
step 'npm test done'
