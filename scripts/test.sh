#!/usr/bin/env bash
# The whole test chain, failing on the first problem (the README's test command runs this).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

step 'format check'
npx prettier --check . --log-level warn
step 'documents stand alone (no pointers outside the repository, decision index complete)'
node --import tsx scripts/check-docs.ts
step 'lint'
npx eslint . --max-warnings=0
step 'type check'
npx tsc --noEmit -p tsconfig.json
step 'unit and API tests (PGlite)'
env -u TEST_DATABASE_URL npx vitest run

if [ "${CI:-}" = "true" ] || [ -n "${TEST_DATABASE_URL:-}" ]; then
  export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres:postgres@127.0.0.1:5432/postgres}"
  # The production build needs neither database, and the API tests on PostgreSQL need no build, so
  # the build runs beside them (much of their time is PostgreSQL's own, not this process's); its
  # output is kept and shown at its own step, and a failure of either still ends the run there.
  build_log="$(mktemp -t kds-build.XXXXXX)"
  npm run build --silent >"$build_log" 2>&1 &
  build_pid=$!
  step "API tests (PostgreSQL at ${TEST_DATABASE_URL%%@*}@…; the production build runs beside them)"
  if ! npx vitest run src/server; then
    kill "$build_pid" 2>/dev/null || true
    wait "$build_pid" 2>/dev/null || true
    rm -f "$build_log"
    exit 1
  fi
  step 'production build'
  build_status=0
  wait "$build_pid" || build_status=$?
  cat "$build_log"
  rm -f "$build_log"
  if [ "$build_status" -ne 0 ]; then
    printf 'production build failed (exit %s)\n' "$build_status" >&2
    exit "$build_status"
  fi
else
  step 'production build'
  npm run build --silent
fi

step 'end-to-end tests (Chromium)'
npx playwright test
