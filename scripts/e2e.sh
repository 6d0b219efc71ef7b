#!/usr/bin/env bash
# Browser tests: a real emu-server (SQLite in a temp folder, the built SPA, e-mail kept in the
# outbox) and the Playwright specs in web/e2e (all, or the ones named) driving Debian's Chromium. The specs get the
# server's URL, its database file (to read the outbox and assert rows) and an admin account.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${EMU_SERVER_BIN:-$PWD/build/release/emu-server}
TMP=$(mktemp -d)
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
# A killed child's wait answers 143; under set -e that would become the script's exit status, so
# the specs' own status is kept (|| true).
cleanup() {
  [ -n "${PID:-}" ] && kill "$PID" 2>/dev/null && wait "$PID" 2>/dev/null || true
  [ -n "${STRIPE_PID:-}" ] && kill "$STRIPE_PID" 2>/dev/null && wait "$STRIPE_PID" 2>/dev/null || true
  rm -rf "$TMP"
}
trap cleanup EXIT

export EMU_LISTEN=127.0.0.1:$PORT EMU_SITE_URL=http://127.0.0.1:$PORT
export EMU_DATABASE_URL=sqlite:$TMP/emu.db EMU_STORAGE_DIR=$TMP/storage EMU_JWT_KEY_FILE=$TMP/jwt.pem
export EMU_WEB_DIR=$PWD/web/dist EMU_LOG_LEVEL=warn EMU_ADMIN_EMAILS=admin@e2e.emu.hk
# The shared server is the spec's pre-launch site (EMU_MARKETPLACE=0), which the existing specs
# assert; marketplace.test.mjs starts its own server with the marketplace open (the default).
export EMU_MARKETPLACE=0
# No browser test reads the real Observatory (the HTTP tests poll a stand-in of its feed).
export EMU_HKO_POLL_SECONDS=0
# The merchant team's WhatsApp (site-settings.test.mjs also starts a server without one).
export EMU_WHATSAPP_NUMBER=85261234567
# The specs sign in and send many e-mails from one address in seconds: limits are tested in
# the HTTP suite, not here.
export EMU_RATE_SIGNIN_IP=0 EMU_RATE_SIGNIN_EMAIL=0 EMU_RATE_SIGNUP_IP=0 EMU_RATE_RECOVER_IP=0 \
  EMU_RATE_VERIFY_IP=0 EMU_RATE_EMAIL_SEND=0 EMU_RATE_MAIL_IP=0 EMU_RATE_MAIL_TO=0

# Card payments against the Stripe stand-in (server/tests/integration/lib/stripe-standin.mjs):
# its hosted page pays and sends the signed webhook to this server. Specs reach its controls at
# EMU_E2E_STRIPE_URL (/_standin/sessions, /_standin/fail, /_standin/expire/<id>).
STRIPE_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
node server/tests/integration/lib/stripe-standin.mjs "$STRIPE_PORT" "http://127.0.0.1:$PORT/webhooks/stripe" \
  >"$TMP/stripe.log" 2>&1 &
STRIPE_PID=$!
export EMU_STRIPE_SECRET_KEY=sk_test_emu EMU_STRIPE_WEBHOOK_SECRET=whsec_emu \
  EMU_STRIPE_API_BASE=http://127.0.0.1:$STRIPE_PORT EMU_E2E_STRIPE_URL=http://127.0.0.1:$STRIPE_PORT

export EMU_E2E_ADMIN_EMAIL=admin@e2e.emu.hk EMU_E2E_ADMIN_PASSWORD=E2e-Admin-Passw0rd
"$BIN" create-admin --email "$EMU_E2E_ADMIN_EMAIL" --password "$EMU_E2E_ADMIN_PASSWORD" >/dev/null
# Demo data for the back-office specs, with 10,000 applications so the lists are measured at
# a realistic size.
"$BIN" seed-demo --applications 10000 >/dev/null

"$BIN" serve >"$TMP/server.log" 2>&1 &
PID=$!
for _ in $(seq 100); do
  curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && break
  kill -0 "$PID" 2>/dev/null || { cat "$TMP/server.log"; exit 1; }
  sleep 0.1
done
export EMU_E2E_BASE_URL=http://127.0.0.1:$PORT EMU_E2E_DATABASE=$TMP/emu.db EMU_E2E_SERVER_BIN=$BIN
status=0
# scripts/e2e.sh [e2e/<spec>.test.mjs ...] runs only those specs (paths relative to web/).
if [ "$#" -gt 0 ]; then (cd web && node --test "$@") || status=$?; else (cd web && npm run --silent e2e) || status=$?; fi
[ "$status" = 0 ] || tail -50 "$TMP/server.log"
exit "$status"
