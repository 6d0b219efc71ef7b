#!/usr/bin/env bash
# Calendar figures (issue 28), called by bench/run.sh once its emu-server is up (it exports
# EMU_PORT, EMU_BENCH_ANON_KEY, EMU_BENCH_TOKEN, BENCH_DATABASE_URL, BENCH_CONNECTIONS,
# BENCH_DURATION, DB):
#   shop-calendar  the week view of one shop (10 staff, 450 bookings and 50 blocks in the week),
#                  wrk at BENCH_CONNECTIONS connections: requests/s and p99 (target p99 < 20 ms);
#   rest-bookings  the REST list of the same week's booking rows with their service
#                  (GET /rest/v1/bookings), the same way: requests/s and p99, for comparison.
# Writes bench/results/calendar-<db>.json.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export EMU_URL=http://127.0.0.1:$EMU_PORT
OUT="$HERE/results/calendar-${DB:-sqlite}.json"
mkdir -p "$HERE/results"

echo
echo "== calendar (database: ${DB:-sqlite}) =="
SETUP=$(node "$HERE/calendar.mjs" setup)
BENCH_CALENDAR_BODY=$(node -e 'console.log(JSON.stringify(JSON.parse(process.argv[1]).body))' "$SETUP")
BENCH_CALENDAR_REST=$(node -e 'console.log(JSON.parse(process.argv[1]).rest)' "$SETUP")
export BENCH_CALENDAR_BODY BENCH_CALENDAR_REST

probe() { # name, curl args...: the answer's status and its rows
  local name=$1
  shift
  local body
  body=$(curl -s -w '\n%{http_code}' "$@")
  local code=${body##*$'\n'}
  [[ "$code" == 200 ]] || { echo "bench: $name probe answered $code: ${body%$'\n'*}" >&2; exit 1; }
  printf '%s' "${body%$'\n'*}" | node -e '
    let s = "";
    process.stdin.on("data", (d) => (s += d)).on("end", () => {
      const v = JSON.parse(s);
      console.log(Array.isArray(v) ? v.length : v.bookings.length + v.blocks.length);
    });'
}
ROWS_CAL=$(probe shop-calendar -X POST "$EMU_URL/functions/v1/shop-calendar" -H "apikey: $EMU_BENCH_ANON_KEY" \
  -H "Authorization: Bearer $EMU_BENCH_TOKEN" -H 'Content-Type: application/json' --data "$BENCH_CALENDAR_BODY")
ROWS_REST=$(probe rest-bookings "$EMU_URL$BENCH_CALENDAR_REST" -H "apikey: $EMU_BENCH_ANON_KEY" -H "Authorization: Bearer $EMU_BENCH_TOKEN")
[[ "$ROWS_CAL" == 500 && "$ROWS_REST" == 450 ]] || { echo "bench: rows $ROWS_CAL (calendar) / $ROWS_REST (REST)" >&2; exit 1; }

measure() { # lua, url
  local out
  out=$(mktemp)
  wrk -t"${BENCH_THREADS:-2}" -c"${BENCH_CONNECTIONS:-64}" -d"${BENCH_DURATION:-10s}" --latency -s "$HERE/lua/$1" "$2" >"$out"
  node "$HERE/wrk-figures.mjs" "$out"
  rm -f "$out"
}
CAL=$(measure shop-calendar.lua "$EMU_URL/functions/v1/shop-calendar")
echo "shop-calendar (500 rows): $CAL"
REST=$(measure calendar-rest.lua "$EMU_URL/rest/v1/bookings")
echo "rest-bookings (450 rows): $REST"
printf '{"database":"%s","connections":%s,"rows":{"calendar":%s,"rest":%s},"p99_target_ms":20,"shop_calendar":%s,"rest_bookings":%s}\n' \
  "${DB:-sqlite}" "${BENCH_CONNECTIONS:-64}" "$ROWS_CAL" "$ROWS_REST" "$CAL" "$REST" >"$OUT"
echo "written to $OUT"
