/**
 * The one environment every timed child of the start-up figures runs in (issue #20): `node -e 0`,
 * the floor program, the cold CLI recalls and the cold `cairn hook` runs alike, so their ratios
 * compare like with like. The caller's shell may hold variables that change what every Node
 * start costs — `NODE_EXTRA_CA_CERTS` adds ≈ 33 ms of CPU to each (it reads and parses the
 * certificates at start-up; measured 2026-12-06, h48-speed) — and before this the cold recalls
 * kept the caller's environment while the hooks ran in a bare one.
 */
import { mkdirSync } from 'node:fs';

/** The variables a timed child gets, and only these. */
export const CHILD_VARIABLES = Object.freeze(['PATH', 'HOME', 'CAIRN_HOME']);

/**
 * The bare environment of a timed child: `PATH` from the caller, `HOME` a scratch folder (no
 * person's settings), `CAIRN_HOME` the bench's home.
 *
 * @param {{ home: string, userHome: string }} where - `home`: the bench's CAIRN_HOME; `userHome`: a scratch folder (created)
 * @returns {{ PATH: string, HOME: string, CAIRN_HOME: string }}
 */
export function childEnv({ home, userHome }) {
  mkdirSync(userHome, { recursive: true });
  return { PATH: process.env.PATH ?? '', HOME: userHome, CAIRN_HOME: home };
}

/**
 * What the children get and which of the caller's Node and libuv variables (`NODE_*`, `UV_*`)
 * they do not, for the log and the report.
 *
 * @param {NodeJS.ProcessEnv} [caller] - the caller's environment (default: this process's)
 * @returns {{ passed: string[], leftOut: string[] }} variable names, never values
 */
export function childEnvSummary(caller = process.env) {
  const leftOut = Object.keys(caller)
    .filter((name) => /^(NODE_|UV_)/u.test(name) && !CHILD_VARIABLES.includes(name))
    .sort();
  return { passed: [...CHILD_VARIABLES], leftOut };
}

/**
 * One line saying so.
 *
 * @param {{ passed: string[], leftOut: string[] }} summary - from childEnvSummary
 * @returns {string}
 */
export function childEnvLine({ passed, leftOut }) {
  return `every timed child (node -e 0 included) runs with ${passed.join(', ')} only${leftOut.length > 0 ? `; the caller's ${leftOut.join(', ')} left out` : ''}`;
}
