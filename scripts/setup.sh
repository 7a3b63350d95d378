#!/usr/bin/env bash
# Sets up a fresh clone: pnpm (pinned), dependencies (frozen lockfile), and a build.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "12.4.2" ]; then
  # corepack fails its signature check on this machine; npm installs the pinned pnpm.
  npm i -g pnpm@12.4.2 >/dev/null 2>&1
fi
# better-sqlite3 compiles against the local Node headers when they exist (no download);
# it is optional: without it the store uses its pure-JS index.
if [ -z "${npm_config_nodedir:-}" ] && [ -f /usr/include/node/node.h ]; then
  export npm_config_nodedir=/usr
fi
pnpm install --frozen-lockfile --reporter=append-only >/dev/null
pnpm build >/dev/null
echo "setup: done (node $(node --version), pnpm $(pnpm --version))" >&2
