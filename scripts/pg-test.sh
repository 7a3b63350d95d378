#!/usr/bin/env bash
# The team store against a REAL PostgreSQL server on loopback (issue 24; ../shared/RECIPES.md).
#
#   1. installs Debian's `postgresql` when no initdb is found (apt-get);
#   2. creates a cluster in a temp folder owned by the unprivileged `postgres` user
#      (scram-sha-256 for every connection: no trust, no peer), superuser password random,
#      kept only in a 0600 password file in that folder (PGPASSFILE, the ~/.pgpass format);
#   3. starts it on 127.0.0.1 with a free port;
#   4. runs the command given (default: the store-pg suite, the CLI's team-store suite, then the
#      shared adversarial corpus on the team store) with
#      CAIRN_PG_ADMIN_URL (no password in it) and PGPASSFILE set;
#   5. stops the server and removes the folder on exit, failure or interrupt (trap).
#
#   bash scripts/pg-test.sh                      # store-pg's, cli's and test-corpus's test:pg
#   bash scripts/pg-test.sh pnpm bench           # anything else, e.g. the benchmark part
#
# KEEP_SCRATCH=1 keeps the folder (server log) for a look.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
export TURBO_TELEMETRY_DISABLED=1

fail_setup() {
  echo "pg-test: $1" >&2
  [ -n "${SCRATCH:-}" ] && [ -f "$SCRATCH/log" ] && tail -20 "$SCRATCH/log" >&2
  echo "pg-test: 0 passed, 1 failed"
  exit 1
}
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$BIN" ] || ! [ -x "$BIN/initdb" ]; then
  echo "pg-test: installing Debian's postgresql"
  as_root apt-get update -qq || fail_setup "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends postgresql >/dev/null ||
    fail_setup "apt-get install postgresql failed"
  BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi
VERSION=$("$BIN/postgres" --version | sed -E 's/[^0-9]*([0-9]+).*/\1/')
[ "$VERSION" -ge 15 ] || fail_setup "PostgreSQL $VERSION found at $BIN; the team store needs 15 or later"
id postgres >/dev/null 2>&1 || fail_setup "no 'postgres' OS user (the postgresql package creates it)"

# The server refuses to run as root: everything it touches belongs to `postgres`.
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

# CAIRN_PG_SCRATCH_PARENT: where the cluster's folder goes (default /tmp; a helper keeps its own under /tmp/<branch>).
SCRATCH=$(mktemp -d "${CAIRN_PG_SCRATCH_PARENT:-/tmp}/cairn-pg.XXXXXX")
chmod 0755 "$SCRATCH"
[ "$(id -u)" = 0 ] && chown postgres "$SCRATCH"
STARTED=0
cleanup() {
  local rc=$?
  if [ "$STARTED" = 1 ]; then
    run_pg "$BIN/pg_ctl" -D "$SCRATCH/data" -m immediate -w stop >/dev/null 2>&1 ||
      run_pg "$BIN/pg_ctl" -D "$SCRATCH/data" -m immediate -w stop >/dev/null 2>&1
  fi
  if [ "${KEEP_SCRATCH:-0}" = 1 ]; then echo "pg-test: kept $SCRATCH" >&2; else rm -rf "$SCRATCH"; fi
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

SUPERPASS=$(node -e 'console.log(require("crypto").randomBytes(24).toString("hex"))')
umask 077
printf '%s\n' "$SUPERPASS" >"$SCRATCH/superpass"
[ "$(id -u)" = 0 ] && chown postgres "$SCRATCH/superpass"
run_pg "$BIN/initdb" -D "$SCRATCH/data" -A scram-sha-256 -U postgres --pwfile="$SCRATCH/superpass" -E UTF8 --locale=C.UTF-8 \
  >"$SCRATCH/initdb.log" 2>&1 || fail_setup "initdb failed: $(tail -5 "$SCRATCH/initdb.log")"
rm -f "$SCRATCH/superpass"
umask 022

for attempt in 1 2 3; do
  PORT=$(free_port)
  # fsync stays on (the default): the fault tests kill the server and count what survived.
  if run_pg "$BIN/pg_ctl" -D "$SCRATCH/data" -w -t 60 -l "$SCRATCH/log" \
    -o "-k $SCRATCH -p $PORT -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=128MB" start >/dev/null; then
    STARTED=1
    break
  fi
done
[ "$STARTED" = 1 ] || fail_setup "the server did not start"

# The password file: the one place credentials live (the ~/.pgpass format, 0600, ours).
export PGPASSFILE="$SCRATCH/pgpass"
printf '127.0.0.1:%s:*:postgres:%s\n' "$PORT" "$SUPERPASS" >"$PGPASSFILE"
chmod 0600 "$PGPASSFILE"
unset SUPERPASS
export CAIRN_PG_ADMIN_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export CAIRN_PG_BIN=$BIN CAIRN_PG_DATA=$SCRATCH/data CAIRN_PG_SOCKET=$SCRATCH CAIRN_PG_PORT=$PORT
echo "pg-test: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

if [ $# -eq 0 ]; then
  rc=0
  pnpm --filter @cairn/store-pg test:pg || rc=1
  # The built `cairn` on the team store (init, team link/grant/revoke, migrate, bad URLs); the
  # corpus drives the installed bundle (cairn-memory), so that is built too.
  pnpm turbo run build --filter @cairn/cli... --filter cairn-memory... >/dev/null || rc=1
  pnpm --filter @cairn/cli test:pg || rc=1
  pnpm --filter @cairn/test-corpus test:pg || rc=1
  exit $rc
else
  "$@"
fi
