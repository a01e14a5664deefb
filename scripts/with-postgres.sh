#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL (docs/ARCHITECTURE.md
# §5): installs Debian's PostgreSQL when running as root and none is found, starts a cluster in a
# temp folder on a free local port, runs the command, and removes the cluster. The API test files
# then run on PostgreSQL instead of PGlite (api/src/test-support.ts openTestDb).
# Without PostgreSQL and without root it says so, then runs the command as it is (on PGlite);
# with --or-skip first, it exits 0 instead.
set -euo pipefail
cd "$(dirname "$0")/.."

or_skip=false
if [ "${1:-}" = "--or-skip" ]; then or_skip=true; shift; fi

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN="$(find_bin || true)"
if [ -z "$BIN" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "→ PostgreSQL не найден: ставлю Debian-пакет postgresql…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  BIN="$(find_bin || true)"
fi
if [ -z "$BIN" ]; then
  if $or_skip; then
    echo "PostgreSQL недоступен: API-тесты на настоящем PostgreSQL пропущены (нужен пакет postgresql)."
    exit 0
  fi
  echo "PostgreSQL недоступен (нужен пакет postgresql): API-тесты пойдут на встроенном PGlite."
  exec "$@"
fi

PORT="${PG_TEST_PORT:-54329}"
DIR="$(mktemp -d /tmp/donor-pg-XXXXXX)"
RUN_AS=()
if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; RUN_AS=(runuser -u postgres --); fi
cleanup() { "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT

"${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -U donor --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" -w start >/dev/null
echo "→ API-тесты на PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') (порт $PORT)"
TEST_DATABASE_URL="postgres://donor@127.0.0.1:$PORT/postgres" "$@"
