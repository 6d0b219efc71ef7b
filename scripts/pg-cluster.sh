#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for tests and benchmarks.
#
#   scripts/pg-cluster.sh start DIR   create (or restart) a cluster in DIR, print its URL
#   scripts/pg-cluster.sh url DIR     print the URL of the cluster in DIR
#   scripts/pg-cluster.sh stop DIR    stop it (fast mode) and remove DIR
#
# The cluster trades durability for speed (fsync, synchronous_commit and
# full_page_writes off), trusts every local connection and listens only on a unix
# socket inside DIR (listen_addresses=''), so parallel runs never collide on TCP
# ports. The "port" only names the socket file (DIR/.s.PGSQL.PORT).
#
# PostgreSQL refuses to run as root: as root, DIR is given to the `postgres` user
# and initdb/pg_ctl run through `runuser -u postgres --`. As any other user they
# run directly.
#
# Environment: PG_BIN (default: /usr/lib/postgresql/15/bin, else the newest
# /usr/lib/postgresql/*/bin, else whatever is on PATH).
set -euo pipefail

MARKER=.emu-pg-cluster   # only a DIR holding this file is ever removed by `stop`
FIRST_PORT=55432
PORT_TRIES=100

die() { echo "pg-cluster: $*" >&2; exit 1; }
note() { echo "pg-cluster: $*" >&2; }

usage() {
  echo "usage: $0 start|url|stop DIR" >&2
  exit 2
}

find_pg_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then
    [[ -x "$PG_BIN/pg_ctl" ]] || die "PG_BIN=$PG_BIN has no pg_ctl"
    echo "$PG_BIN"; return
  fi
  if [[ -x /usr/lib/postgresql/15/bin/pg_ctl ]]; then
    echo /usr/lib/postgresql/15/bin; return
  fi
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -n "$newest" && -x "$newest/pg_ctl" ]]; then
    note "PostgreSQL 15 not found, using $newest"
    echo "$newest"; return
  fi
  local on_path
  on_path=$(command -v pg_ctl || true)
  [[ -n "$on_path" ]] || die "no PostgreSQL server binaries found (install the postgresql package or set PG_BIN)"
  dirname "$on_path"
}

