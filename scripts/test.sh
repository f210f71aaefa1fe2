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
  step "API tests (PostgreSQL at ${TEST_DATABASE_URL%%@*}@…)"
  npx vitest run src/server
fi

step 'production build'
npm run build --silent
step 'end-to-end tests (Chromium)'
npx playwright test
