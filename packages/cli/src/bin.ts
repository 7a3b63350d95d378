#!/usr/bin/env node
import { isHookInvocation } from './hook.js';
import { asksVersionOnly, VERSION } from './version.js';

// No V8 flags are set at run time: `v8.setFlagsFromString` after start-up is undefined behaviour
// (Node's docs: "may result in unpredictable behavior, including crashes"), and
// `--no-regexp-tier-up` set that way (5593137) is the likeliest cause of CLI processes dying of
// SIGSEGV in CI since it landed (exit 139, or a null exit code with empty stderr).

const args = process.argv.slice(2);
if (asksVersionOnly(args)) {
  // Commander's answer, without loading the program: the version and a newline, exit 0.
  process.stdout.write(`${VERSION}\n`);
} else if (isHookInvocation(args)) {
  const { hookMain } = await import('./hook.js');
  await hookMain(args);
} else {
  // In dist/, cli-main.js loads main.ts and everything it imports as one CommonJS file compiled
  // through a V8 code cache (bundle.mjs; issue #20): one file compiled from its cache instead of
  // ≈ 300 ES modules parsed on every run. The closed-pipe guard comes from the same module
  // instance as the output that asks it.
  const { endQuietlyOnClosedPipe, main } = await import('./cli-main.js');
  endQuietlyOnClosedPipe();
  await main(process.argv);
}
