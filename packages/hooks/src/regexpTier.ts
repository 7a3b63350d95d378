import { setFlagsFromString } from 'node:v8';

/**
 * Executions of one regular expression in V8's bytecode interpreter before it is compiled to
 * machine code (V8's `--regexp-tier-up-ticks`, default 1: machine code from the second run).
 */
export const SESSION_START_TIER_UP_TICKS = 64;

let set = false;

/**
 * Lets the regular expressions this process runs from now on stay interpreted for their first
 * {@link SESSION_START_TIER_UP_TICKS} runs. For SessionStart (issue #21): the digest's lines are
 * redacted by core's ≈ 300 secret patterns, ≈ 50 of them run on a usual line and some over 1 KB
 * of source with bounded repeats; compiling each to machine code after its second run was most
 * of the redaction's cost in a new process (redacting the 23 lines of a 10k-memory digest:
 * ≈ 245 ms CPU, ≈ 97 ms interpreted; 2026-12-05, Node 20, this machine). What a regular
 * expression matches is the same either way: only where V8 runs it changes. A pattern run more
 * often is still compiled. Not for a hook that scans a large tool response: there the compiled
 * code pays for itself.
 *
 * Never throws: a runtime that refuses the flag runs as before.
 */
export function interpretRegExpsLonger(): void {
  if (set) return;
  set = true;
  try {
    setFlagsFromString(`--regexp-tier-up-ticks=${SESSION_START_TIER_UP_TICKS}`);
  } catch {
    // A speed-up only.
  }
}
