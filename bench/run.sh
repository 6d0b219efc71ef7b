#!/usr/bin/env bash
# Load figures: emu-server next to nginx serving the same files, both on loopback.
#
#   bench/run.sh [--quick] [--duration 10s] [--case NAME] [--db sqlite|postgres]
#
# Builds nothing. Uses EMU_SERVER_BIN (default build/release/emu-server) and
# EMU_WEB_DIR (default web/dist). Targets come from bench/targets.tsv; results are
# printed as a table and written to bench/results/latest.json.
# --quick: 3 s per target (smoke run). --case: only rows of that case (or of a comma-separated
# list: --case search-2char,search-3char,search-mixed,category-list; --case booking: only the
# booking figures of bench/booking.sh; --case calendar: only bench/calendar.sh (--case
# booking,calendar: both); --case realtime: only bench/realtime.mjs, the Realtime fan-out and,
# with --db postgres, two instances behind nginx vs one; --case first-paint: only
# bench/first-paint.sh, Lighthouse's mobile figures of / and a shop page; --case payments: only
# bench/payments.sh, start-payment and the Stripe webhook with the ledger checked after). --db
# postgres: emu on a throwaway PostgreSQL cluster (scripts/pg-cluster.sh) instead of SQLite.
# BENCH_THREADS / BENCH_CONNECTIONS override wrk's -t2 -c64.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)

DURATION=10s
ONLY_CASE=""
DB=sqlite
while [[ $# -gt 0 ]]; do
  case "$1" in
    --quick) DURATION=3s ;;
    --duration) DURATION="$2"; shift ;;
    --case) ONLY_CASE="$2"; shift ;;
    --db) DB="$2"; shift ;;
    -h | --help)
      sed -n '2,17p' "$0"
      exit 0
      ;;
    *)
      echo "bench: unknown argument $1" >&2
      exit 2
      ;;
  esac
  shift
done
export BENCH_THREADS=${BENCH_THREADS:-2} BENCH_CONNECTIONS=${BENCH_CONNECTIONS:-64} BENCH_DURATION=$DURATION

