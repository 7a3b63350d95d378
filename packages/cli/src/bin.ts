#!/usr/bin/env node
import { isHookInvocation } from './hook.js';
import { asksVersionOnly, VERSION } from './version.js';

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
