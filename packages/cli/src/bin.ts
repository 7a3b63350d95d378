#!/usr/bin/env node
import { isHookInvocation } from './hook.js';

const args = process.argv.slice(2);
if (isHookInvocation(args)) {
  const { hookMain } = await import('./hook.js');
  await hookMain(args);
} else {
  const { endQuietlyOnClosedPipe } = await import('./closedPipe.js');
  const { main } = await import('./main.js');
  endQuietlyOnClosedPipe();
  await main(process.argv);
}
