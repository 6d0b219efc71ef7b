#!/usr/bin/env bash
# Booking figures (issue 14), called by bench/run.sh once its emu-server is up (it exports
# EMU_PORT, EMU_BENCH_ANON_KEY, EMU_BENCH_TOKEN, BENCH_DATABASE_URL, BENCH_JWT_KEY_FILE,
# EMU_SERVER_BIN, BENCH_CONNECTIONS,
# BENCH_DURATION, DB):
#   available-slots  one shop-day with 5 staff and 40 bookings, wrk at BENCH_CONNECTIONS
#                    connections: requests/s and p99 (target p99 < 20 ms);
#   booking-race     BENCH_CONNECTIONS clients book random slots of one shop over 14 days until
#                    it is full: 201 answers == bookings stored, zero overlaps by SQL, and the
#                    booking rate as a ratio to a raw single-row insert straight on the
#                    database (emu-server insert-bench, one thread, prepared; bench/booking.mjs).
# Writes bench/results/booking-<db>.json.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export EMU_URL=http://127.0.0.1:$EMU_PORT
OUT="$HERE/results/booking-${DB:-sqlite}.json"
mkdir -p "$HERE/results"

echo
echo "== booking (database: ${DB:-sqlite}) =="
BENCH_SLOTS_BODY=$(node "$HERE/booking.mjs" setup)
export BENCH_SLOTS_BODY
code=$(curl -s -o /dev/null -w '%{http_code}' -X POST "$EMU_URL/functions/v1/available-slots" \
  -H "apikey: $EMU_BENCH_ANON_KEY" -H "Authorization: Bearer $EMU_BENCH_ANON_KEY" \
  -H 'Content-Type: application/json' --data "$BENCH_SLOTS_BODY")
[[ "$code" == 200 ]] || { echo "bench: available-slots probe answered $code" >&2; exit 1; }
WRK_OUT=$(mktemp)
wrk -t"${BENCH_THREADS:-2}" -c"${BENCH_CONNECTIONS:-64}" -d"${BENCH_DURATION:-10s}" --latency \
  -s "$HERE/lua/available-slots.lua" "$EMU_URL/functions/v1/available-slots" >"$WRK_OUT"
SLOTS=$(node "$HERE/wrk-figures.mjs" "$WRK_OUT" '{"p99_target_ms":20}')
rm -f "$WRK_OUT"
echo "available-slots: $SLOTS"
RACE=$(node "$HERE/booking.mjs" race)
echo "booking-race:    $RACE"
printf '{"database":"%s","connections":%s,"available_slots":%s,"booking_race":%s}\n' \
  "${DB:-sqlite}" "${BENCH_CONNECTIONS:-64}" "$SLOTS" "$RACE" >"$OUT"
echo "written to $OUT"