# Run a PostgreSQL program as the user that owns the cluster.
as_pg() {
  if [[ $EUID -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

show_log_tail() {
  local log="$1"
  if [[ -f "$log" ]]; then
    echo "---- last lines of $log ----" >&2
    tail -n 30 "$log" >&2 || true
    echo "----" >&2
  fi
}

# A port number whose socket name is unused in DIR and in the usual global socket
# folders, and that nothing listens on over TCP either (so the number is also safe
# if someone later turns TCP on).
pick_port() {
  local dir="$1" port
  for ((port = FIRST_PORT; port < FIRST_PORT + PORT_TRIES; port++)); do
    [[ -e "$dir/.s.PGSQL.$port" || -e "/tmp/.s.PGSQL.$port" || -e "/var/run/postgresql/.s.PGSQL.$port" ]] && continue
    if command -v ss >/dev/null 2>&1 && ss -Hltn "sport = :$port" 2>/dev/null | grep -q .; then
      continue
    fi
    echo "$port"; return
  done
  die "no free port in $FIRST_PORT..$((FIRST_PORT + PORT_TRIES - 1))"
}

url_for() {
  local dir="$1" port="$2"
  echo "postgres://postgres@/postgres?host=$dir&port=$port"
}

is_running() {
  local dir="$1"
  [[ -f "$dir/data/PG_VERSION" ]] && as_pg "$PG/pg_ctl" -D "$dir/data" status >/dev/null 2>&1
}

wait_ready() {
  local dir="$1" port="$2" i
  # pg_ctl -w already waited; this confirms the socket answers queries (bounded: ~15 s).
  for ((i = 0; i < 150; i++)); do
    if "$PG/pg_isready" -q -h "$dir" -p "$port" -U postgres -d postgres; then
      return 0
    fi
    sleep 0.1
  done
  show_log_tail "$dir/postgres.log"
  die "cluster in $dir did not become ready"
}

cmd_start() {
  local dir="$1"
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd -P)   # absolute: it ends up in the URL and in the config

  # The socket path must fit in sun_path (107 bytes).
  (( ${#dir} + 20 < 107 )) || die "DIR path too long for a unix socket: $dir"

  if [[ -f "$dir/data/PG_VERSION" && ! -f "$dir/$MARKER" ]]; then
    die "$dir holds a cluster not made by this script; refusing to touch it"
  fi

  if is_running "$dir"; then
    # Idempotent: a second start just reports the URL again.
    url_for "$dir" "$(cat "$dir/port")"
    return 0
  fi

  if [[ ! -f "$dir/data/PG_VERSION" ]]; then
    if [[ -n "$(ls -A "$dir")" && ! -f "$dir/$MARKER" ]]; then
      die "$dir is not empty; give an empty or new folder"
    fi
    : >"$dir/$MARKER"
    if [[ $EUID -eq 0 ]]; then
      chown -R postgres: "$dir"
      # Every folder above DIR must be traversable by postgres (e.g. not under /root).
      runuser -u postgres -- test -w "$dir" \
        || die "user postgres cannot reach $dir (a parent folder is closed?); use a folder under /tmp"
    fi

    local port
    port=$(pick_port "$dir")
    echo "$port" >"$dir/port"
    [[ $EUID -eq 0 ]] && chown postgres: "$dir/port"

    # --no-sync: a throwaway cluster does not need initdb's fsync pass (it is slow).
    if ! as_pg "$PG/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync \
        >"$dir/initdb.log" 2>&1; then
      show_log_tail "$dir/initdb.log"
      die "initdb failed in $dir"
    fi

    cat >>"$dir/data/postgresql.conf" <<EOF

# --- pg-cluster.sh: throwaway test cluster, never use these settings for real data ---
listen_addresses = ''
port = $port
unix_socket_directories = '$dir'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
shared_buffers = 64MB
log_min_messages = warning
log_line_prefix = '%m [%p] %d '
EOF
  fi

  local port
  port=$(cat "$dir/port")
  # -w waits for startup; -t bounds the wait; the log stays in DIR for post-mortems.
  if ! as_pg "$PG/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 30 start >"$dir/pg_ctl.log" 2>&1; then
    cat "$dir/pg_ctl.log" >&2 || true
    show_log_tail "$dir/postgres.log"
    die "PostgreSQL failed to start in $dir"
  fi
  wait_ready "$dir" "$port"
  url_for "$dir" "$port"
}

cmd_url() {
  local dir="$1"
  [[ -f "$dir/port" ]] || die "no cluster in $dir"
  dir=$(cd "$dir" && pwd -P)
  is_running "$dir" || die "cluster in $dir is not running"
  url_for "$dir" "$(cat "$dir/port")"
}

cmd_stop() {
  local dir="$1"
  if [[ ! -e "$dir" ]]; then
    note "$dir does not exist; nothing to stop"
    return 0
  fi
  dir=$(cd "$dir" && pwd -P)
  [[ -f "$dir/$MARKER" ]] || die "$dir was not made by this script; refusing to remove it"
  if is_running "$dir"; then
    if ! as_pg "$PG/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >"$dir/pg_ctl.log" 2>&1; then
      cat "$dir/pg_ctl.log" >&2 || true
      show_log_tail "$dir/postgres.log"
      die "PostgreSQL did not stop in $dir (left in place for inspection)"
    fi
  fi
  rm -rf -- "$dir"
}

[[ $# -eq 2 ]] || usage
PG=$(find_pg_bin)
case "$1" in
  start) cmd_start "$2" ;;
  url) cmd_url "$2" ;;
  stop) cmd_stop "$2" ;;
  *) usage ;;
esac
