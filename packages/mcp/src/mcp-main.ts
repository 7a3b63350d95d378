// What bin.ts runs: main.ts's `main`. tsc emits this file as dist/mcp-main.js, and then the
// build's bundle.mjs writes over it the loader of dist/mcp-main.cjs, the same export bundled into
// one CommonJS file compiled through a V8 code cache, core's gate evaluated on first use (issue
// #20); a bundler of the sources (cairn-memory, the VS Code extension) follows it to main.ts.
export { main } from './main.js';
