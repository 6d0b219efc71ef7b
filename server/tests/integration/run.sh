#!/usr/bin/env bash
# HTTP tests against the real emu-server binary.
#
#   run.sh sqlite|postgres|all [test files...]
#
# postgres/all start a throwaway cluster (scripts/pg-cluster.sh) in a temp folder and
# always stop it again. EMU_SERVER_BIN overrides the binary
# (default: build/release/emu-server). EMU_TEST_CONCURRENCY (default 2) sets how many
# test files run at once (each starts its own servers).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
MODE=${1:-sqlite}
shift || true

case "$MODE" in
  sqlite | postgres | all) ;;
  *)
    echo "usage: $0 sqlite|postgres|all [test files...]" >&2
    exit 2
    ;;
esac

BIN=${EMU_SERVER_BIN:-$ROOT/build/release/emu-server}
[[ "$BIN" = /* ]] || BIN="$ROOT/$BIN"
if [[ ! -x "$BIN" ]]; then
  echo "run.sh: emu-server binary not found at $BIN (build it, or set EMU_SERVER_BIN)" >&2
  exit 2
fi
export EMU_SERVER_BIN="$BIN"

cd "$HERE"
if [[ ! -d node_modules/@supabase/supabase-js ]]; then
  npm ci --no-audit --no-fund --loglevel=error
fi

if [[ $# -gt 0 ]]; then
  FILES=("$@")
else
  FILES=(test/*.test.mjs)
fi

# Node 20 keeps its WebSocket behind a flag; the Realtime tests use supabase-js's own client.
if ! node -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)'; then
  export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-websocket"
fi

run_suite() {
  local kind="$1"
  echo "=== integration tests on $kind ==="
  # --test-force-exit: realtime-js leaves timers behind (a 10 s one per disconnect, 50 s
  # ones after a channel is removed) that would keep a finished file's process alive.
  EMU_TEST_DB="$kind" node --test --test-force-exit --test-concurrency="${EMU_TEST_CONCURRENCY:-2}" "${FILES[@]}"
}

PG_DIR=""
cleanup() {
  if [[ -n "$PG_DIR" ]]; then
    "$ROOT/scripts/pg-cluster.sh" stop "$PG_DIR" || echo "run.sh: could not stop the cluster in $PG_DIR" >&2
  fi
}
trap cleanup EXIT
# Also stop the cluster on Ctrl-C / kill (the EXIT trap runs after these exit).
trap 'exit 130' INT
trap 'exit 143' TERM

start_pg() {
  # A cluster the caller started (./emu test shares one with the C++ tests) is reused.
  if [[ -n "${EMU_TEST_POSTGRES_URL:-}" ]]; then
    echo "PostgreSQL (given): $EMU_TEST_POSTGRES_URL"
    return
  fi
  PG_DIR=$(mktemp -d /tmp/emu-pg.XXXXXX)
  EMU_TEST_POSTGRES_URL=$("$ROOT/scripts/pg-cluster.sh" start "$PG_DIR")
  export EMU_TEST_POSTGRES_URL
  echo "PostgreSQL: $EMU_TEST_POSTGRES_URL"
}

status=0
if [[ "$MODE" == sqlite || "$MODE" == all ]]; then
  run_suite sqlite || status=1
fi
if [[ "$MODE" == postgres || "$MODE" == all ]]; then
  start_pg
  run_suite postgres || status=1
fi
exit "$status"
