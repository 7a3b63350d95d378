#!/usr/bin/env bash
# Sets up a fresh clone: pnpm (pinned), dependencies (frozen lockfile), and a build.
# Each step is announced on stderr as it starts; a step's own output is kept in a log and
# printed only when the step fails, with the command and its exit code (issue #14: a person
# must never wait in silence, nor lose the error that stopped the setup).
set -uo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1

step_log=$(mktemp "${TMPDIR:-/tmp}/cairn-setup.XXXXXX")
trap 'rm -f "$step_log"' EXIT

# step <what a person reads> <command...>: announces, runs with output captured, and on
# failure prints the command, its exit code and its whole output, then stops the setup.
step() {
  local what=$1
  shift
  local start=$SECONDS
  echo "setup: ${what}…" >&2
  "$@" >"$step_log" 2>&1
  local rc=$?
  if [ "$rc" -ne 0 ]; then
    echo "setup: FAILED: ${what} (\`$*\` exited with code ${rc}). Its output:" >&2
    cat "$step_log" >&2
    echo "setup: stopped; fix the error above and run \`bash scripts/setup.sh\` again." >&2
    exit "$rc"
  fi
  echo "setup:   done in $((SECONDS - start)) s" >&2
}

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "12.4.2" ]; then
  # corepack fails its signature check on this machine; npm installs the pinned pnpm.
  step "installing pnpm 12.4.2 (npm i -g pnpm@12.4.2)" npm i -g pnpm@12.4.2
fi
# better-sqlite3 compiles against the local Node headers when they exist (no download);
# it is optional: without it the store uses its pure-JS index.
if [ -z "${npm_config_nodedir:-}" ] && [ -f /usr/include/node/node.h ]; then
  export npm_config_nodedir=/usr
fi
# Times measured on a fresh clone, 2 cores under load (2026-12-02): the install 16 s with every
# package downloaded into an empty pnpm store, 1 s from a filled one; the build 97 s. The fifth
# newcomer walk (2026-12-03, load 2.5-5, nice 19): the install 107 s, the build 54 s — so the
# install promises no figure under two minutes (issue #14, walk-5 item 7). 2026-12-06 on this
# 2-core machine at load 20–26 (walk h48 item 11: "up to two minutes" was said of an install that
# took 138 s): the install into an empty pnpm store 511 s, from a filled one 3 s; the build 168 s.
step "installing dependencies (pnpm install --frozen-lockfile; seconds when pnpm's store holds the packages, 2–10 minutes into an empty one: it downloads them all)" \
  pnpm install --frozen-lockfile --reporter=append-only
step "building every package (pnpm build; one to three minutes, more on a busy machine)" pnpm build
echo "setup: done (node $(node --version), pnpm $(pnpm --version))" >&2
