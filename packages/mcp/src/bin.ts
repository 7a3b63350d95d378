#!/usr/bin/env node
import { main } from './mcp-main.js';

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`cairn-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 5;
});
