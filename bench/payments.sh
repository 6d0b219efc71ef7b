#!/usr/bin/env bash
# Deposit figures (issue 29), called by bench/run.sh once its emu-server is up (it exports
# EMU_PORT, EMU_BENCH_ANON_KEY, EMU_BENCH_TOKEN, BENCH_DATABASE_URL, BENCH_CONNECTIONS,
# BENCH_DURATION, BENCH_STRIPE_URL, DB):
#   start-payment   FPS deposits of 200 bookings awaiting payment, wrk at BENCH_CONNECTIONS
#                   connections round-robin over them: requests/s and p99;
#   stripe-webhook  signed checkout.session.completed deliveries of 100 card payments (each
#                   settled by its first delivery, the rest duplicates): requests/s and p99;
# then the ledger checked: every transaction sums to zero, each payment settled once.
# Writes bench/results/payments-<db>.json.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export EMU_URL=http://127.0.0.1:$EMU_PORT
OUT="$HERE/results/payments-${DB:-sqlite}.json"
mkdir -p "$HERE/results"

echo
echo "== payments (database: ${DB:-sqlite}) =="
BENCH_PAYMENT_BODIES=$(node "$HERE/payments.mjs" setup 200)
export BENCH_PAYMENT_BODIES
first=$(printf '%s\n' "$BENCH_PAYMENT_BODIES" | head -n 1)
code=$(curl -s -o /dev/null -w '%{http_code}' -X POST "$EMU_URL/functions/v1/start-payment" \
  -H "apikey: $EMU_BENCH_ANON_KEY" -H "Authorization: Bearer $EMU_BENCH_TOKEN" \
  -H 'Content-Type: application/json' --data "$first")
[[ "$code" == 200 ]] || { echo "bench: start-payment probe answered $code" >&2; exit 1; }
WRK_OUT=$(mktemp)
wrk -t"${BENCH_THREADS:-2}" -c"${BENCH_CONNECTIONS:-64}" -d"${BENCH_DURATION:-10s}" --latency \
  -s "$HERE/lua/start-payment.lua" "$EMU_URL/functions/v1/start-payment" >"$WRK_OUT"
START=$(node "$HERE/wrk-figures.mjs" "$WRK_OUT")
rm -f "$WRK_OUT"
echo "start-payment:  $START"
HOOK=$(node "$HERE/payments.mjs" webhook)
echo "stripe-webhook: $HOOK"
node -e 'const h=JSON.parse(process.argv[1]); console.log(`ledger: ${h.ledger.entries} entries, ${h.ledger.unbalanced_txns} unbalanced transaction(s), sum ${h.ledger.sum_cents} cents: ${h.ledger.balanced ? "balanced" : "NOT BALANCED"}; ${h.settled.paid} of ${h.settled.payments} payments settled once`)' "$HOOK"
printf '{"database":"%s","connections":%s,"start_payment":%s,"stripe_webhook":%s}\n' \
  "${DB:-sqlite}" "${BENCH_CONNECTIONS:-64}" "$START" "$HOOK" >"$OUT"
echo "written to $OUT"
node -e 'process.exit(JSON.parse(process.argv[1]).ok ? 0 : 1)' "$HOOK"
