#!/usr/bin/env bash
# First paint as Lighthouse measures it (issue 31): lighthouse@12 from npm, Debian's Chromium
# headless, default mobile settings (simulated slow 4G and a 4x slower CPU), against emu-server
# serving web/dist on a fresh demo database (what `./emu run` serves). Prints, for / and one
# shop page, the median of RUNS runs: the performance score, total blocking time, largest and
# first contentful paint, and the SEO and accessibility scores. Run it on a quiet machine: the
# figures are CPU-bound.
#
#   bench/first-paint.sh [RUNS]        (default 3; ./emu bench --case first-paint runs it)
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)
RUNS=${1:-3}
BIN=${EMU_SERVER_BIN:-$ROOT/build/release/emu-server}
WEB=${EMU_WEB_DIR:-$ROOT/web/dist}
CHROME=${CHROME_PATH:-/usr/bin/chromium}
[[ -x "$BIN" ]] || { echo "first-paint: no emu-server at $BIN (./emu build)" >&2; exit 1; }
[[ -f "$WEB/index.html" ]] || { echo "first-paint: no web build in $WEB (cd web && npm run build)" >&2; exit 1; }

# Lighthouse lives outside the repository's dependencies (it is only this measurement's tool).
TOOLS=${EMU_LIGHTHOUSE_DIR:-$HOME/.cache/emu-lighthouse}
if [[ ! -x "$TOOLS/node_modules/.bin/lighthouse" ]]; then
  mkdir -p "$TOOLS"
  (cd "$TOOLS" && npm install --no-save --no-audit --no-fund --loglevel=error lighthouse@12 >/dev/null)
fi

TMP=$(mktemp -d /tmp/emu-first-paint.XXXXXX)
PORT=${FIRST_PAINT_PORT:-18099}
cleanup() {
  [[ -n "${PID:-}" ]] && kill "$PID" 2>/dev/null && wait "$PID" 2>/dev/null
  rm -rf "$TMP"
}
trap cleanup EXIT
EMU_LISTEN=127.0.0.1:$PORT EMU_DATABASE_URL=sqlite:$TMP/emu.db EMU_STORAGE_DIR=$TMP/storage \
  EMU_WEB_DIR=$WEB EMU_DEMO=1 EMU_HKO_POLL_SECONDS=0 "$BIN" serve >"$TMP/server.log" 2>&1 &
PID=$!
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 0.2; done
ANON=$(EMU_DATABASE_URL=sqlite:$TMP/emu.db "$BIN" keys | sed -n 's/^EMU_ANON_KEY=//p')
SHOP=$(curl -sf "http://127.0.0.1:$PORT/rest/v1/businesses?select=id&is_active=eq.true&order=rating.desc,id&limit=1" \
  -H "apikey: $ANON" | node -e 'process.stdin.on("data", (d) => console.log(JSON.parse(d)[0].id))')

measure() {
  local url=$1 i
  for i in $(seq "$RUNS"); do
    CHROME_PATH=$CHROME "$TOOLS/node_modules/.bin/lighthouse" "$url" --quiet \
      --chrome-flags="--headless=new --no-sandbox --disable-background-networking --disable-component-update --no-first-run" \
      --only-categories=performance,seo,accessibility --output=json --output-path="$TMP/run-$i.json" >/dev/null 2>&1
  done
  node - "$url" "$TMP" "$RUNS" <<'JS'
const [url, dir, runs] = process.argv.slice(2)
const fs = require('node:fs')
const all = Array.from({ length: Number(runs) }, (_, i) => JSON.parse(fs.readFileSync(`${dir}/run-${i + 1}.json`, 'utf8')))
const median = (f) => { const v = all.map(f).sort((a, b) => a - b); return v[Math.floor(v.length / 2)] }
const a = (r, id) => r.audits[id].numericValue
console.log(
  `${new URL(url).pathname.padEnd(48)} performance ${median((r) => r.categories.performance.score).toFixed(2)}` +
    `  TBT ${Math.round(median((r) => a(r, 'total-blocking-time')))} ms` +
    `  LCP ${(median((r) => a(r, 'largest-contentful-paint')) / 1000).toFixed(1)} s` +
    `  FCP ${(median((r) => a(r, 'first-contentful-paint')) / 1000).toFixed(1)} s` +
    `  SEO ${median((r) => r.categories.seo.score).toFixed(2)}  accessibility ${median((r) => r.categories.accessibility.score).toFixed(2)}`,
)
JS
}
echo "first paint, median of $RUNS Lighthouse runs (mobile), $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
measure "http://127.0.0.1:$PORT/"
measure "http://127.0.0.1:$PORT/shops/$SHOP"
