#!/usr/bin/env bash
# The season in CI (npm run test:season, after npm test has built the app): a simulated month on
# PGlite and on PostgreSQL, each with its faults, each to exit 0 with every invariant ok; then a
# few days on PGlite with one invariant broken on purpose, which must exit non-zero naming it, so
# a season that cannot fail would fail here.
#
# The two months run side by side: each spends most of its time waiting for the app's answers
# (the app processes use about a tenth of a core on average), so on two cores they take little
# longer together than one alone. Each has its own ports (SEASON_PORT_BASE, default 6010, for
# PGlite and the four-day run; base + 5 for PostgreSQL, its cluster on base + 45). Each month's
# output is shown whole when it ends, PGlite's first.
set -euo pipefail
cd "$(dirname "$0")/../.."

base="${SEASON_PORT_BASE:-6010}"
step() { printf '\n=== %s [%s]\n' "$*" "$(date -u +%H:%M:%S)"; }

logs="$(mktemp -d -t kds-season-ci.XXXXXX)"
pg_pid=''
cleanup() {
  if [ -n "$pg_pid" ]; then kill -- "-$pg_pid" 2>/dev/null || true; fi
  rm -rf "$logs"
}
trap cleanup EXIT

# Its own process group (setsid), so stopping it stops the app and the cluster it started too.
setsid npm run -s season -- --short --db=postgres --port="$((base + 5))" >"$logs/postgres" 2>&1 &
pg_pid=$!

step 'season: a month on PGlite (every invariant ok; the month on PostgreSQL runs beside it)'
pglite=0
npm run -s season -- --short --db=pglite --port="$base" >"$logs/pglite" 2>&1 || pglite=$?
cat "$logs/pglite"
if [ "$pglite" -ne 0 ]; then
  echo "the month on PGlite failed (exit $pglite)" >&2
  exit "$pglite"
fi

step 'season: a month on PostgreSQL (every invariant ok)'
postgres=0
wait "$pg_pid" || postgres=$?
pg_pid=''
cat "$logs/postgres"
if [ "$postgres" -ne 0 ]; then
  echo "the month on PostgreSQL failed (exit $postgres)" >&2
  exit "$postgres"
fi

step 'season: broken on purpose (--break=ledger) must fail, naming the ledger'
status=0
npm run -s season -- --short --db=pglite --port="$base" --days=4 --students=6 --no-faults --break=ledger \
  >"$logs/break" 2>&1 || status=$?
cat "$logs/break"
# A failed season keeps its folder for a look; this failure was wanted, so its folder goes.
kept="$(sed -n 's/^  kept for a look: //p' "$logs/break")"
case "$kept" in "${TMPDIR:-/tmp}"/kds-season-*) rm -rf "$kept" ;; esac
if [ "$status" -eq 0 ]; then
  echo 'the season with --break=ledger exited 0: its invariants would not notice the damage' >&2
  exit 1
fi
if ! grep -q '^  FAIL ledger ' "$logs/break" || ! grep -q 'season on pglite FAILED: .*ledger' "$logs/break"; then
  echo "the season with --break=ledger exited $status without naming the ledger's invariant" >&2
  exit 1
fi
echo "ok: the season with --break=ledger exited $status, naming the ledger's invariant"
