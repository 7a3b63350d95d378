#!/usr/bin/env bash
# A real Claude Code against Cairn's hooks (issue 21; ../shared/RECIPES.md "Host hooks and a real
# Claude Code"): `claude -p` runs sessions against a scripted Messages API on 127.0.0.1, fires real
# hooks at the built `cairn`, and runs Bash in its real sandbox.
#
#   1. installs what is missing: Debian's bubblewrap and socat (apt-get), and the pinned
#      @anthropic-ai/claude-code from npm into ${CAIRN_CACHE:-$HOME/.cache/cairn-ci}
#      (--ignore-scripts: its program is an optional npm dependency; nothing else is downloaded);
#   2. skips, saying why, only where bubblewrap cannot create namespaces;
#   3. runs packages/hooks/test/realClaude.slow.test.ts (vitest; its own closing line).
# Cost (2 cores shared with other work, 2026-12-01): a cold cache downloads the package and its
# platform program from npm (about 400 MB, about a minute here); the three sessions then take
# about 4 minutes. The cache lives outside the clone, so a CI machine that keeps $HOME pays the
# download once per pinned version.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
export TURBO_TELEMETRY_DISABLED=1 FORCE_COLOR=0 NO_COLOR=1
CLAUDE_VERSION=2.1.332
CACHE=${CAIRN_CACHE:-$HOME/.cache/cairn-ci}
CC_HOME=$CACHE/claude-code-$CLAUDE_VERSION
# The program is the platform's optional dependency (@anthropic-ai/claude-code-<platform>/claude);
# the package's own bin/claude.exe is a stub until its postinstall, which --ignore-scripts skips.
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) PLATFORM=linux-x64 ;;
  Linux-aarch64 | Linux-arm64) PLATFORM=linux-arm64 ;;
  Darwin-arm64) PLATFORM=darwin-arm64 ;;
  Darwin-x86_64) PLATFORM=darwin-x64 ;;
  *) PLATFORM=unknown ;;
esac
if [ "$(uname -s)" = Linux ] && ldd --version 2>&1 | grep -qi musl; then PLATFORM=$PLATFORM-musl; fi
CLAUDE=$CC_HOME/node_modules/@anthropic-ai/claude-code-$PLATFORM/claude
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v bwrap >/dev/null 2>&1 || ! command -v socat >/dev/null 2>&1; then
  echo "::: claude-code: installing bubblewrap and socat (apt-get)"
  as_root apt-get update -qq >/dev/null 2>&1
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends bubblewrap socat >/dev/null 2>&1 || {
    echo "claude-code: could not install bubblewrap and socat" >&2
    echo "claude-code: 0 passed, 1 failed"
    exit 1
  }
fi
if ! bwrap --ro-bind / / --dev /dev --unshare-all true >/dev/null 2>&1; then
  echo "claude-code: skipped — bubblewrap cannot create namespaces on this machine (the sandbox cannot run here)"
  echo "claude-code: 0 passed, 0 failed, 1 skipped"
  exit 0
fi
if [ ! -x "$CLAUDE" ] || [ "$("$CLAUDE" --version 2>/dev/null | cut -d' ' -f1)" != "$CLAUDE_VERSION" ]; then
  echo "::: claude-code: installing @anthropic-ai/claude-code@$CLAUDE_VERSION (npm, cached in $CC_HOME)"
  rm -rf "$CC_HOME"
  mkdir -p "$CC_HOME"
  npm install --prefix "$CC_HOME" --no-audit --no-fund --ignore-scripts --loglevel=error "@anthropic-ai/claude-code@$CLAUDE_VERSION" >/dev/null || {
    echo "claude-code: npm could not install @anthropic-ai/claude-code@$CLAUDE_VERSION" >&2
    echo "claude-code: 0 passed, 1 failed"
    exit 1
  }
fi
if ! "$CLAUDE" --version; then
  echo "claude-code: the pinned Claude Code does not run here ($CLAUDE)" >&2
  echo "claude-code: 0 passed, 1 failed"
  exit 1
fi
# The CLI and what it needs are built by the first CI step (setup.sh); build again in case.
pnpm turbo run build --filter=@cairn/cli... --output-logs=errors-only >/dev/null
CAIRN_CLAUDE_BIN=$CLAUDE pnpm --filter @cairn/hooks test:claude
