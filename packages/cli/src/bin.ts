#!/usr/bin/env node
import { start } from './start.js';

// tsc's entry: start.ts runs the command. In dist/, bundle.mjs writes over this file a loader that
// requires dist/start.cjs, the same start-up bundled as CommonJS (issue #20).
await start(process.argv.slice(2));
