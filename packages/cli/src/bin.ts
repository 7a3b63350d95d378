#!/usr/bin/env node
import { setFlagsFromString } from 'node:v8';
import { isHookInvocation } from './hook.js';
import { asksVersionOnly, VERSION } from './version.js';

// A process of one command runs most regular expressions once or twice, and redaction's are
// large (a JSON key such as `projectKey` alone sends ≈ 30 credential-label rules of ≈ 1 KB each
// through the scan): V8's default compiles each to bytecode on its first run and again to machine
// code on its second. Compiling once, to machine code, halved the first redaction of a recall's
// output (issue #20). Matching is unchanged; only when the expressions are compiled.
setFlagsFromString('--no-regexp-tier-up');

const args = process.argv.slice(2);
if (asksVersionOnly(args)) {
  // Commander's answer, without loading the program: the version and a newline, exit 0.
  process.stdout.write(`${VERSION}\n`);
} else if (isHookInvocation(args)) {
  const { hookMain } = await import('./hook.js');
  await hookMain(args);
} else {
  const { endQuietlyOnClosedPipe } = await import('./closedPipe.js');
  const { main } = await import('./main.js');
  endQuietlyOnClosedPipe();
  await main(process.argv);
}
