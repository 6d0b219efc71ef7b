#!/usr/bin/env bash
# Browser tests: a real emu-server (SQLite in a temp folder, the built SPA) and the Playwright
# specs in web/e2e driving Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${EMU_SERVER_BIN:-$PWD/build/release/emu-server}
TMP=$(mktemp -d)
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
cleanup() { [ -n "${PID:-}" ] && kill "$PID" 2>/dev/null && wait "$PID" 2>/dev/null; rm -rf "$TMP"; }
trap cleanup EXIT
EMU_LISTEN=127.0.0.1:$PORT EMU_SITE_URL=http://127.0.0.1:$PORT EMU_DATABASE_URL=sqlite:$TMP/emu.db \
  EMU_STORAGE_DIR=$TMP/storage EMU_JWT_KEY_FILE=$TMP/jwt.pem EMU_WEB_DIR=$PWD/web/dist \
  EMU_LOG_LEVEL=warn "$BIN" serve >"$TMP/server.log" 2>&1 &
PID=$!
for _ in $(seq 100); do
  curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && break
  kill -0 "$PID" 2>/dev/null || { cat "$TMP/server.log"; exit 1; }
  sleep 0.1
done
cd web && EMU_E2E_BASE_URL=http://127.0.0.1:$PORT npm run --silent e2e