abs() { [[ "$1" = /* ]] && echo "$1" || echo "$ROOT/$1"; }
EMU_SERVER_BIN=$(abs "${EMU_SERVER_BIN:-build/release/emu-server}")
EMU_WEB_DIR=$(abs "${EMU_WEB_DIR:-web/dist}")
NGINX=${NGINX:-/usr/sbin/nginx}
export EMU_SERVER_BIN EMU_WEB_DIR

die() { echo "bench: $*" >&2; exit 1; }
for tool in wrk curl node; do
  command -v "$tool" >/dev/null || die "$tool is not installed"
done
[[ -x "$NGINX" ]] || die "nginx not found at $NGINX (Debian: apt-get install nginx-light)"

# First paint (issue 31): Lighthouse against emu-server, its own script.
if [[ "$ONLY_CASE" == first-paint ]]; then
  exec "$HERE/first-paint.sh"
fi

# Realtime (issue 19): its own servers, clients and nginx (bench/realtime.mjs).
if [[ "$ONLY_CASE" == realtime ]]; then
  [[ -x "$EMU_SERVER_BIN" ]] || die "emu-server binary missing at $EMU_SERVER_BIN"
  [[ -d "$ROOT/server/tests/integration/node_modules/@supabase/supabase-js" ]] ||
    (cd "$ROOT/server/tests/integration" && npm ci --no-audit --no-fund --loglevel=error)
  node -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)' ||
    export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-websocket"
  PG_DIR=""
  if [[ "$DB" == postgres ]]; then
    PG_DIR=$(mktemp -d /tmp/emu-bench-pg.XXXXXX)
    EMU_TEST_POSTGRES_URL=$("$ROOT/scripts/pg-cluster.sh" start "$PG_DIR")
    export EMU_TEST_POSTGRES_URL
    trap '"$ROOT/scripts/pg-cluster.sh" stop "$PG_DIR" >/dev/null 2>&1 || true' EXIT
  fi
  EMU_TEST_DB=$DB NGINX=$NGINX node "$HERE/realtime.mjs"
  exit $?
fi
[[ -f "$EMU_WEB_DIR/index.html" ]] || die "no built web app in $EMU_WEB_DIR (build web/ first or set EMU_WEB_DIR)"

# The largest hashed JS bundle (vite names them name-HASH.js): the heaviest static file
# a browser fetches, sent as-is (no Accept-Encoding).
ASSET=$(find "$EMU_WEB_DIR/assets" -maxdepth 1 -type f -regextype posix-extended \
  -regex '.*-[A-Za-z0-9_-]{6,}\.js' -printf '%s %f\n' 2>/dev/null | sort -rn | head -n 1 | cut -d' ' -f2)
[[ -n "$ASSET" ]] || die "no hashed JS asset in $EMU_WEB_DIR/assets"
ASSET_PATH="/assets/$ASSET"
ASSET_SIZE=$(stat -c %s "$EMU_WEB_DIR/assets/$ASSET")

TMP=$(mktemp -d /tmp/emu-bench.XXXXXX)
EMU_PID=""
NGINX_PID=""
STRIPE_PID=""
cleanup() {
  # Stop what we started, by pid; wait so ports and files are released.
  for pid in $EMU_PID $NGINX_PID $STRIPE_PID; do
    kill -TERM "$pid" 2>/dev/null || true
  done
  for pid in $EMU_PID $NGINX_PID $STRIPE_PID; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  [[ -n "${PG_DIR:-}" ]] && "$ROOT/scripts/pg-cluster.sh" stop "$PG_DIR" >/dev/null 2>&1
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# Poll until URL answers 200, at most $2 seconds.
wait_http() {
  local url="$1" secs="$2" i
  for ((i = 0; i < secs * 20; i++)); do
    [[ "$(curl -s -o /dev/null -w '%{http_code}' "$url" || true)" == 200 ]] && return 0
    sleep 0.05
  done
  return 1
}

# ---- nginx: same files, tuned the way a production static server would be ----
NGINX_PORT=$(free_port)
mkdir -p "$TMP/nginx" "$TMP/www/blob"
# As root the workers would drop to `nobody`, which may not read the dist or the temp
# folder; both servers run as the same user instead.
NGINX_USER=""
[[ $EUID -eq 0 ]] && NGINX_USER="user root;"
cat >"$TMP/nginx/nginx.conf" <<EOF
$NGINX_USER
worker_processes 2;
pid $TMP/nginx/nginx.pid;
error_log $TMP/nginx/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  keepalive_timeout 75s;
  client_body_temp_path $TMP/nginx/body;
  proxy_temp_path $TMP/nginx/proxy;
  fastcgi_temp_path $TMP/nginx/fastcgi;
  uwsgi_temp_path $TMP/nginx/uwsgi;
  scgi_temp_path $TMP/nginx/scgi;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $EMU_WEB_DIR;
    # Same-size stand-ins for API answers (see "blob" below): a ratio then compares the
    # server's work per request with nginx sending the same number of bytes.
    location /blob/ {
      root $TMP/www;
      default_type application/json;
      try_files \$uri =404;
    }
    location /assets/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
      try_files \$uri =404;
    }
    location / {
      try_files \$uri /index.html;
    }
  }
}
EOF
"$NGINX" -p "$TMP/nginx" -c "$TMP/nginx/nginx.conf" -g 'daemon off;' >"$TMP/nginx/stdout.log" 2>&1 &
NGINX_PID=$!
if ! wait_http "http://127.0.0.1:$NGINX_PORT$ASSET_PATH" 10; then
  cat "$TMP/nginx/stdout.log" "$TMP/nginx/error.log" >&2 2>/dev/null || true
  die "nginx did not start"
fi

# ---- emu-server: SQLite in the temp folder, quiet logs ----
EMU_PORT=""
EMU_SKIP=""
if [[ ! -x "$EMU_SERVER_BIN" ]]; then
  EMU_SKIP="emu-server binary missing at $EMU_SERVER_BIN"
  echo "bench: $EMU_SKIP; measuring nginx only" >&2
else
  EMU_PORT=$(free_port)
  mkdir -p "$TMP/emu/storage"
  BENCH_DATABASE_URL=sqlite:$TMP/emu/emu.db
  if [[ "$DB" == postgres ]]; then
    PG_DIR=$(mktemp -d /tmp/emu-bench-pg.XXXXXX)
    BENCH_DATABASE_URL=$("$ROOT/scripts/pg-cluster.sh" start "$PG_DIR")
  fi
  BENCH_JWT_KEY_FILE=$TMP/emu/jwt.pem
  export BENCH_DATABASE_URL BENCH_JWT_KEY_FILE
  # Card payments against the Stripe stand-in of the HTTP tests (bench/payments.sh).
  STRIPE_PORT=$(free_port)
  node "$ROOT/server/tests/integration/lib/stripe-standin.mjs" "$STRIPE_PORT" \
    "http://127.0.0.1:$EMU_PORT/webhooks/stripe" >"$TMP/stripe.log" 2>&1 &
  STRIPE_PID=$!
  BENCH_STRIPE_URL=http://127.0.0.1:$STRIPE_PORT BENCH_STRIPE_WEBHOOK_SECRET=whsec_emu
  export BENCH_STRIPE_URL BENCH_STRIPE_WEBHOOK_SECRET
  EMU_STRIPE_SECRET_KEY=sk_test_emu EMU_STRIPE_WEBHOOK_SECRET=$BENCH_STRIPE_WEBHOOK_SECRET \
    EMU_STRIPE_API_BASE=$BENCH_STRIPE_URL \
    EMU_LISTEN=127.0.0.1:$EMU_PORT \
    EMU_SITE_URL=http://127.0.0.1:$EMU_PORT \
    EMU_DATABASE_URL=$BENCH_DATABASE_URL \
    EMU_STORAGE_DIR=$TMP/emu/storage \
    EMU_JWT_KEY_FILE=$TMP/emu/jwt.pem \
    EMU_WEB_DIR=$EMU_WEB_DIR \
    EMU_LOG_LEVEL=warn \
    EMU_ACCESS_LOG=0 \
    EMU_RATE_SIGNIN_IP=0 EMU_RATE_SIGNIN_EMAIL=0 EMU_RATE_MAIL_IP=0 EMU_RATE_MAIL_TO=0 \
    "$EMU_SERVER_BIN" serve >"$TMP/emu/server.log" 2>&1 &
  EMU_PID=$!
  if ! wait_http "http://127.0.0.1:$EMU_PORT/readyz" 20; then
    tail -n 30 "$TMP/emu/server.log" >&2 || true
    die "emu-server did not become ready"
  fi
  # For targets that need a key ({anon_key}, lua/auth-header.lua).
  EMU_BENCH_ANON_KEY=$(curl -s "http://127.0.0.1:$EMU_PORT/app-config.json" | node -e \
    'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{try{console.log(JSON.parse(s).anonKey||"")}catch{console.log("")}})')
  export EMU_BENCH_ANON_KEY
  # A signed-in user for the API targets: an admin (the data API's admin lists need one),
  # created the way an operator would, then a real password sign-in.
  EMU_DATABASE_URL=$BENCH_DATABASE_URL EMU_JWT_KEY_FILE=$TMP/emu/jwt.pem \
    EMU_SITE_URL=http://127.0.0.1:$EMU_PORT EMU_LOG_LEVEL=warn \
    "$EMU_SERVER_BIN" create-admin --email bench@emu.local --password Bench-Passw0rd >/dev/null
  SESSION=$(curl -s -X POST "http://127.0.0.1:$EMU_PORT/auth/v1/token?grant_type=password" \
    -H "apikey: $EMU_BENCH_ANON_KEY" -H 'Content-Type: application/json' \
    -d '{"email":"bench@emu.local","password":"Bench-Passw0rd"}')
  EMU_BENCH_TOKEN=$(node -e 'try{console.log(JSON.parse(process.argv[1]).access_token||"")}catch{console.log("")}' "$SESSION")
  EMU_BENCH_REFRESH_TOKEN=$(node -e 'try{console.log(JSON.parse(process.argv[1]).refresh_token||"")}catch{console.log("")}' "$SESSION")
  export EMU_BENCH_TOKEN EMU_BENCH_REFRESH_TOKEN
  [[ -n "$EMU_BENCH_TOKEN" ]] || echo "bench: could not sign in the bench user: $SESSION" >&2
  # One session per connection for the refresh grant: each connection follows its own
  # rotation chain, as each browser tab of a real user does.
  tokens=()
  for ((i = 0; i < BENCH_CONNECTIONS; i++)); do
    tokens+=("$(curl -s -X POST "http://127.0.0.1:$EMU_PORT/auth/v1/token?grant_type=password" \
      -H "apikey: $EMU_BENCH_ANON_KEY" -H 'Content-Type: application/json' \
      -d '{"email":"bench@emu.local","password":"Bench-Passw0rd"}' |
      node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{try{console.log(JSON.parse(s).refresh_token||"")}catch{console.log("")}})')")
  done
  EMU_BENCH_REFRESH_TOKENS=$(IFS=,; echo "${tokens[*]}")
  export EMU_BENCH_REFRESH_TOKENS
  # Data for the data-API targets: the demo set plus 1,000 applications (most pending review),
  # and the id of one of them for the single-row target.
  # The search cases run on the 50,000-shop catalogue of the issue (seeded in one transaction).
  SEED_SHOPS=()
  if [[ -z "$ONLY_CASE" || "$ONLY_CASE" == *search-* || "$ONLY_CASE" == *category-list* ]]; then
    SEED_SHOPS=(--shops "${BENCH_SHOPS:-50000}")
  fi
  seed_start=$(date +%s.%N)
  EMU_DATABASE_URL=$BENCH_DATABASE_URL EMU_JWT_KEY_FILE=$TMP/emu/jwt.pem EMU_LOG_LEVEL=warn \
    "$EMU_SERVER_BIN" seed-demo --applications 1000 "${SEED_SHOPS[@]}" >/dev/null
  seed_end=$(date +%s.%N)
  echo "seed-demo ${SEED_SHOPS[*]}: $(awk "BEGIN { printf \"%.1f\", $seed_end - $seed_start }")s"
  EMU_BENCH_APPLICATION_ID=$(curl -s "http://127.0.0.1:$EMU_PORT/rest/v1/merchant_applications?select=id&status=eq.pending_review&limit=1" \
    -H "apikey: $EMU_BENCH_ANON_KEY" -H "Authorization: Bearer $EMU_BENCH_TOKEN" |
    node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{try{console.log(JSON.parse(s)[0].id)}catch{console.log("")}})')
  export EMU_BENCH_APPLICATION_ID
  # A shop of the catalogue, for its page (the head the server renders, pages/).
  EMU_BENCH_SHOP_ID=$(curl -s "http://127.0.0.1:$EMU_PORT/rest/v1/businesses?select=id&is_active=eq.true&order=id&limit=1" \
    -H "apikey: $EMU_BENCH_ANON_KEY" |
    node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{try{console.log(JSON.parse(s)[0].id)}catch{console.log("")}})')
  export EMU_BENCH_SHOP_ID
fi

echo "database: $DB"
echo "asset: $ASSET_PATH ($ASSET_SIZE bytes); wrk -t$BENCH_THREADS -c$BENCH_CONNECTIONS -d$DURATION --latency"
echo "nginx: http://127.0.0.1:$NGINX_PORT   emu: ${EMU_PORT:+http://127.0.0.1:$EMU_PORT}${EMU_SKIP:+skipped}"
echo

MANIFEST="$TMP/manifest.tsv"
: >"$MANIFEST"
n=0
while IFS=$'\t' read -r kase server path headers lua body; do
  [[ -z "$kase" || "$kase" == \#* ]] && continue
  [[ -n "$ONLY_CASE" && ",$ONLY_CASE," != *",$kase,"* ]] && continue
  n=$((n + 1))
  case "$server" in
    nginx) base="http://127.0.0.1:$NGINX_PORT" ;;
    emu)
      if [[ -n "$EMU_SKIP" ]]; then
        printf '%s\t%s\t-\tskipped\t%s\n' "$kase" "$server" "$EMU_SKIP" >>"$MANIFEST"
        continue
      fi
      base="http://127.0.0.1:$EMU_PORT"
      ;;
    db)
      # The same query straight on the database: emu-server search-bench (one thread).
      if [[ -n "$EMU_SKIP" ]]; then
        printf '%s\t%s\t-\tskipped\t%s\n' "$kase" "$server" "$EMU_SKIP" >>"$MANIFEST"
        continue
      fi
      echo "running $kase (db): search-bench $body"
      out="$TMP/wrk-$n.txt"
      secs=${DURATION%s}
      if EMU_DATABASE_URL=$BENCH_DATABASE_URL EMU_JWT_KEY_FILE=$TMP/emu/jwt.pem EMU_LOG_LEVEL=warn \
        "$EMU_SERVER_BIN" search-bench --body "$body" --seconds "$secs" >"$out" 2>&1; then
        printf '%s\t%s\t%s\tok\t%s\n' "$kase" "$server" "search-bench $body" "$out" >>"$MANIFEST"
      else
        printf '%s\t%s\t-\terror\tsearch-bench failed: %s\n' "$kase" "$server" "$(tail -n 1 "$out")" >>"$MANIFEST"
      fi
      continue
      ;;
    *) die "targets.tsv: unknown server '$server' in case $kase" ;;
  esac
  url="$base${path//\{asset\}/$ASSET_PATH}"
  url=${url//\{application_id\}/${EMU_BENCH_APPLICATION_ID:-}}
  url=${url//\{shop_id\}/${EMU_BENCH_SHOP_ID:-}}
  # {blob} = a file as large as the emu answer of the same case (measured by its probe).
  if [[ "$path" == "{blob}" ]]; then
    size=$(cat "$TMP/size.$kase" 2>/dev/null || true)
    if [[ -z "$size" ]]; then
      printf '%s\t%s\t-\tskipped\tno emu answer of this case to match in size\n' "$kase" "$server" >>"$MANIFEST"
      continue
    fi
    head -c "$size" /dev/zero | tr '\0' 'x' >"$TMP/www/blob/$kase.json"
    url="$base/blob/$kase.json"
  fi

  args=(-t"$BENCH_THREADS" -c"$BENCH_CONNECTIONS" -d"$DURATION" --latency)
  curl_args=()
  if [[ -n "$headers" && "$headers" != "-" ]]; then
    headers=${headers//\{anon_key\}/${EMU_BENCH_ANON_KEY:-}}
    IFS='|' read -ra hs <<<"$headers"
    for h in "${hs[@]}"; do
      h=$(echo "$h" | sed 's/^ *//; s/ *$//')
      args+=(-H "$h")
      curl_args+=(-H "$h")
    done
  fi
  if [[ -n "$lua" && "$lua" != "-" ]]; then
    [[ -f "$HERE/lua/$lua" ]] || die "targets.tsv: no script bench/lua/$lua"
    args+=(-s "$HERE/lua/$lua")
    # Scripts that keep per-connection state ask for one connection per wrk thread.
    if grep -q '^-- one-connection-per-thread' "$HERE/lua/$lua"; then
      args=(-t"$BENCH_CONNECTIONS" -c"$BENCH_CONNECTIONS" -d"$DURATION" --latency -s "$HERE/lua/$lua")
      for h in "${curl_args[@]}"; do [[ "$h" == -H ]] || args+=(-H "$h"); done
    fi
    # Scripts that sign requests in say so in a "-- probe-auth: bearer" line; the probe does too.
    grep -q '^-- probe-auth: bearer' "$HERE/lua/$lua" &&
      curl_args+=(-H "Authorization: Bearer ${EMU_BENCH_TOKEN:-${EMU_BENCH_ANON_KEY:-}}")
    # A POST script names its body in a "-- probe-body:" line so the probe sends the same.
    probe_body=$(sed -n 's/^-- probe-body: //p' "$HERE/lua/$lua" | head -n 1)
    # A body given in targets.tsv goes to the script (BENCH_BODY) and to the probe.
    export BENCH_BODY="${body:-}"
    [[ -n "${body:-}" && "$body" != "-" ]] && probe_body=$body
    if [[ -n "$probe_body" ]]; then
      probe_body=${probe_body//\{refresh_token\}/${EMU_BENCH_REFRESH_TOKEN:-}}
      curl_args+=(-X POST -H 'Content-Type: application/json' --data "$probe_body")
    fi
  fi

  # Sanity check first: benchmarking a 404 would produce a fine-looking, useless number.
  code=$(curl -s -o "$TMP/probe" -w '%{http_code}' "${curl_args[@]}" "$url" || true)
  if [[ "$code" != 2* ]]; then
    printf '%s\t%s\t%s\tskipped\tprobe answered HTTP %s\n' "$kase" "$server" "$url" "$code" >>"$MANIFEST"
    continue
  fi
  if [[ "$path" == "{asset}" && "$(stat -c %s "$TMP/probe")" != "$ASSET_SIZE" ]]; then
    printf '%s\t%s\t%s\tskipped\tprobe body is %s bytes, the asset %s\n' "$kase" "$server" "$url" \
      "$(stat -c %s "$TMP/probe")" "$ASSET_SIZE" >>"$MANIFEST"
    continue
  fi

  [[ "$server" == emu ]] && stat -c %s "$TMP/probe" >"$TMP/size.$kase"
  echo "running $kase ($server): $url"
  out="$TMP/wrk-$n.txt"
  if wrk "${args[@]}" "$url" >"$out" 2>&1; then
    printf '%s\t%s\t%s\tok\t%s\n' "$kase" "$server" "$url" "$out" >>"$MANIFEST"
  else
    printf '%s\t%s\t%s\terror\twrk failed: %s\n' "$kase" "$server" "$url" "$(tail -n 1 "$out" | tr '\t' ' ')" >>"$MANIFEST"
  fi
done <"$HERE/targets.tsv"
# Cases with a script of their own (booking.sh, calendar.sh), alone or in a comma-separated list.
only() { [[ -z "$ONLY_CASE" || ",$ONLY_CASE," == *",$1,"* ]]; }
[[ $n -gt 0 ]] || only booking || only calendar || only payments || only start-payment || only stripe-webhook || die "no targets matched"

echo
[[ $n -gt 0 ]] && node "$HERE/report.mjs" "$MANIFEST" "$HERE/results/latest.json"

# Booking figures (issue 14): available-slots and booking-race, in their own script.
if [[ -z "$EMU_SKIP" ]] && only booking; then
  EMU_PORT=$EMU_PORT DB=$DB "$HERE/booking.sh"
fi

# Calendar figures (issue 28): the shop-calendar week view next to the REST list of its rows.
if [[ -z "$EMU_SKIP" ]] && only calendar; then
  EMU_PORT=$EMU_PORT DB=$DB "$HERE/calendar.sh"
fi

# Deposit figures (issue 29): start-payment (FPS) and the Stripe webhook, the ledger checked.
if [[ -z "$EMU_SKIP" ]] && { only payments || only start-payment || only stripe-webhook; }; then
  EMU_PORT=$EMU_PORT DB=$DB "$HERE/payments.sh"
fi

# A server that died under load is a result too: say so.
if [[ -n "$EMU_PID" ]] && ! kill -0 "$EMU_PID" 2>/dev/null; then
  echo "bench: emu-server exited during the run; its log:" >&2
  tail -n 30 "$TMP/emu/server.log" >&2 || true
  exit 1
fi
